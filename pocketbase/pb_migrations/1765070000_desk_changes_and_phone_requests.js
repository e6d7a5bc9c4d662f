/// <reference path="../pb_data/types.d.ts" />
// The desk's daily operations (issue 48, part a): staff change a request's
// stay (pb_hooks/desk-change.pb.js reprices it) and take requests by phone,
// WhatsApp, at the desk or by e-mail through the same create path as the
// website's (pb_hooks/bookings.pb.js). `source` says where a request came from:
// the website's are "website" (set by PocketBase, never sent), staff name theirs.

const STAFF = '@request.auth.collectionName = "staff" && @request.auth.active = true';
const SITE_ONLY_CREATE = '@request.auth.collectionName = "services" && @request.body.status = "new"';
// A member may create a request as new, or confirmed at once; the hooks check the rest.
const STAFF_CREATE = STAFF + ' && (@request.body.status = "new" || @request.body.status = "confirmed")';
const SOURCES = ["website", "phone", "whatsapp", "walk_in", "email"];

migrate(
  (app) => {
    const requests = app.findCollectionByNameOrId("booking_requests");
    requests.fields.add(
      new SelectField({
        name: "source",
        maxSelect: 1,
        values: SOURCES,
        help: "Where the request came from: website (set by PocketBase), or phone, whatsapp, walk_in, email (the desk)",
      }),
    );
    requests.createRule = "(" + SITE_ONLY_CREATE + ") || (" + STAFF_CREATE + ")";
    app.save(requests);
    // The website's requests so far: those it sent with a form's key or a private link.
    app.db().newQuery("UPDATE booking_requests SET source = 'website' WHERE idempotency_key != '' OR guest_token_hash != ''").execute();
  },
  (app) => {
    const requests = app.findCollectionByNameOrId("booking_requests");
    requests.fields.removeByName("source");
    requests.createRule = SITE_ONLY_CREATE;
    app.save(requests);
  },
);
