/// <reference path="../pb_data/types.d.ts" />
// Superusers (the content editor's accounts) sign in with their password and
// then a one-time code sent to their e-mail. PocketBase asks for the second
// factor only on sign-ins through the front door's editor host
// (pb_hooks/superuser-mfa.pb.js); the seed, the site's own server and a
// session over SSH reach PocketBase inside the machine and need none.

migrate(
  (app) => {
    const superusers = app.findCollectionByNameOrId("_superusers");
    superusers.otp.enabled = true;
    superusers.otp.length = 8;
    superusers.otp.duration = 300;
    superusers.mfa.enabled = true;
    // Between the password and the code.
    superusers.mfa.duration = 600;
    app.save(superusers);
  },
  (app) => {
    const superusers = app.findCollectionByNameOrId("_superusers");
    superusers.mfa.enabled = false;
    superusers.otp.enabled = false;
    app.save(superusers);
  },
);
