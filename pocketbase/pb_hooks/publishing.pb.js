/// <reference path="../pb_data/types.d.ts" />
// Guards on what staff publish, wherever the save comes from (admin UI, API,
// seed):
// - a room, facility, offer, catering section, page or 360° scene cannot be
//   published with an empty Arabic or English title/summary/body (or half of
//   any other bilingual pair); the 400 names each field so the admin UI marks it;
// - an interface-text override must name a real message key of the site
//   (web/messages/en.json) and keep to that text's placeholders;
// - offers appear and disappear with the hotel's day (their API rule compares
//   Basra calendar days, see pb_migrations/1763800210_offer_days_in_basra.js),
//   so at midnight in Basra the site is told to refresh its cached offers,
//   with no staff action.
// The rules live in publishing-lib.js; GET /api/hotel/content-report (staff
// only) lists every incomplete record for `npm run content:report` and /test.

// The publishable collections are the keys of publishing-lib.js's REQUIRED.
const PUBLISHABLE = Object.keys(require(`${__hooks}/publishing-lib.js`).REQUIRED);

// Handlers run in isolated contexts (see revalidate.pb.js): each is self-contained.
const refuseIncompletePublish = (e) => {
  require(`${__hooks}/publishing-lib.js`).refuseIncompletePublish(e.record);
  e.next();
};
onRecordCreate(refuseIncompletePublish, ...PUBLISHABLE);
onRecordUpdate(refuseIncompletePublish, ...PUBLISHABLE);

const refuseInvalidUiText = (e) => {
  require(`${__hooks}/publishing-lib.js`).refuseInvalidUiText(e.record, __hooks);
  e.next();
};
onRecordCreate(refuseInvalidUiText, "ui_texts");
onRecordUpdate(refuseInvalidUiText, "ui_texts");

routerAdd(
  "GET",
  "/api/hotel/content-report",
  (e) => {
    const report = require(`${__hooks}/publishing-lib.js`).contentReport(e.app);
    return e.json(200, { checkedAt: new Date().toISOString(), collections: report });
  },
  $apis.requireSuperuserAuth(),
);

// PocketBase's cron runs in UTC: 21:00 UTC is midnight in Basra (UTC+3, no
// daylight saving), when an offer's last day has passed or its first day has
// come, and the public API's answer changes.
cronAdd("offers_day_change", "0 21 * * *", () => {
  // A failure is logged; the site's cached offers never outlive Basra's midnight anyway.
  require(`${__hooks}/revalidate-lib.js`).revalidateSite($app, { collection: "offers", reason: "day change" }, "offers day change");
});
