/**
 * Offers appear and disappear with the day: their API rule compares
 * valid_from / valid_through with PocketBase's @todayStart / @todayEnd, which
 * are UTC days. So the public answer for offers can only change without a save
 * at 00:00 UTC. PocketBase's cron tells the site at that moment
 * (pb_hooks/publishing.pb.js); as a fallback, cached offer reads never live
 * past it either.
 */
export function secondsUntilNextUtcDay(nowMs: number = Date.now()): number {
  const now = new Date(nowMs);
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - nowMs) / 1000));
}

/** Cache lifetime of a read: the usual fallback period, cut short at the next offers boundary. */
export function offersCacheSeconds(fallbackSeconds: number, nowMs: number = Date.now()): number {
  return Math.min(fallbackSeconds, secondsUntilNextUtcDay(nowMs));
}
