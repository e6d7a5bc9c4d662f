// What pb_hooks/superuser-mfa.pb.js decides, in one place (JSVM handlers cannot share top-level code).
const PREFIX = "hotel-editor-token:";

// Both take e.requestInfo(): its header names are lower case, "-" written "_".

/** The front door's editor host names itself on every request it passes (proxy/hotel/editor-headers.conf). */
function viaEditorDoor(info) {
  return info.headers["x_hotel_door"] === "editor";
}

function tokenOf(info) {
  return (info.headers["authorization"] || "").replace(/^Bearer\s+/i, "").trim();
}

/** A token issued through the editor host, until it expires; expired ones go as a new one comes. */
function remember(app, token, seconds) {
  if (!token) return;
  const store = app.store();
  const now = Date.now();
  const all = store.getAll();
  for (const key in all) {
    if (key.indexOf(PREFIX) === 0 && all[key] < now) store.remove(key);
  }
  store.set(PREFIX + $security.sha256(token), now + seconds * 1000);
}

/** No token, or one issued here: anything else is a superuser session from elsewhere (the site's staff sign-in). */
function acceptable(app, info) {
  const token = tokenOf(info);
  if (!token) return true;
  const until = app.store().get(PREFIX + $security.sha256(token));
  return typeof until === "number" && until > Date.now();
}

module.exports = { viaEditorDoor, remember, acceptable };
