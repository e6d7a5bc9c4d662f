import { describe, expect, it } from "vitest";
import { hotelDayAt } from "@/lib/booking/rules/dates";
import { HOTEL_TIME_ZONE } from "./hotel-time";

describe("hotelDayAt", () => {
  const zoneDay = new Intl.DateTimeFormat("en-CA", { timeZone: HOTEL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

  it("turns at midnight in Basra (21:00 UTC)", () => {
    expect(hotelDayAt(Date.parse("2026-03-10T20:59:59.999Z"))).toBe("2026-03-10");
    expect(hotelDayAt(Date.parse("2026-03-10T21:00:00Z"))).toBe("2026-03-11");
    expect(hotelDayAt(Date.parse("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
    expect(hotelDayAt(Date.parse("2028-02-28T21:00:00Z"))).toBe("2028-02-29");
  });

  // The fixed offset stands in for the zone; the time-zone database says when it would stop doing so.
  it("gives the same day as the time-zone database for every hour from 2009 to 2035", () => {
    const differing: string[] = [];
    for (let t = Date.parse("2009-01-01T00:00:00Z"); t < Date.parse("2036-01-01T00:00:00Z"); t += 3_600_000) {
      // Both sides of each hour: a daylight-saving change falls on one.
      for (const at of [t, t + 3_599_999]) {
        if (hotelDayAt(at) !== zoneDay.format(at)) differing.push(new Date(at).toISOString());
      }
    }
    expect(differing).toEqual([]);
  });

  it("differs from the zone in 2007, when Iraq still kept summer time (the check above can fail)", () => {
    // 1 July 2007, 20:30 UTC: 00:30 the next day in Baghdad's summer time (UTC+4), 23:30 in UTC+3.
    const at = Date.parse("2007-07-01T20:30:00Z");
    expect(zoneDay.format(at)).toBe("2007-07-02");
    expect(hotelDayAt(at)).toBe("2007-07-01");
  });
});
