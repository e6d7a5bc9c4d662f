import { INTL_LOCALE, type Locale } from "@/i18n/routing";

// Every date the site shows in words is written here. Arabic goes through
// INTL_LOCALE's ar-IQ, which gives Iraq's names for the Gregorian months
// (كانون الثاني، شباط …); plain "ar" says يناير، فبراير, so a
// date written anywhere else could put both sets of names on one page.
//
// Hijri dates come from the Umm al-Qura calendar of the runtime's own ICU (the
// server's Node and the guest's browser give the same day for the same date),
// moved by the day staff set in settings.hijri_shift.

/** Days staff may move the Hijri dates by: in Iraq a month begins by moon sighting, at most a day off Umm al-Qura. */
export const HIJRI_SHIFTS = [-1, 0, 1] as const;
export type HijriShift = (typeof HIJRI_SHIFTS)[number];

/** A stored shift, or 0 (Umm al-Qura as it is) for anything that is not one. */
export function toHijriShift(value: unknown): HijriShift {
  return HIJRI_SHIFTS.find((shift) => shift === value) ?? 0;
}

const DAY_MS = 86_400_000;
const HIJRI = { calendar: "islamic-umalqura" } as const;

// A calendar shows some 90 dates per render: each format is made once.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // Days are UTC midnights, so the runtime's own time zone never moves them.
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

/** The UTC midnight of a calendar day (YYYY-MM-DD), `shift` days on; null when it is not a date. */
function utcMidnight(day: string, shift = 0): Date | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? null : new Date(ms + shift * DAY_MS);
}

function formatted(day: string, locale: Locale, options: Intl.DateTimeFormatOptions, shift = 0): string {
  const date = utcMidnight(day, shift);
  return date ? dateFormat(locale, options).format(date) : day;
}

/** A calendar day (YYYY-MM-DD) in words: "18 شباط 2026", "February 18, 2026" (medium: the short form). */
export function formatDay(day: string, locale: Locale, style: "long" | "medium" = "long"): string {
  return formatted(day, locale, { dateStyle: style });
}

/** A day with its weekday: "الأربعاء، 18 شباط 2026", "Wednesday, February 18, 2026". */
export function formatDayWithWeekday(day: string, locale: Locale): string {
  return formatted(day, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

/** A day's weekday: "الأربعاء", "Wednesday". */
export function formatWeekday(day: string, locale: Locale): string {
  return formatted(day, locale, { weekday: "long" });
}

/** A month of a year: "شباط 2026", "February 2026" (a calendar's caption). */
export function formatMonth(day: string, locale: Locale): string {
  return formatted(day, locale, { month: "long", year: "numeric" });
}

/** The Hijri date of a day: "1 رمضان 1447 هـ", "Ramadan 1, 1447 AH". */
export function formatHijriDay(day: string, locale: Locale, shift: HijriShift): string {
  return formatted(day, locale, { ...HIJRI, day: "numeric", month: "long", year: "numeric" }, shift);
}

/** The day of its Hijri month, in Latin digits as everywhere on the site: "1". */
export function hijriDayOfMonth(day: string, shift: HijriShift): string {
  return formatted(day, "en", { ...HIJRI, day: "numeric" }, shift);
}

/** The Hijri months a run of days falls in: "شعبان – رمضان 1447 هـ", "Dhuʻl-Hijjah 1447 – Muharram 1448 AH". */
export function formatHijriMonths(first: string, last: string, locale: Locale, shift: HijriShift): string {
  const from = utcMidnight(first, shift);
  const to = utcMidnight(last, shift);
  if (!from || !to) return "";
  // Node's ICU puts thin spaces around the English range's dash where Chromium's puts plain ones: one text
  // in both, so a calendar rendered on the server hydrates as it is.
  return dateFormat(locale, { ...HIJRI, month: "long", year: "numeric" })
    .formatRange(from, to)
    .replace(/[\u2009\u202f]/g, " ");
}

/** A day with its Hijri date beside it: "18 شباط 2026 (1 رمضان 1447 هـ)". */
export function formatDayWithHijri(day: string, locale: Locale, shift: HijriShift): string {
  if (!utcMidnight(day)) return day;
  return `${formatDay(day, locale)} (${formatHijriDay(day, locale, shift)})`;
}
