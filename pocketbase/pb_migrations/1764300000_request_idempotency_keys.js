/// <reference path="../pb_data/types.d.ts" />
// A guest's form is sent with a key made once for what they filled in. A
// resend after a lost answer (the site or PocketBase restarted mid-request)
// carries the same key, and pb_hooks/idempotency.pb.js answers it with the
// request already stored. The unique index settles two sends that race; it
// leaves out records without a key (staff may add requests in the admin UI).

const COLLECTIONS = ["booking_requests", "contact_messages"];
const FIELD = "idempotency_key";

function indexName(collection) {
  return "idx_" + collection + "_" + FIELD;
}

migrate(
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(
        new TextField({
          name: FIELD,
          max: 64,
          pattern: "^[A-Za-z0-9_-]{16,64}$",
          help: "Set by the website once per filled-in form; a resend with the same key is the same request",
        }),
      );
      collection.indexes.push(
        "CREATE UNIQUE INDEX `" + indexName(name) + "` ON `" + name + "` (`" + FIELD + "`) WHERE `" + FIELD + "` != ''",
      );
      app.save(collection);
    }
  },
  (app) => {
    for (const name of COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.filter((index) => !index.includes(indexName(name)));
      collection.fields.removeByName(FIELD);
      app.save(collection);
    }
  },
);
