// Tells the website that a content collection's API answer has changed: POST
// to the site's /api/revalidate with the shared secret, and the site expires
// that collection's cache tag. Used after a successful save (revalidate.pb.js)
// and when offers start or end with the day (publishing.pb.js's cron); and that
// a save added photos (photos.pb.js). Plain ES2015 + CommonJS (goja): handlers
// `require()` this file.
//
// WEB_URL (default http://127.0.0.1:$WEB_PORT) and REVALIDATE_SECRET come from
// the environment; see .env.example.

// Short, because after a save it runs before the API answers the save. A
// failure is logged, never thrown: the site's cache lifetime catches up.
const TIMEOUT_SECONDS = 2;

function webUrl() {
  return ($os.getenv("WEB_URL") || "http://127.0.0.1:" + ($os.getenv("WEB_PORT") || "3000")).replace(/\/+$/, "");
}

/** POSTs `body` ({collection, ...}) to the site's /api/revalidate; true when the site accepted it. `what` starts each log line. */
function revalidateSite(app, body, what) {
  return postToSite(app, "/api/revalidate", body, what, body.collection);
}

/** POSTs `body` to the site's `path` with the shared secret; true on a 2xx answer. `about` names the save in the log. */
function postToSite(app, path, body, what, about) {
  const base = webUrl();
  const secret = $os.getenv("REVALIDATE_SECRET");
  if (!secret) {
    app.logger().warn(what + ": REVALIDATE_SECRET is not set; the site refreshes on its timer only", "collection", about);
    return false;
  }
  try {
    const res = $http.send({
      url: base + path,
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-revalidate-secret": secret },
      timeout: TIMEOUT_SECONDS,
    });
    if (res.statusCode >= 200 && res.statusCode < 300) return true;
    app.logger().warn(what + ": the site refused", "collection", about, "status", res.statusCode);
  } catch (err) {
    app.logger().warn(what + ": the site is unreachable", "collection", about, "url", base, "error", String(err));
  }
  return false;
}

/** The names of `field`'s files on `record` (one name, a list, or none). */
function fileNames(record, field) {
  const value = record.get(field);
  if (!value) return [];
  return typeof value === "string" ? [value] : Array.from(value);
}

/**
 * The photos `record`'s save added (image file fields, names not there before),
 * sent to the site's /api/photos, which makes the sizes guests are sent
 * (web/src/lib/photos/warm-up.ts). Nothing is sent for a save without new photos.
 */
function warmNewPhotos(app, record) {
  const before = record.original();
  const files = [];
  for (const field of record.collection().fields) {
    if (field.type() !== "file" || (field.mimeTypes || []).indexOf("image/jpeg") < 0) continue;
    const old = fileNames(before, field.name);
    for (const name of fileNames(record, field.name)) if (old.indexOf(name) < 0) files.push(name);
  }
  if (files.length === 0) return false;
  const body = { collectionId: record.collection().id, recordId: record.id, files: files };
  return postToSite(app, "/api/photos", body, "photos", record.collection().name);
}

module.exports = { revalidateSite, warmNewPhotos };
