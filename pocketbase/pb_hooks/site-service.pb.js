/// <reference path="../pb_data/types.d.ts" />
// Keeps the website's service account (collection `services`, see the
// 1763900000 migration) in step with PB_SITE_EMAIL / PB_SITE_PASSWORD: created
// when missing, its password set again when the environment's differs. The
// website is given the same two variables and nothing more powerful. Without
// them no account is made and the site's forms answer "please call us".
// On a new database the collection does not exist yet at bootstrap (`serve`
// applies migrations afterwards); the migration then makes the account itself.
onBootstrap((e) => {
  e.next();
  const email = ($os.getenv("PB_SITE_EMAIL") || "").trim();
  const password = $os.getenv("PB_SITE_PASSWORD") || "";
  let services;
  try {
    services = e.app.findCollectionByNameOrId("services");
  } catch (_) {
    return;
  }
  if (!email || !password) {
    console.warn("PB_SITE_EMAIL / PB_SITE_PASSWORD not set: the website cannot save booking requests or contact messages.");
    return;
  }
  let record;
  try {
    record = e.app.findAuthRecordByEmail(services, email);
  } catch (_) {
    record = new Record(services);
    record.setEmail(email);
    record.setVerified(true);
  }
  if (!record.isNew() && record.validatePassword(password)) return;
  record.setPassword(password);
  e.app.save(record);
});

// The site never refreshes its token: it signs in again with its password
// when the token expires (web/src/lib/cms/bookings.ts). Refusing auth-refresh
// means a leaked token dies at its expiry instead of being renewed for ever.
onRecordAuthRefreshRequest(() => {
  throw new ForbiddenError("The site's service account signs in with its password; its tokens are not refreshed.");
}, "services");
