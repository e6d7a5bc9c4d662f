/// <reference path="../pb_data/types.d.ts" />
// The first superuser, from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD, made
// only while there is none. Once staff exist their passwords are theirs (they
// change them in the admin UI): a restart with the variables still set, or
// still at .env.example's values, changes nothing.
onBootstrap((e) => {
  e.next();
  let superusers;
  try {
    superusers = e.app.findCollectionByNameOrId("_superusers");
  } catch (_) {
    return;
  }
  if (e.app.countRecords(superusers) > 0) return;
  const email = ($os.getenv("PB_SUPERUSER_EMAIL") || "").trim();
  const password = $os.getenv("PB_SUPERUSER_PASSWORD") || "";
  if (!email || !password) {
    console.warn("No superuser yet and PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD not set: create one in the admin UI.");
    return;
  }
  const record = new Record(superusers);
  record.setEmail(email);
  record.setPassword(password);
  e.app.save(record);
  console.log("Created the first superuser, " + email + ", from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD.");
});
