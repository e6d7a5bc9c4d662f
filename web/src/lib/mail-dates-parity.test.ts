// The hotel's e-mails (pocketbase/pb_hooks/outbox-lib.js, no Intl in PocketBase's
// JSVM) write a stay's days as the site does (date-format.ts), Iraq's month
// names included, and count Basra's days (UTC+3) as lib/hotel-time.ts does.
import { describe, expect, it } from "vitest";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";
import { formatDayWithWeekday } from "./date-format";

const mail = loadHookLib<{
  formatDay(value: string, locale: "ar" | "en"): string;
  basraDay(ms: number, offset?: number): string;
  whatsAppNumber(number: string): string;
}>("outbox-lib.js");

describe("the e-mails' days", () => {
  // Every month, both leap days, a year's turn, and each weekday.
  const days = [
    ...Array.from({ length: 12 }, (_, m) => `2027-${String(m + 1).padStart(2, "0")}-${String(1 + m * 2).padStart(2, "0")}`),
    "2028-02-29",
    "2031-12-31",
    "2032-01-01",
    ...Array.from({ length: 7 }, (_, d) => `2026-03-${String(8 + d).padStart(2, "0")}`),
  ];

  it.each(["ar", "en"] as const)("are written as the site writes them (%s)", (locale) => {
    for (const day of days) expect(mail.formatDay(`${day} 00:00:00.000Z`, locale), day).toBe(formatDayWithWeekday(day, locale));
  });

  it("turn at Basra's midnight, 21:00 UTC", () => {
    expect(mail.basraDay(Date.parse("2026-12-31T20:59:59Z"))).toBe("2026-12-31");
    expect(mail.basraDay(Date.parse("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
    expect(mail.basraDay(Date.parse("2026-02-28T21:00:00Z"), 1)).toBe("2026-03-02");
  });
});

describe("the WhatsApp link's number", () => {
  it("takes the country code and digits, an Iraqi 07… number as 9647…", () => {
    expect(mail.whatsAppNumber("+964 780 000 0000")).toBe("9647800000000");
    expect(mail.whatsAppNumber("0780 111 2233")).toBe("9647801112233");
    expect(mail.whatsAppNumber("00964 780 111 2233")).toBe("9647801112233");
    expect(mail.whatsAppNumber("")).toBe("");
    expect(mail.whatsAppNumber("12")).toBe("");
  });
});
