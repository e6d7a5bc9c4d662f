/// <reference path="../pb_data/types.d.ts" />
// A guest's own booking request, for the site's /request/<token> page. The
// site's account (collection `services`) still cannot list or view requests;
// these routes give it one request's guest-facing fields for the token of its
// private link, and nothing for any other token. The token travels in the
// body (POST), never in a URL, so PocketBase's request log never holds one.
//
//   POST /api/site/guest-request          {token}                      → 200 view | 404
//   POST /api/site/guest-request/cancel   {token}                      → 200 {outcome, request} | 404
//   POST /api/site/guest-request/find     {reference, phone, token_hash} → 204 | 404
// guest-requests-lib.js says what each does.

routerAdd(
  "POST",
  "/api/site/guest-request",
  (e) => {
    const lib = require(`${__hooks}/guest-requests-lib.js`);
    const body = e.requestInfo().body || {};
    const record = lib.findByToken(e.app, body.token);
    if (!record) throw new NotFoundError();
    return e.json(200, lib.guestView(e.app, record));
  },
  $apis.requireAuth("services"),
);

routerAdd(
  "POST",
  "/api/site/guest-request/cancel",
  (e) => {
    const lib = require(`${__hooks}/guest-requests-lib.js`);
    const body = e.requestInfo().body || {};
    const result = lib.cancelByToken(e.app, body.token, Date.now());
    if (!result) throw new NotFoundError();
    if (result.outcome === "cancelled") {
      const mail = require(`${__hooks}/bookings-lib.js`);
      mail.notifyStaff(e.app, result.record, mail.cancellationMail);
    }
    return e.json(200, { outcome: result.outcome, request: lib.guestView(e.app, result.record) });
  },
  $apis.requireAuth("services"),
);

routerAdd(
  "POST",
  "/api/site/guest-request/find",
  (e) => {
    const lib = require(`${__hooks}/guest-requests-lib.js`);
    const body = e.requestInfo().body || {};
    const hash = String(body.token_hash || "");
    if (!lib.HASH.test(hash)) throw new BadRequestError("token_hash must be a SHA-256 in hex.");
    const record = lib.relinkByReference(e.app, body.reference, body.phone, hash);
    if (!record) throw new NotFoundError();
    return e.noContent(204);
  },
  $apis.requireAuth("services"),
);

// The guest's e-mail with their private link, when they gave an address. The
// site sends the token itself beside its hash (never stored: only a hash that
// matches it is mailed), and PocketBase builds the link from SITE_URL, so the
// site's account cannot make the hotel mail a link elsewhere. A resend of the
// same form (pb_hooks/idempotency.pb.js) gives the request the resend's link,
// the one the guest sees; it is mailed again.
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const token = (e.requestInfo().body || {}).guest_token;
  e.next();
  const lib = require(`${__hooks}/guest-requests-lib.js`);
  const keys = require(`${__hooks}/idempotency-lib.js`);
  const record = e.record.isNew() ? keys.findByKey(e.app, "booking_requests", keys.sentKey(e.requestInfo())) : e.record;
  if (!record || !lib.holdsToken(record, token)) return;
  require(`${__hooks}/bookings-lib.js`).mailGuestLink(e.app, record, lib.guestLink(record, token));
}, "booking_requests");
