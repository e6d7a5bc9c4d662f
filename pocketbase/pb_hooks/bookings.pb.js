/// <reference path="../pb_data/types.d.ts" />
// Guests' booking requests and contact messages: validated again here (the
// website validates first; this is defence in depth for every other way in,
// including the admin UI), then staff are e-mailed once the save has
// succeeded. A mail failure is logged and never undoes or fails the save.

// Outgoing mail is configured by the environment (SMTP_HOST, SMTP_PORT, ...,
// MAIL_FROM; see .env.example): applied at start-up and again whenever the
// settings are reloaded, so saving the settings form in the admin UI does not
// switch it off. An empty SMTP_HOST means no mail is sent.
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/bookings-lib.js`).applySmtpFromEnv(e.app);
});

onSettingsReload((e) => {
  e.next();
  require(`${__hooks}/bookings-lib.js`).applySmtpFromEnv(e.app);
});

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
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next();
  const lib = require(`${__hooks}/booking-rules-lib.js`);
  const result = lib.bookingRuleErrors(e.app, e.requestInfo(), e.record, Date.now());
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

onRecordAfterCreateSuccess((e) => {
  e.next();
  const lib = require(`${__hooks}/bookings-lib.js`);
  lib.notifyStaff(e.app, e.record, lib.bookingMail);
}, "booking_requests");

onRecordAfterCreateSuccess((e) => {
  e.next();
  const lib = require(`${__hooks}/bookings-lib.js`);
  lib.notifyStaff(e.app, e.record, lib.contactMail);
}, "contact_messages");
