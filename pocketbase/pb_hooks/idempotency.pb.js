/// <reference path="../pb_data/types.d.ts" />
// A booking request or contact message sent again with the key it was first
// sent with (the 1764300000 migration) is the same request: the answer is the
// stored one's id and reference, and nothing new is saved or e-mailed to staff. The
// create rule has already been checked when this runs (only the site's
// account and staff get here). Two sends racing past this check meet the
// unique index; the site then sends once more and gets this answer. A resend
// brings a new private link (guest-requests.pb.js), which replaces the first.
onRecordCreateRequest(
  (e) => {
    const key = e.record.getString("idempotency_key");
    if (key) {
      let first = null;
      try {
        first = e.app.findFirstRecordByData(e.collection.name, "idempotency_key", key);
      } catch (_) {
        // none yet: a new request
      }
      if (first) {
        const answer = { id: first.id, idempotency_key: key, replayed: true };
        if (e.collection.name === "booking_requests") {
          answer.reference = first.getString("reference");
          // The guest sees the resend's answer and its private link, not the lost first one's,
          // and is e-mailed it, in the same transaction (outbox-lib.js).
          const hash = e.record.getString("guest_token_hash");
          const links = require(`${__hooks}/guest-requests-lib.js`);
          const token = (e.requestInfo().body || {}).guest_token;
          if (hash && hash !== first.getString("guest_token_hash")) {
            e.app.runInTransaction((txApp) => {
              const outbox = require(`${__hooks}/outbox-lib.js`);
              first.set("guest_token_hash", hash);
              first.set("guest_token_sealed", links.holdsToken(first, token) ? outbox.seal(token) : "");
              txApp.save(first);
              outbox.queueForResentRequest(txApp, first);
            });
          }
        }
        return e.json(200, answer);
      }
    }
    e.next();
  },
  "booking_requests",
  "contact_messages",
);
