/// <reference path="../pb_data/types.d.ts" />
// Everything the site's server checks a booking against, in one request:
// the settings in force, the room types, the extras, the offer and the seasons and closures
// near the stay. The server reloads them on every submit (the price a guest is
// charged comes from the CMS at that moment), and four requests cost a submit
// far more than one (bench:booking). Only the site's service account may call it, and it
// sees exactly what that account sees through the API: the rooms, the extras and the offer
// are checked against their collections' view rules (published, current), the
// seasons and closures read with the view's list rule (published). PocketBase
// checks a booking request against the same data (booking-rules-lib.js).
//
//   GET /api/site/booking-context?roomTypes={slug},{slug}&extras={id},{id}&offer={id}&first={day}&last={day}
//   first / last: "YYYY-MM-DD 00:00:00.000Z", the nights the stay can be affected by.
routerAdd(
  "GET",
  "/api/site/booking-context",
  (e) => {
    const query = e.request.url.query();
    const param = (name) => String(query.get(name) || "");
    const first = param("first");
    const last = param("last");
    if (!/^\d{4}-\d{2}-\d{2} 00:00:00\.000Z$/.test(first) || !/^\d{4}-\d{2}-\d{2} 00:00:00\.000Z$/.test(last)) {
      throw new BadRequestError("first and last must be days (YYYY-MM-DD 00:00:00.000Z).");
    }
    const lib = require(`${__hooks}/booking-rules-lib.js`);
    const list = (name) =>
      param(name)
        .split(",")
        .filter((v) => v !== "");
    const data = lib.gather(e.app, e.requestInfo(), {
      roomSlugs: list("roomTypes"),
      extraIds: list("extras"),
      offerId: param("offer"),
      first: first,
      last: last,
    });
    return e.json(200, {
      settings: data.settings,
      roomTypes: data.roomTypes,
      extras: data.extras,
      offer: data.offer,
      rules: data.rules,
      availability: data.availability,
    });
  },
  $apis.requireAuth("services"),
);
