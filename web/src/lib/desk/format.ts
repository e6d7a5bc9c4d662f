// How the desk writes days, instants, waits and money: Basra's calendar and
// clock (UTC+3), Iraq's month names (lib/date-format.ts), dinars with
// grouping and, where staff set a rate, dollars beside them.
import { INTL_LOCALE, type Locale } from "@/i18n/routing";
import { dinarsToDollars } from "@/lib/currency/display-currency";
import { formatDay, formatDayWithWeekday } from "@/lib/date-format";
import { HOTEL_UTC_OFFSET_MS, hotelDayAt } from "@/lib/booking/rules/dates";

export { formatDay, formatDayWithWeekday };

/** PocketBase's "2026-11-28 09:15:02.123Z" (or ISO) as milliseconds; NaN for anything else. */
export function instantMs(value: string): number {
  return Date.parse(value.replace(" ", "T"));
}

/** An instant as the desk shows it: the Basra day and the time of day there, 24-hour. */
export function formatInstant(value: string, locale: Locale): string {
  const ms = instantMs(value);
  if (!Number.isFinite(ms)) return "";
  const time = new Date(ms + HOTEL_UTC_OFFSET_MS).toISOString().slice(11, 16);
  return `${formatDay(hotelDayAt(ms), locale, "medium")}${locale === "ar" ? "، " : ", "}${time}`;
}

export type Wait = { unit: "minutes" | "hours" | "days"; count: number };

/** How long since `value`: minutes under two hours, hours under two days, then days. */
export function waitSince(value: string, nowMs: number): Wait {
  const minutes = Math.max(0, Math.floor((nowMs - instantMs(value)) / 60_000));
  if (!Number.isFinite(minutes)) return { unit: "minutes", count: 0 };
  if (minutes < 120) return { unit: "minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: "hours", count: hours };
  return { unit: "days", count: Math.floor(hours / 24) };
}

/** An amount in its currency, grouped, without decimals (dinars have none in practice). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** The dollars an amount in dinars makes at the hotel's rate, or null without one (or for a price already in dollars). */
export function formatDollars(amount: number, currency: string, usdRate: number | null, locale: Locale): string | null {
  if (currency !== "IQD") return null;
  const dollars = dinarsToDollars(amount, usdRate);
  return dollars === null ? null : formatMoney(dollars, "USD", locale);
}
