/// <reference path="../pb_data/types.d.ts" />
// Settings that belong to where PocketBase runs, not to the database, taken
// from the environment at start-up and again whenever the settings reload
// (so saving the settings form in the admin UI does not undo them).
//   PB_ADMIN_URL              the Application URL: links in staff e-mails open $PB_ADMIN_URL/_/...
//                             (unset: the stored one stays)
//   PB_TRUSTED_PROXY_HEADER   the header a reverse proxy in front sets to the client's address
//                             (the rate limiter then counts clients, not the proxy)
//
// Always trusted first: X-Hotel-Sign-In-Client, which the website sends on a
// staff sign-in only, naming the guest's address it established itself (web
// src/lib/cms/staff.ts). Without it every sign-in comes from the site's one
// address, and a few addresses guessing would use up the limit for all staff.
// PocketBase trusts a listed header from any sender, so nothing from outside
// may carry it here: the front door strips it (proxy/hotel/proxy-headers.conf)
// and PocketBase's own port is on 127.0.0.1 (compose, `npm start`).

// JSVM handlers run in isolated contexts and cannot see top-level values, so
// the handler is self-contained and registered for each event.
const applyDeploymentSettings = (e) => {
  e.next();
  const settings = e.app.settings();
  const adminUrl = ($os.getenv("PB_ADMIN_URL") || "").trim().replace(/\/+$/, "");
  if (adminUrl) settings.meta.appURL = adminUrl;
  const proxyHeader = ($os.getenv("PB_TRUSTED_PROXY_HEADER") || "").trim();
  settings.trustedProxy.headers = proxyHeader ? ["X-Hotel-Sign-In-Client", proxyHeader] : ["X-Hotel-Sign-In-Client"];
  settings.trustedProxy.useLeftmostIP = false;
};

onBootstrap(applyDeploymentSettings);
onSettingsReload(applyDeploymentSettings);
