/// <reference path="../pb_data/types.d.ts" />
// Settings that belong to where PocketBase runs, not to the database, taken
// from the environment at start-up and again whenever the settings reload
// (so saving the settings form in the admin UI does not undo them). Unset
// variables leave the stored settings alone.
//   PB_ADMIN_URL              the Application URL: links in staff e-mails open $PB_ADMIN_URL/_/...
//   PB_TRUSTED_PROXY_HEADER   the header a reverse proxy in front sets to the client's address
//                             (the rate limiter then counts clients, not the proxy)

// JSVM handlers run in isolated contexts and cannot see top-level values, so
// the handler is self-contained and registered for each event.
const applyDeploymentSettings = (e) => {
  e.next();
  const settings = e.app.settings();
  const adminUrl = ($os.getenv("PB_ADMIN_URL") || "").trim().replace(/\/+$/, "");
  if (adminUrl) settings.meta.appURL = adminUrl;
  const proxyHeader = ($os.getenv("PB_TRUSTED_PROXY_HEADER") || "").trim();
  if (proxyHeader) {
    settings.trustedProxy.headers = [proxyHeader];
    settings.trustedProxy.useLeftmostIP = false;
  }
};

onBootstrap(applyDeploymentSettings);
onSettingsReload(applyDeploymentSettings);
