import { describe, expect, it } from "vitest";
import { hotelDay, offersCacheSeconds, secondsUntilNextHotelDay } from "./expiry";

const at = (iso: string) => Date.parse(iso);

describe("the hotel's day", () => {
  it("reads a PocketBase date as the calendar day in Basra (UTC+3)", () => {
    // Staff in Basra picked 30 June, 00:00 in the admin UI.
    expect(hotelDay("2026-06-29 21:00:00.000Z")).toBe("2026-06-30");
    // ...or 30 June, 23:59:59.
    expect(hotelDay("2026-06-30 20:59:59.000Z")).toBe("2026-06-30");
    expect(hotelDay("2026-06-30 21:00:00.000Z")).toBe("2026-07-01");
    expect(hotelDay("2027-12-31 23:59:59.000Z")).toBe("2028-01-01");
    expect(hotelDay("2026-06-30T12:00:00Z")).toBe("2026-06-30");
  });

  it("is null for an empty or unreadable date", () => {
    expect(hotelDay("")).toBeNull();
    expect(hotelDay(null)).toBeNull();
    expect(hotelDay("soon")).toBeNull();
  });
});

describe("offers cache lifetime", () => {
  it("counts the seconds to the next midnight in Basra (21:00 UTC), when offers start and end", () => {
    expect(secondsUntilNextHotelDay(at("2026-06-30T20:59:00Z"))).toBe(60);
    expect(secondsUntilNextHotelDay(at("2026-06-30T21:00:00Z"))).toBe(24 * 3600);
    expect(secondsUntilNextHotelDay(at("2026-06-30T23:30:00Z"))).toBe(21.5 * 3600);
    expect(secondsUntilNextHotelDay(at("2026-12-31T09:00:00Z"))).toBe(12 * 3600);
  });

  it("never returns 0 (Next treats revalidate 0 as 'do not cache')", () => {
    expect(secondsUntilNextHotelDay(at("2026-06-30T20:59:59.999Z"))).toBe(1);
  });

  it("keeps the usual fallback period unless midnight in Basra comes first", () => {
    expect(offersCacheSeconds(60, at("2026-06-30T10:00:00Z"))).toBe(60);
    expect(offersCacheSeconds(3600, at("2026-06-30T20:59:30Z"))).toBe(30);
  });
});
