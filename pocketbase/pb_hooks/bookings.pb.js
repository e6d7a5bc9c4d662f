/// <reference path="../pb_data/types.d.ts" />
// Guests' booking requests and contact messages: validated again here (the
// website validates first; this is defence in depth for every other way in,
// including the admin UI). Staff's and guests' e-mails: outbox.pb.js.

onRecordCreate((e) => {
  const lib = require(`${__hooks}/booking-rules-lib.js`);
  lib.refuseIfInvalid(lib.bookingErrors(e.record), "booking request");
  e.next();
}, "booking_requests");

// A request through the API from anyone but staff (in practice the site's
// service account, whose token is all a leak of the web process gives): the
// stay, room, offer and price are judged as the site judges them, on the same
// data, and fields only staff set are refused. A total that differs from the
// one computed here is refused, never corrected: the site computed it from the
// same data a moment before, so a difference means the request did not come
// from the site's checks, and a corrected total is one the guest never saw.
// A desk member's request (phone, WhatsApp, walk-in, e-mail) takes the same
// path: the same rules, e-mail optional as on the form, with a `source`, and
// new or confirmed at once; PocketBase prices it (staff type no totals).
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const lib = require(`${__hooks}/booking-rules-lib.js`);
  const staff = !!e.auth && e.auth.collection().name === "staff";
  if (!staff) e.record.set("source", "website");
  else if (e.record.getString("status") === "confirmed") {
    e.record.set("decided_by", e.auth.email());
    e.record.set("decided_at", new DateTime());
  }
  const result = lib.bookingRuleErrors(e.app, e.requestInfo(), e.record, Date.now(), { staff: staff });
  if (result.formError) throw new BadRequestError(result.formError);
  lib.refuseIfInvalid(Object.assign({}, lib.bookingErrors(e.record), result.errors), "booking request");
  // What staff read is PocketBase's own computation, whatever was sent.
  if (result.price) e.record.set("price_breakdown", result.price);
  e.next();
}, "booking_requests");

onRecordCreate((e) => {
  const lib = require(`${__hooks}/booking-rules-lib.js`);
  lib.refuseIfInvalid(lib.contactErrors(e.record), "contact message");
  e.next();
}, "contact_messages");

onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const lib = require(`${__hooks}/booking-rules-lib.js`);
  lib.refuseIfInvalid(Object.assign({}, lib.contactErrors(e.record), lib.contactRuleErrors(e.requestInfo(), e.record)), "contact message");
  e.next();
}, "contact_messages");
