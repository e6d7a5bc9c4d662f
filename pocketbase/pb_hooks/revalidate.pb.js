/// <reference path="../pb_data/types.d.ts" />
// Keeps the website's cached pages fresh: once a content record has been
// created, updated or deleted successfully (after e.next(), so only real
// saves count), POST the collection's name to the site's /api/revalidate with
// the shared secret. The site then expires that collection's cache tag.
//
// The save has already succeeded, so a failed call is logged, never thrown;
// the site's time-based fallback refreshes the page later anyway. The call is
// short (2 s timeout) because it runs before the API answers the save.
//
// WEB_URL (default http://127.0.0.1:$WEB_PORT) and REVALIDATE_SECRET come from
// the environment; see .env.example.

// JSVM handlers run in isolated contexts and cannot see top-level values, so
// the handler is self-contained and registered for each event.
const CONTENT_COLLECTIONS = [
  "settings",
  "room_types",
  "facilities",
  "offers",
  "catering",
  "pages",
  "tour_scenes",
  "ui_texts",
  "seasonal_rates",
  "closures",
];

const revalidateSite = (e) => {
  e.next();
  const collection = e.record.collection().name;
  const base = ($os.getenv("WEB_URL") || "http://127.0.0.1:" + ($os.getenv("WEB_PORT") || "3000")).replace(/\/+$/, "");
  const secret = $os.getenv("REVALIDATE_SECRET");
  if (!secret) {
    e.app.logger().warn("revalidate: REVALIDATE_SECRET is not set; the site refreshes on its timer only", "collection", collection);
    return;
  }
  try {
    const res = $http.send({
      url: base + "/api/revalidate",
      method: "POST",
      body: JSON.stringify({ collection: collection, id: e.record.id }),
      headers: { "content-type": "application/json", "x-revalidate-secret": secret },
      timeout: 2,
    });
    if (res.statusCode !== 200) {
      e.app.logger().warn("revalidate: the site refused", "collection", collection, "status", res.statusCode);
    }
  } catch (err) {
    e.app.logger().warn("revalidate: the site is unreachable", "collection", collection, "url", base, "error", String(err));
  }
};

onRecordAfterCreateSuccess(revalidateSite, ...CONTENT_COLLECTIONS);
onRecordAfterUpdateSuccess(revalidateSite, ...CONTENT_COLLECTIONS);
onRecordAfterDeleteSuccess(revalidateSite, ...CONTENT_COLLECTIONS);
