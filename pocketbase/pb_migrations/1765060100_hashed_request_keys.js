/// <reference path="../pb_data/types.d.ts" />
// Request keys (the 1764300000 migration) are stored as their SHA-256 only
// (pb_hooks/idempotency-lib.js): a key in the database, a backup or the admin
// UI must not be one anyone can send again. The keys stored so far are hashed
// here; going down keeps the hashes (they fit the old pattern, and no key can
// be got back from one).

const COLLECTIONS = ["booking_requests", "contact_messages"];
const FIELD = "idempotency_key";

function describeField(app, name, pattern, help) {
  const collection = app.findCollectionByNameOrId(name);
  const field = collection.fields.getByName(FIELD);
  field.pattern = pattern;
  field.help = help;
  app.save(collection);
}

migrate(
  (app) => {
    for (const name of COLLECTIONS) {
      describeField(
        app,
        name,
        "^[0-9a-f]{64}$",
        "SHA-256 of the key the website sends once per filled-in form; a resend with the same key is the same request",
      );
      const rows = arrayOf(new DynamicModel({ id: "", key: "" }));
      app
        .db()
        .newQuery("SELECT id, " + FIELD + " AS key FROM " + name + " WHERE " + FIELD + " != ''")
        .all(rows);
      for (const row of rows) {
        app
          .db()
          .newQuery("UPDATE " + name + " SET " + FIELD + " = {:hash} WHERE id = {:id}")
          .bind({ hash: $security.sha256(row.key), id: row.id })
          .execute();
      }
    }
  },
  (app) => {
    for (const name of COLLECTIONS)
      describeField(
        app,
        name,
        "^[A-Za-z0-9_-]{16,64}$",
        "Set by the website once per filled-in form; a resend with the same key is the same request",
      );
  },
);
