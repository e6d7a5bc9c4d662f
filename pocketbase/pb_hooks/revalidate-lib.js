// Tells the website that a content collection's API answer has changed: POST
// to the site's /api/revalidate with the shared secret, and the site expires
// that collection's cache tag. Used after a successful save (revalidate.pb.js)
// and when offers start or end with the day (publishing.pb.js's cron). Plain
// ES2015 + CommonJS (goja): handlers `require()` this file.
//
// WEB_URL (default http://127.0.0.1:$WEB_PORT) and REVALIDATE_SECRET come from
// the environment; see .env.example.

// Short, because after a save it runs before the API answers the save. A
// failure is logged, never thrown: the site's cache lifetime catches up.
const TIMEOUT_SECONDS = 2;

function webUrl() {
  return ($os.getenv("WEB_URL") || "http://127.0.0.1:" + ($os.getenv("WEB_PORT") || "3000")).replace(/\/+$/, "");
}

/** POSTs `body` ({collection, ...}); true when the site accepted it. `what` starts each log line. */
function revalidateSite(app, body, what) {
  const base = webUrl();
  const secret = $os.getenv("REVALIDATE_SECRET");
  if (!secret) {
    app.logger().warn(what + ": REVALIDATE_SECRET is not set; the site refreshes on its timer only", "collection", body.collection);
    return false;
  }
  try {
    const res = $http.send({
      url: base + "/api/revalidate",
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-revalidate-secret": secret },
      timeout: TIMEOUT_SECONDS,
    });
    if (res.statusCode === 200) return true;
    app.logger().warn(what + ": the site refused", "collection", body.collection, "status", res.statusCode);
  } catch (err) {
    app.logger().warn(what + ": the site is unreachable", "collection", body.collection, "url", base, "error", String(err));
  }
  return false;
}

module.exports = { revalidateSite };
