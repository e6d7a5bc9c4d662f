/// <reference path="../pb_data/types.d.ts" />
// Every e-mail goes through the outbox (outbox-lib.js writes it, pocketbase/outbox
// sends it): each hook here writes its messages inside the transaction of the
// change they tell of, so a request and its messages are saved together or
// not at all, and nothing about mail is in a guest's wait.

// Outgoing mail is configured by the environment (SMTP_HOST, SMTP_PORT, ...,
// MAIL_FROM; see .env.example): applied at start-up and again whenever the
// settings are reloaded, so saving the settings form in the admin UI does not
// change it.
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/outbox-lib.js`).applySmtpFromEnv(e.app);
});

onSettingsReload((e) => {
  e.next();
  require(`${__hooks}/outbox-lib.js`).applySmtpFromEnv(e.app);
});

// Handlers run in isolated contexts (see revalidate.pb.js): each is self-contained.
onRecordCreate((e) => {
  const lib = require(`${__hooks}/outbox-lib.js`);
  lib.saveThenQueue(e, (txApp) => lib.queueForNewRequest(txApp, e.record));
}, "booking_requests");

onRecordUpdate((e) => {
  const lib = require(`${__hooks}/outbox-lib.js`);
  const before = lib.snapshot(e.record.original());
  lib.saveThenQueue(e, (txApp) => lib.queueForChange(txApp, before, e.record));
}, "booking_requests");

onRecordCreate((e) => {
  const lib = require(`${__hooks}/outbox-lib.js`);
  lib.saveThenQueue(e, (txApp) => lib.queueForContact(txApp, e.record));
}, "contact_messages");

// The day-before reminders (outbox-lib.js queueReminders): checked every minute, queued once the hour staff set has come.
cronAdd("outbox_reminders", "* * * * *", () => {
  require(`${__hooks}/outbox-lib.js`).queueReminders($app, Date.now());
});

// The same for staff (superusers), now or as at a given moment: POST /api/outbox/reminders {at?: ISO time} → {queued}.
// Sends nothing twice: a request's reminder is queued once.
routerAdd(
  "POST",
  "/api/outbox/reminders",
  (e) => {
    const at = (e.requestInfo().body || {}).at;
    const ms = at === undefined || at === null || at === "" ? Date.now() : Date.parse(String(at));
    if (isNaN(ms)) throw new BadRequestError("at must be a date and time (ISO 8601).");
    return e.json(200, { queued: require(`${__hooks}/outbox-lib.js`).queueReminders(e.app, ms) });
  },
  $apis.requireSuperuserAuth(),
);
