/// <reference path="../pb_data/types.d.ts" />
// What /book needs to mark full nights and say "N rooms left": free rooms per
// published room type and night, and the settings' threshold. Counts only,
// never who holds the rooms, so anyone may read it (the site's server, cached
// and tagged; an open /book page, live, through the front door, which limits
// it per client and keeps each answer a second).
//
//   GET /api/availability?first=YYYY-MM-DD&nights=N
//   → { first, free: { <room type id>: [free rooms night by night] }, threshold }
//
// Only what /book asks for: from today in Basra (yesterday too, for a page
// left open over midnight: the answer then starts today) to the end of the
// booking window, N at most the nights its calendar shows (held-nights-lib.js).
// Counted from the held-nights table, one row per room type and night at
// most, whatever the number of requests, once per change (held-nights-lib.js).
routerAdd("GET", "/api/availability", (e) => {
  const lib = require(`${__hooks}/held-nights-lib.js`);
  const query = e.request.url.query();
  // One reading of the clock: the window and the counts agree on which day is today.
  const now = Date.now();
  const window = lib.availabilityWindow(query.get("first"), query.get("nights"), now);
  if (window.error) throw new BadRequestError(window.error);
  const settings = e.app.findRecordsByFilter("settings", "", "-created", 1, 0);
  const threshold = settings.length ? settings[0].getInt("rooms_left_threshold") : 0;
  e.response.header().set("Content-Type", "application/json");
  const free = lib.freeRoomsJson(e.app, window.first, window.nights, now);
  return e.string(200, '{"first":' + JSON.stringify(window.first) + ',"free":' + free + ',"threshold":' + threshold + "}");
});

// The held-nights table follows every save of a request that holds rooms, or
// held them, in the save's own transaction (inventory.pb.js's guard joins it).
onRecordCreate((e) => {
  require(`${__hooks}/held-nights-lib.js`).saveInRecount(e, null, e.record);
}, "booking_requests");
onRecordUpdate((e) => {
  require(`${__hooks}/held-nights-lib.js`).saveInRecount(e, e.record.original(), e.record);
}, "booking_requests");
onRecordDelete((e) => {
  require(`${__hooks}/held-nights-lib.js`).saveInRecount(e, e.record, null);
}, "booking_requests");

// And is counted again whole at each start of the server: whatever changed
// requests without these hooks (a migration's SQL) is counted too. (`serve`
// applies pending migrations after this; the migration that makes the table
// counts it itself.)
onBootstrap((e) => {
  e.next();
  if ($os.args.indexOf("serve") < 0) return;
  require(`${__hooks}/held-nights-lib.js`).rebuild(e.app, Date.now());
});

// A request that holds rooms, or held them, changed: the counts are counted
// again at the next read, open /book pages are told (realtime topic
// "availability", with the change's version) and the site's cached counts
// expire. After the save, so only real changes count; failures are logged.
const announce = (e) => {
  e.next();
  const record = e.record;
  const before = record.original();
  const holds = (r) => ["confirmed", "arrived", "no_show"].indexOf(r.getString("status")) >= 0;
  if (!holds(record) && !(before && holds(before))) return;
  require(`${__hooks}/held-nights-lib.js`).changed(e.app);
  require(`${__hooks}/availability-lib.js`).announceChange(e.app);
};
onRecordAfterCreateSuccess(announce, "booking_requests");
onRecordAfterUpdateSuccess(announce, "booking_requests");
onRecordAfterDeleteSuccess(announce, "booking_requests");

// A room type changed (its count, published or not, gone): counted again at
// the next read. The site's content revalidation covers the pages; open pages
// learn here when the inventory itself changed.
const roomTypeChanged = (e) => {
  e.next();
  require(`${__hooks}/held-nights-lib.js`).changed(e.app);
};
onRecordAfterCreateSuccess(roomTypeChanged, "room_types");
onRecordAfterDeleteSuccess(roomTypeChanged, "room_types");
onRecordAfterUpdateSuccess((e) => {
  e.next();
  require(`${__hooks}/held-nights-lib.js`).changed(e.app);
  if (e.record.getInt("room_count") === e.record.original().getInt("room_count")) return;
  require(`${__hooks}/availability-lib.js`).announceChange(e.app);
}, "room_types");
