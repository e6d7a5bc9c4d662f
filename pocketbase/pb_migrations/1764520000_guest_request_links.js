/// <reference path="../pb_data/types.d.ts" />
// A guest's private link to their request (the site's /request/<token>): the
// site makes the token and sends PocketBase only its SHA-256, so neither the
// database nor a copy of it opens anyone's page. Not a hidden field:
// PocketBase drops hidden fields from anyone's request but a superuser's, and
// the site's account sends it; no one but staff can list, view or filter
// requests anyway, and the site reads one by token only through
// pb_hooks/guest-requests.pb.js. Unique, so one token opens one request;
// staff's own requests (admin UI) have none.

const FIELD = "guest_token_hash";
const INDEX = "idx_booking_requests_" + FIELD;

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId("booking_requests");
    collection.fields.add(
      new TextField({
        name: FIELD,
        pattern: "^[0-9a-f]{64}$",
        help: "SHA-256 of the guest's private link; set by the website, replaced when the guest finds the request by reference and phone",
      }),
    );
    collection.indexes.push("CREATE UNIQUE INDEX `" + INDEX + "` ON `booking_requests` (`" + FIELD + "`) WHERE `" + FIELD + "` != ''");
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId("booking_requests");
    collection.indexes = collection.indexes.filter((index) => !index.includes(INDEX));
    collection.fields.removeByName(FIELD);
    app.save(collection);
  },
);
