/** The hotel's time zone: Basra's calendar is the one the front desk uses. */
export const HOTEL_TIME_ZONE = "Asia/Baghdad";

/**
 * The same zone as a fixed offset, for PocketBase filters (SQLite cannot name
 * a zone) and for the hotel's day in the browser without Intl (hotelDayAt).
 * Iraq is UTC+3 all year: no daylight saving since 2008.
 */
export const HOTEL_UTC_OFFSET_HOURS = 3;

export const HOTEL_UTC_OFFSET_MS = HOTEL_UTC_OFFSET_HOURS * 3_600_000;

/**
 * The hotel's calendar day ("2026-06-30") at an instant (ms since the epoch).
 * Plain arithmetic, not Intl.DateTimeFormat with HOTEL_TIME_ZONE: a page's
 * first Intl formatter loads the browser's ICU data on the main thread
 * (docs/benchmarks.md, "A page's first Intl formatter").
 */
export function hotelDayAt(instantMs: number): string {
  return new Date(instantMs + HOTEL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
