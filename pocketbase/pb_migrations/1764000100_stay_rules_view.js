/// <reference path="../pb_data/types.d.ts" />
// One read for the server's check of a booking: the seasons and closures
// together, as a read-only view with the same public rule (published rows).
// Each submit reloads them, and with 20 guests at once on 2 cores every
// PocketBase request counts: two list requests on top of the three a submit
// already made cost 27 % at p95 in bench:booking, this one read about 20 %. The site's pages read the two collections themselves: they
// are cached and tagged per collection. Columns keep their collections' names
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
