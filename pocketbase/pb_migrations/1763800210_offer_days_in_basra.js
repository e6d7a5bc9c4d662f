/// <reference path="../pb_data/types.d.ts" />
// Offers start and end with the hotel's day, not UTC's. The admin UI shows and
// takes dates in the browser's time zone (it labels the field
// "valid_through (Asia/Baghdad)"), so a staff member in Basra who picks
// 30 June stores 29 June 21:00 UTC. Compared with @todayStart (UTC), that offer
// would leave the site a day early. Here both sides become Basra calendar
// days: Iraq is UTC+3 all year (no daylight saving since 2008).

const BASRA = "'+3 hours'";
const day = (value) => "strftime('%Y-%m-%d', " + value + ", " + BASRA + ")";
const CURRENT_IN_BASRA =
  "published = true" +
  ' && (valid_from = "" || ' +
  day("valid_from") +
  " <= " +
  day("@now") +
  ")" +
  ' && (valid_through = "" || ' +
  day("valid_through") +
  " >= " +
  day("@now") +
  ")";
const CURRENT_IN_UTC =
  'published = true && (valid_from = "" || valid_from <= @todayEnd) && (valid_through = "" || valid_through >= @todayStart)';

function setRules(app, rule) {
  const offers = app.findCollectionByNameOrId("offers");
  offers.listRule = rule;
  offers.viewRule = rule;
  app.save(offers);
}

migrate(
  (app) => setRules(app, CURRENT_IN_BASRA),
  (app) => setRules(app, CURRENT_IN_UTC),
);
