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
  const lib = require(`${__hooks}/bookings-lib.js`);
  lib.refuseIfInvalid(lib.bookingErrors(e.record), "booking request");
  e.next();
}, "booking_requests");

onRecordCreate((e) => {
  const lib = require(`${__hooks}/bookings-lib.js`);
  lib.refuseIfInvalid(lib.contactErrors(e.record), "contact message");
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
