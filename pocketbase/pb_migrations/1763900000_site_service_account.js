/// <reference path="../pb_data/types.d.ts" />
// The website's own PocketBase identity. The site's server used to sign in as
// a superuser to save guests' requests, so anything that leaked its
// environment owned every record, and superusers skip the rate limiter.
// Now it signs in to `services`, an auth collection whose accounts may only
// create booking requests and contact messages (always as "new"); they can
// list, view, change or delete nothing private and write no content.
// Staff stay superusers. The account itself is kept in step with the
// environment by pb_hooks/site-service.pb.js.

const SITE_ONLY_CREATE = '@request.auth.collectionName = "services" && @request.body.status = "new"';

// Per-address limits (see 1763800100): guests calling the API directly are
// refused by the create rule anyway; the site's own identity gets a global
// backstop that sits above the site's own cap (web/src/lib/booking/rate-limit.ts),
// so the site refuses first, with a translated message.
const GUEST_COLLECTION_LIMITS = [
  { label: "booking_requests:create", audience: "@guest", maxRequests: 5, duration: 60 },
  { label: "booking_requests:create", audience: "@auth", maxRequests: 60, duration: 60 },
  { label: "contact_messages:create", audience: "@guest", maxRequests: 5, duration: 60 },
  { label: "contact_messages:create", audience: "@auth", maxRequests: 60, duration: 60 },
];
const GUEST_COLLECTIONS = ["booking_requests", "contact_messages"];

function setLimits(app, rules) {
  const settings = app.settings();
  const kept = settings.rateLimits.rules
    .filter((r) => GUEST_COLLECTIONS.indexOf(r.label.split(":")[0]) < 0)
    .map((r) => ({ label: r.label, audience: r.audience, maxRequests: r.maxRequests, duration: r.duration }));
  unmarshal({ rateLimits: { enabled: settings.rateLimits.enabled, rules: rules.concat(kept) } }, settings);
  app.save(settings);
}

migrate(
  (app) => {
    const services = new Collection({
      type: "auth",
      name: "services",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      manageRule: null,
      passwordAuth: { enabled: true, identityFields: ["email"] },
      oauth2: { enabled: false },
      otp: { enabled: false },
      mfa: { enabled: false },
      // A leaked token is worth an hour; the site signs in again when it expires.
      authToken: { duration: 3600 },
    });
    app.save(services);
    // The account, when this database is new (pb_hooks/site-service.pb.js keeps it in step later).
    const email = ($os.getenv("PB_SITE_EMAIL") || "").trim();
    const password = $os.getenv("PB_SITE_PASSWORD") || "";
    if (email && password) {
      const account = new Record(services);
      account.setEmail(email);
      account.setPassword(password);
      account.setVerified(true);
      app.save(account);
    }

    for (const name of GUEST_COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.createRule = SITE_ONLY_CREATE;
      app.save(collection);
    }
    setLimits(app, GUEST_COLLECTION_LIMITS);
  },
  (app) => {
    for (const name of GUEST_COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.createRule = null;
      app.save(collection);
    }
    setLimits(app, [
      { label: "booking_requests:create", audience: "", maxRequests: 5, duration: 60 },
      { label: "contact_messages:create", audience: "", maxRequests: 5, duration: 60 },
    ]);
    app.delete(app.findCollectionByNameOrId("services"));
  },
);
