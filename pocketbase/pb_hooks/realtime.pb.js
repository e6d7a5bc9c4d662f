/// <reference path="../pb_data/types.d.ts" />
// Realtime streams (/api/realtime): what open /book pages and the staff's
// pages follow. Each is held open by PocketBase and, in front of it, by the
// front door (two of its connections), so none is kept longer than it is used:
// one without a message for PB_REALTIME_IDLE_SECONDS (2 minutes) is closed, and
// any after 10 minutes; the pages open a new one at once (a page's own
// reconnect, web/src/lib/realtime/pocketbase-realtime.ts). How many a client
// may hold is the front door's (proxy/hotel/locations.conf, SECURITY.md).
onRealtimeConnectRequest((e) => {
  const seconds = parseInt($os.getenv("PB_REALTIME_IDLE_SECONDS") || "", 10);
  e.idleTimeout = (seconds > 0 ? seconds : 120) * 1000 * 1000 * 1000;
  e.maxTimeout = 10 * 60 * 1000 * 1000 * 1000;
  e.next();
});

// The front door asks this, with the token of a staff cookie, before it
// counts a stream against the staff's own budget rather than the guests'
// (proxy/hotel/locations.conf, /_realtime_lane): 204 for a superuser or an
// active member of the desk's `staff` collection, 401/403 for anyone else.
// It opens nothing: what a stream may receive is still each collection's rules.
routerAdd("GET", "/api/site/realtime-lane", (e) => {
  const auth = e.auth;
  if (!auth) throw new UnauthorizedError("A staff member's token is required.");
  const collection = auth.collection().name;
  if (collection === "_superusers" || (collection === "staff" && auth.getBool("active"))) return e.noContent(204);
  throw new ForbiddenError("Not a member of staff.");
});
