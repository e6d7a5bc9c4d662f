/// <reference path="../pb_data/types.d.ts" />
// The desk's occupancy grid: room types × nights, the rooms held, the rooms
// new requests ask for, and the closures (desk-occupancy-lib.js). Counts and
// closure reasons only, never who holds the rooms; still, an active member of
// staff's alone (the site's desk page reads it with the member's own token).
//
//   GET /api/desk/occupancy?first=YYYY-MM-DD&nights=N   (N ≤ 60; default: today, 60)
//
// A manager closes and reopens nights through the closures collection itself
// (its rules: the 1765030000 migration), as the admin UI does.
routerAdd(
  "GET",
  "/api/desk/occupancy",
  (e) => {
    if (!e.auth || !e.auth.getBool("active")) throw new ForbiddenError("Only an active member of staff may read the occupancy.");
    const lib = require(`${__hooks}/desk-occupancy-lib.js`);
    const query = e.request.url.query();
    const window = lib.gridWindow(query.get("first"), query.get("nights"), Date.now());
    if (window.error) throw new BadRequestError(window.error);
    return e.json(200, lib.occupancy(e.app, window));
  },
  $apis.requireAuth("staff"),
);
