/// <reference path="../pb_data/types.d.ts" />
// The seasons and closures together, as a read-only view with the same
// public rule (published rows), for the server's check of a booking: one query
// inside pb_hooks/booking-context.pb.js, which answers a submit's reads in one
// request. The site's pages read the two collections themselves: they are
// cached and tagged per collection. Columns keep their collections' names
// (the other kind's are empty), so the site reshapes rows as either.

const COLUMNS = [
  "id",
  "kind",
  "name_ar",
  "name_en",
  "reason_ar",
  "reason_en",
  "room_type",
  "first_night",
  "last_night",
  "nightly_price",
  "percent_change",
  "priority",
  "min_stay",
  "published",
];
// PocketBase's view parser reads one FROM source, so the union is a subquery.
const UNION =
  "SELECT id, 'season' AS kind, name_ar, name_en, '' AS reason_ar, '' AS reason_en, room_type, first_night, last_night," +
  " nightly_price, percent_change, priority, min_stay, published FROM seasonal_rates" +
  " UNION ALL" +
  " SELECT id, 'closure' AS kind, '' AS name_ar, '' AS name_en, reason_ar, reason_en, room_type, first_night, last_night," +
  " 0 AS nightly_price, 0 AS percent_change, 0 AS priority, 0 AS min_stay, published FROM closures";
const QUERY = "SELECT " + COLUMNS.map((c) => "u." + c).join(", ") + " FROM (" + UNION + ") u";

migrate(
  (app) => {
    const view = new Collection({
      type: "view",
      name: "stay_rules",
      viewQuery: QUERY,
      listRule: "published = true",
      viewRule: "published = true",
    });
    app.save(view);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("stay_rules"));
  },
);
