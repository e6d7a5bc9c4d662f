/// <reference path="../pb_data/types.d.ts" />
// What /book needs to mark full nights and say "N rooms left": free rooms per
// room type and night, and the settings' threshold. Counts only, never who
// holds the rooms, so anyone may read it (the site's server, cached and
// tagged; an open /book page, live).
//
//   GET /api/availability?first=YYYY-MM-DD&nights=N   (N: 1 … 400)
//   → { first, free: { <room type id>: [free rooms night by night] }, threshold }
routerAdd("GET", "/api/availability", (e) => {
  const query = e.request.url.query();
  const first = String(query.get("first") || "");
  const nights = Number(query.get("nights") || "");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || isNaN(Date.parse(first + "T00:00:00Z")))
    throw new BadRequestError("first must be a day (YYYY-MM-DD).");
  if (!Number.isInteger(nights) || nights < 1 || nights > 400) throw new BadRequestError("nights must be a whole number from 1 to 400.");
  const lib = require(`${__hooks}/availability-lib.js`);
  const settings = e.app.findRecordsByFilter("settings", "", "-created", 1, 0);
  const threshold = settings.length ? settings[0].getInt("rooms_left_threshold") : 0;
  return e.json(200, { first: first, free: lib.freeFromStore(e.app, first, nights, ""), threshold: threshold });
});

// A request that holds rooms, or held them, changed: tell open /book pages
// (realtime topic "availability", no data) and expire the site's cached
// counts. After the save, so only real changes count; failures are logged.
const announce = (e) => {
  e.next();
  const record = e.record;
  const before = record.original();
  const holds = (r) => ["confirmed", "arrived", "no_show"].indexOf(r.getString("status")) >= 0;
  if (!holds(record) && !(before && holds(before))) return;
  require(`${__hooks}/availability-lib.js`).announceChange(e.app);
};
onRecordAfterCreateSuccess(announce, "booking_requests");
onRecordAfterUpdateSuccess(announce, "booking_requests");
onRecordAfterDeleteSuccess(announce, "booking_requests");

// The inventory itself changed (room_count): the site's content revalidation covers the pages; open pages learn here.
onRecordAfterUpdateSuccess((e) => {
  e.next();
  if (e.record.getInt("room_count") === e.record.original().getInt("room_count")) return;
  require(`${__hooks}/availability-lib.js`).announceChange(e.app);
}, "room_types");
