/// <reference path="../pb_data/types.d.ts" />
// A booking request or contact message sent again with the key it was first
// sent with is the same request: the answer is the stored one's id and
// reference, and nothing new is saved or e-mailed to staff. Only the key's
// SHA-256 is stored (idempotency-lib.js). A booking resent with the key but
// another phone or stay is not the same request: refused (400 on
// idempotency_key, "key_reused"), and the stored one keeps its private link.
// The create rule has already been checked when this runs (only the site's
// account and staff get here). Two sends racing past this check meet the
// unique index; the site then sends once more and gets this answer. A resend
// brings a new private link (guest-requests.pb.js), which replaces the first.
onRecordCreateRequest(
  (e) => {
    const lib = require(`${__hooks}/idempotency-lib.js`);
    const key = lib.sentKey(e.requestInfo());
    if (key === "") return e.next();
    if (!lib.KEY.test(key))
      throw new BadRequestError("Invalid request key.", {
        idempotency_key: new ValidationError("validation_invalid_format", "Invalid request key."),
      });
    e.record.set(lib.FIELD, lib.keyHash(key));
    const first = lib.findByKey(e.app, e.collection.name, key);
    if (!first) return e.next();
    const answer = { id: first.id, replayed: true };
    if (e.collection.name === "booking_requests") {
      if (!lib.sameBooking(first, e.record))
        throw new BadRequestError("This request key was sent with another request.", {
          idempotency_key: new ValidationError("key_reused", "This request key was sent with another phone or stay."),
        });
      answer.reference = first.getString("reference");
      // The guest sees the resend's answer and its private link, not the lost first one's.
      const hash = e.record.getString("guest_token_hash");
      if (hash && hash !== first.getString("guest_token_hash")) {
        first.set("guest_token_hash", hash);
        e.app.save(first);
      }
    }
    return e.json(200, answer);
  },
  "booking_requests",
  "contact_messages",
);
