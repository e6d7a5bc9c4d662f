// Stay dates are calendar days ("YYYY-MM-DD") in the hotel's time zone, never
// instants: a guest in London booking at 23:30 their time is already on the
// next day in Basra, and Basra's calendar is the one the front desk uses.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The hotel's time zone (lib/hotel-time.ts names it) as a fixed offset, for
 * PocketBase filters (SQLite cannot name a zone), for PocketBase's hooks (no
 * Intl there) and for the hotel's day in the browser without Intl. Iraq is
 * UTC+3 all year: no daylight saving since 2008.
 */
export const HOTEL_UTC_OFFSET_HOURS = 3;

export const HOTEL_UTC_OFFSET_MS = HOTEL_UTC_OFFSET_HOURS * 3_600_000;

/**
 * The hotel's calendar day ("2026-06-30") at an instant (ms since the epoch).
 * Plain arithmetic, not Intl.DateTimeFormat: a page's first Intl formatter
 * loads the browser's ICU data on the main thread (docs/benchmarks.md, "A
 * page's first Intl formatter").
 */
export function hotelDayAt(instantMs: number): string {
  return new Date(instantMs + HOTEL_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in Basra, as YYYY-MM-DD. */
export function hotelToday(now: Date = new Date()): string {
  return hotelDayAt(now.getTime());
}

/** A PocketBase date ("2026-06-29 21:00:00.000Z", as the admin UI stores a day picked in Basra) as the hotel's calendar day ("2026-06-30"); null if empty or unreadable. */
export function hotelDay(value: string | undefined | null): string | null {
  if (!value) return null;
  const ms = Date.parse(value.trim().replace(" ", "T"));
  return Number.isNaN(ms) ? null : hotelDayAt(ms);
}

/** A stay day from a booking request's date field, which holds the day as its UTC midnight (isoDateToPocketBase); "" when it holds none. */
export function stayDay(value: unknown): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(typeof value === "string" ? value : "");
  return match ? match[1]! : "";
}

/** True for a real calendar day written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** A Date at UTC midnight of the day, for date pickers that work in Date objects. */
export function isoDateToUtcDate(isoDate: string): Date {
  return new Date(dayNumber(isoDate) * DAY_MS);
}

/** PocketBase date fields hold instants; a stay day is stored as its UTC midnight. */
export function isoDateToPocketBase(isoDate: string): string {
  return `${isoDate} 00:00:00.000Z`;
}
