/// <reference path="../pb_data/types.d.ts" />
// The content editor through the front door (its editor host sets
// X-Hotel-Door: editor; every other way through the door drops the header):
// - a superuser's sign-in there needs the second factor (password, then a code
//   by e-mail; pb_migrations/1765040000_superuser_mfa.js). Inside the machine
//   (the seed, the site's server, an SSH tunnel to 127.0.0.1) none is asked;
// - a superuser token is accepted there only if it was issued there, after
//   both factors (or refreshed from one that was): a token from the site's
//   staff sign-in, which asks for the password alone, opens nothing there.
// Tokens issued there are kept in memory: after a restart staff sign in again.

onRecordAuthRequest((e) => {
  const lib = require(`${__hooks}/superuser-mfa-lib.js`);
  if (!lib.viaEditorDoor(e.requestInfo())) {
    // PocketBase skips the MFA step for an auth without a method.
    e.authMethod = "";
    e.next();
    return;
  }
  e.next();
  lib.remember(e.app, e.token, e.collection.authToken.duration);
}, "_superusers");

routerUse((e) => {
  const lib = require(`${__hooks}/superuser-mfa-lib.js`);
  const info = e.requestInfo();
  if (lib.viaEditorDoor(info) && !lib.acceptable(e.app, info)) {
    throw new UnauthorizedError("Sign in again on this address: a password and the code sent by e-mail.");
  }
  return e.next();
});
