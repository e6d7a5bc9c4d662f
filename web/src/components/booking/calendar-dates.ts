import type { Locale } from "@/i18n/routing";
import { addDays, daysBetween } from "@/lib/booking/rules/dates";
import {
  formatDayWithWeekday,
  formatHijriDay,
  formatHijriMonths,
  formatMonth,
  formatWeekday,
  hijriDayOfMonth,
  type HijriShift,
} from "@/lib/date-format";

// The stay calendar's days and what it writes about them. Days are
// YYYY-MM-DD strings throughout, as the form holds them; the words come from
// lib/date-format (Iraq's month names, the Hijri dates moved by the staff's shift).

/** The first day of the week: Saturday in Iraq, Sunday in the English pages. */
const WEEK_STARTS_ON: Record<Locale, number> = { ar: 6, en: 0 };

/** The weekday headings, Sunday first: short enough for a day's column. */
const WEEKDAY_SHORT: Record<Locale, readonly string[]> = {
  ar: ["أحد", "اثنين", "ثلاثاء", "أربعاء", "خميس", "جمعة", "سبت"],
  en: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
};

const STATE: Record<Locale, { today: (label: string) => string; selected: (label: string) => string }> = {
  ar: { today: (label) => `اليوم، ${label}`, selected: (label) => `${label}، محدد` },
  en: { today: (label) => `Today, ${label}`, selected: (label) => `${label}, selected` },
};

/** 0 for Sunday … 6 for Saturday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day of the month `day` is in. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after (or before) the month of `day`. */
export function addMonths(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** The last day of the month of `day`. */
export const lastOfMonth = (day: string) => addDays(addMonths(day, 1), -1);

// A month's grid, caption and the weekday headings, made once per month (a pick renders the calendar
// again, and formatting the Hijri months took a third of its render at 4x CPU: bench:interactions).
const made = new Map<string, unknown>();
function madeOnce<T>(key: string, make: () => T): T {
  if (!made.has(key)) {
    if (made.size > 1_000) made.clear();
    made.set(key, make());
  }
  return made.get(key) as T;
}

/** A month's weeks as rows of seven, each a day of the month or null before its first and after its last (shared: do not change). */
export function monthWeeks(month: string, locale: Locale): readonly (string | null)[][] {
  return madeOnce(`weeks ${locale} ${month}`, () => makeWeeks(month, locale));
}

function makeWeeks(month: string, locale: Locale): (string | null)[][] {
  const lead = (weekdayOf(month) - WEEK_STARTS_ON[locale] + 7) % 7;
  const days = daysBetween(month, lastOfMonth(month)) + 1;
  const weeks: (string | null)[][] = [];
  for (let i = -lead; i < days; i += 7) {
    weeks.push(Array.from({ length: 7 }, (_, j) => (i + j >= 0 && i + j < days ? addDays(month, i + j) : null)));
  }
  return weeks;
}

/** The days a week's Home and End keys go to: its first and its last day. */
export function weekBounds(day: string, locale: Locale): [string, string] {
  const start = addDays(day, -((weekdayOf(day) - WEEK_STARTS_ON[locale] + 7) % 7));
  return [start, addDays(start, 6)];
}

/** The column headings in the week's order: the short name shown, the full one as its name. */
export function weekdays(locale: Locale): readonly { short: string; name: string }[] {
  // 2026-02-01 was a Sunday; the days after it give each weekday's full name.
  return madeOnce(`weekdays ${locale}`, () =>
    Array.from({ length: 7 }, (_, i) => {
      const weekday = (WEEK_STARTS_ON[locale] + i) % 7;
      return { short: WEEKDAY_SHORT[locale][weekday]!, name: formatWeekday(addDays("2026-02-01", weekday), locale) };
    }),
  );
}

// Each day's words, made once: a month's grid formats about 150 of them with Intl,
// and a turned month, or a pick, renders its days again (StayCalendar makes the
// next and previous months' while the page is idle).
const words = new Map<string, string>();
function once(key: string, make: () => string): string {
  let value = words.get(key);
  if (value === undefined) {
    if (words.size > 5_000) words.clear();
    value = make();
    words.set(key, value);
  }
  return value;
}

/** A day button's name, the day first so it contains the number the button shows (WCAG 2.5.3). */
export function dayName(day: string, locale: Locale, state: { today: boolean; selected: boolean }): string {
  // "Sunday 1 November 2026", not "Sunday, November 1, 2026".
  let name = once(`name ${locale} ${day}`, () =>
    locale === "ar" ? formatDayWithWeekday(day, "ar") : `${formatWeekday(day, "en")} ${Number(day.slice(8))} ${formatMonth(day, "en")}`,
  );
  if (state.today) name = STATE[locale].today(name);
  if (state.selected) name = STATE[locale].selected(name);
  return name;
}

/** A month's caption and the Hijri months it falls in: "شباط 2026", "شعبان – رمضان 1447 هـ". */
export function monthCaption(month: string, locale: Locale, shift: HijriShift): { month: string; hijri: string } {
  return madeOnce(`caption ${locale} ${shift} ${month}`, () => ({
    month: formatMonth(month, locale),
    hijri: formatHijriMonths(month, lastOfMonth(month), locale, shift),
  }));
}

/** Under a day's number, the day of its Hijri month; as its description, the whole Hijri date. */
export function hijriOf(day: string, locale: Locale, shift: HijriShift): { dayOfMonth: string; date: string } {
  return {
    dayOfMonth: once(`hijri day ${shift} ${day}`, () => hijriDayOfMonth(day, shift)),
    date: once(`hijri ${locale} ${shift} ${day}`, () => formatHijriDay(day, locale, shift)),
  };
}

/** The days of `month`'s grid (its weeks, without the blanks before and after). */
export function monthDays(month: string, locale: Locale): string[] {
  return monthWeeks(month, locale)
    .flat()
    .filter((day): day is string => !!day);
}

/** Makes a day's words, so that rendering it formats nothing. */
export function warmDay(day: string, locale: Locale, shift: HijriShift): void {
  dayName(day, locale, { today: false, selected: false });
  hijriOf(day, locale, shift);
}
