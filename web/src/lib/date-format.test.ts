import { describe, expect, it } from "vitest";
import { dayFormatter } from "@/lib/forms/translate";
import {
  formatDay,
  formatDayWithHijri,
  formatDayWithWeekday,
  formatHijriDay,
  formatHijriMonths,
  formatMonth,
  hijriDayOfMonth,
  toHijriShift,
} from "./date-format";

const IRAQI_MONTHS = [
  "كانون الثاني",
  "شباط",
  "آذار",
  "نيسان",
  "أيار",
  "حزيران",
  "تموز",
  "آب",
  "أيلول",
  "تشرين الأول",
  "تشرين الثاني",
  "كانون الأول",
];
/** The names most Arabic locales give the Gregorian months, which Iraqi pages must not show. */
const OTHER_ARABIC_MONTHS = /يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;
const HIJRI_MONTHS = [
  "محرم",
  "صفر",
  "ربيع الأول",
  "ربيع الآخر",
  "جمادى الأولى",
  "جمادى الآخرة",
  "رجب",
  "شعبان",
  "رمضان",
  "شوال",
  "ذو القعدة",
  "ذو الحجة",
];
const firstOfMonth = (m: number) => `2026-${String(m + 1).padStart(2, "0")}-01`;

describe("Gregorian dates in Arabic use Iraq's month names", () => {
  it("in every month, in every form the site writes a date", () => {
    IRAQI_MONTHS.forEach((name, m) => {
      const day = firstOfMonth(m);
      for (const text of [
        formatDay(day, "ar"),
        formatDayWithWeekday(day, "ar"),
        formatMonth(day, "ar"),
        formatDayWithHijri(day, "ar", 0),
      ]) {
        expect(text, day).toContain(name);
        expect(text, day).not.toMatch(OTHER_ARABIC_MONTHS);
      }
    });
    expect(formatDay("2026-01-18", "ar")).toBe("18 كانون الثاني 2026");
    expect(formatDayWithWeekday("2026-01-18", "ar")).toBe("الأحد، 18 كانون الثاني 2026");
    expect(formatMonth("2026-11-05", "ar")).toBe("تشرين الثاني 2026");
  });

  it("and the forms' short days have no month names at all", () => {
    for (let m = 0; m < 12; m++) {
      const text = dayFormatter("ar")(new Date(`${firstOfMonth(m)}T00:00:00Z`));
      expect(text).toMatch(/^01\u200f\/\d{2}\u200f\/2026$/);
    }
  });

  it("English stays as it was", () => {
    expect(formatDay("2026-01-18", "en")).toBe("January 18, 2026");
    expect(formatDayWithWeekday("2026-01-18", "en")).toBe("Sunday, January 18, 2026");
    expect(formatMonth("2026-01-18", "en")).toBe("January 2026");
  });

  it("gives back what is not a date as it is", () => {
    expect(formatDay("soon", "ar")).toBe("soon");
    expect(formatDayWithHijri("", "en", 0)).toBe("");
  });
});

describe("Hijri dates (Umm al-Qura)", () => {
  // Umm al-Qura's own table, as Saudi Arabia announced the months: Ramadan 1445 began on 11 March 2024,
  // Ramadan 1446 on 1 March 2025 and Muharram 1447 on 26 June 2025; Ramadan 1447 is due on 18 February 2026.
  it.each([
    ["2024-03-11", "1 رمضان 1445 هـ", "Ramadan 1, 1445 AH"],
    ["2025-03-01", "1 رمضان 1446 هـ", "Ramadan 1, 1446 AH"],
    ["2025-06-26", "1 محرم 1447 هـ", "Muharram 1, 1447 AH"],
    ["2026-02-17", "29 شعبان 1447 هـ", "Shaʻban 29, 1447 AH"],
    ["2026-02-18", "1 رمضان 1447 هـ", "Ramadan 1, 1447 AH"],
    ["2026-03-20", "1 شوال 1447 هـ", "Shawwal 1, 1447 AH"],
  ])("%s is %s", (day, ar, en) => {
    expect(formatHijriDay(day, "ar", 0)).toBe(ar);
    expect(formatHijriDay(day, "en", 0)).toBe(en);
  });

  it("names the twelve months as Arabic calendars do", () => {
    // 1 Muharram 1447 is 26 June 2025; every month after starts 29 or 30 days on.
    const names = new Set<string>();
    for (let d = 0; d < 354; d++) {
      const day = new Date(Date.UTC(2025, 5, 26) + d * 86_400_000).toISOString().slice(0, 10);
      names.add(formatHijriDay(day, "ar", 0).replace(/^\d+ | \d+ هـ$/g, ""));
    }
    expect([...names]).toEqual(HIJRI_MONTHS);
  });

  it("moves by the staff's shift: -1 when Iraq's month began a day later, 1 a day earlier", () => {
    expect(formatHijriDay("2026-02-19", "ar", -1)).toBe("1 رمضان 1447 هـ");
    expect(formatHijriDay("2026-02-17", "ar", 1)).toBe("1 رمضان 1447 هـ");
    expect(hijriDayOfMonth("2026-02-18", 0)).toBe("1");
    expect(hijriDayOfMonth("2026-02-18", -1)).toBe("29");
    expect(hijriDayOfMonth("2026-02-18", 1)).toBe("2");
  });

  it("writes a month's Hijri months as one range", () => {
    expect(formatHijriMonths("2026-02-01", "2026-02-28", "ar", 0)).toBe("شعبان – رمضان 1447 هـ");
    expect(formatHijriMonths("2026-06-01", "2026-06-30", "ar", 0)).toBe("ذو الحجة 1447 – محرم 1448 هـ");
    // Plain spaces, as Chromium writes the range (Node's ICU has thin ones): the calendar hydrates as served.
    expect(formatHijriMonths("2026-02-01", "2026-02-28", "en", 0)).toBe("Shaʻban – Ramadan 1447 AH");
  });

  it("puts the Hijri date beside the Gregorian one", () => {
    expect(formatDayWithHijri("2026-02-18", "ar", 0)).toBe("18 شباط 2026 (1 رمضان 1447 هـ)");
    expect(formatDayWithHijri("2026-02-18", "en", 1)).toBe("February 18, 2026 (Ramadan 2, 1447 AH)");
  });
});

describe("toHijriShift", () => {
  it("keeps -1, 0 and 1 and reads anything else as 0", () => {
    for (const shift of [-1, 0, 1]) expect(toHijriShift(shift)).toBe(shift);
    for (const other of [2, -2, 0.5, "1", null, undefined, Number.NaN]) expect(toHijriShift(other)).toBe(0);
  });
});
