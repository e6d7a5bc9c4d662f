/// <reference path="../pb_data/types.d.ts" />
// The site's service account's tokens last 5 minutes (they lasted an hour):
// a leaked token is worth that long, since auth-refresh is refused for the
// account (pb_hooks/site-service.pb.js). The site signs in again when its
// token is about to expire: one password check per 5 minutes of traffic, out
// of the 20 sign-ins a minute PocketBase allows the site's address.

migrate(
  (app) => {
    const services = app.findCollectionByNameOrId("services");
    services.authToken.duration = 300;
    app.save(services);
  },
  (app) => {
    const services = app.findCollectionByNameOrId("services");
    services.authToken.duration = 3600;
    app.save(services);
  },
);
