import { describe, expect, it } from "vitest";
import { offersCacheSeconds, secondsUntilNextHotelDay } from "./expiry";

const at = (iso: string) => Date.parse(iso);

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
