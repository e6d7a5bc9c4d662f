/// <reference path="../pb_data/types.d.ts" />
// Visitors never have accounts on this site (staff use superusers), so the
// built-in `users` auth collection must not accept anonymous sign-ups:
// "nothing anonymous writes".
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.createRule = null;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.createRule = "";
    app.save(users);
  },
);
