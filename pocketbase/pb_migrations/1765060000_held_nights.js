/// <reference path="../pb_data/types.d.ts" />
// The rooms confirmed requests hold, per room type and night (`day`: days
// since 1970-01-01; pb_hooks/held-nights-lib.js): what the public availability route reads, so
// its cost does not grow with the number of requests. A plain table, not a
// collection: nothing but the hooks reads or writes it, and the admin UI has
// nothing to show of it. And an index for every count of confirmed requests
// over a few nights (the overbooking guard, a guest's request, the recount):
// requests still to end, by status, so years of past stays are never read.

const TABLE = "availability_held";
const INDEX = "idx_booking_requests_confirmed_nights";

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        "CREATE TABLE IF NOT EXISTS `" +
          TABLE +
          "` (`day` INTEGER NOT NULL, `room_type` TEXT NOT NULL, `rooms` INTEGER NOT NULL, PRIMARY KEY (`day`, `room_type`)) WITHOUT ROWID",
      )
      .execute();
    const collection = app.findCollectionByNameOrId("booking_requests");
    collection.indexes.push("CREATE INDEX `" + INDEX + "` ON `booking_requests` (`status`, `check_out`, `check_in`)");
    app.save(collection);
    require(`${__hooks}/held-nights-lib.js`).rebuild(app, Date.now());
  },
  (app) => {
    const collection = app.findCollectionByNameOrId("booking_requests");
    collection.indexes = collection.indexes.filter((index) => !index.includes(INDEX));
    app.save(collection);
    app
      .db()
      .newQuery("DROP TABLE IF EXISTS `" + TABLE + "`")
      .execute();
  },
);
