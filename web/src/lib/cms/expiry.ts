/**
 * Offers start and end with the hotel's calendar day in Basra (UTC+3 all
 * year; Iraq has had no daylight saving since 2008). The admin UI takes dates
 * in the staff member's time zone, so "valid through 30 June" is stored as
 * 29 June 21:00 UTC; PocketBase's offers rule compares Basra days
 * (pb_migrations/1763800210_offer_days_in_basra.js), and so does the site.
 *
 * The public answer for offers can therefore change without a save only at
 * midnight in Basra (21:00 UTC). PocketBase's cron tells the site at that
 * moment (pb_hooks/publishing.pb.js); as a fallback, cached offer reads never
 * live past it either.
 */
import { HOTEL_UTC_OFFSET_HOURS, HOTEL_UTC_OFFSET_MS } from "@/lib/booking/rules/dates";

const day = (value: string) => `strftime('%Y-%m-%d', ${value}, '+${HOTEL_UTC_OFFSET_HOURS} hours')`;

/** PocketBase filter: the offer has not ended by the hotel's today (drafts and future offers pass). */
export const OFFER_NOT_ENDED = `valid_through = "" || ${day("valid_through")} >= ${day("@now")}`;

/** PocketBase filter: what guests may see and book today; the same as the offers API rule. */
export const OFFER_CURRENT = `published = true && (valid_from = "" || ${day("valid_from")} <= ${day("@now")}) && (${OFFER_NOT_ENDED})`;

/** PocketBase filter: a season or closure whose last night is today (Basra) or later. */
export const RANGE_NOT_ENDED = `${day("last_night")} >= ${day("@now")}`;

export function secondsUntilNextHotelDay(nowMs: number = Date.now()): number {
  const local = new Date(nowMs + HOTEL_UTC_OFFSET_MS);
  const nextLocalMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return Math.max(1, Math.ceil((nextLocalMidnight - HOTEL_UTC_OFFSET_MS - nowMs) / 1000));
}

/** Cache lifetime of an offers read: the usual fallback period, cut short at the next midnight in Basra. */
export function offersCacheSeconds(fallbackSeconds: number, nowMs: number = Date.now()): number {
  return Math.min(fallbackSeconds, secondsUntilNextHotelDay(nowMs));
}
