import { describe, expect, it } from "vitest";
import { offersCacheSeconds, secondsUntilNextUtcDay } from "./expiry";

const at = (iso: string) => Date.parse(iso);

describe("offers cache lifetime", () => {
  it("counts the seconds to the next UTC midnight, when @todayStart moves on", () => {
    expect(secondsUntilNextUtcDay(at("2026-06-30T23:59:00Z"))).toBe(60);
    expect(secondsUntilNextUtcDay(at("2026-06-30T21:00:00Z"))).toBe(3 * 3600); // midnight in Basra: three hours to go
    expect(secondsUntilNextUtcDay(at("2026-12-31T12:00:00Z"))).toBe(12 * 3600);
    expect(secondsUntilNextUtcDay(at("2026-07-01T00:00:00Z"))).toBe(24 * 3600);
  });

  it("never returns 0 (Next treats revalidate 0 as 'do not cache')", () => {
    expect(secondsUntilNextUtcDay(at("2026-06-30T23:59:59.999Z"))).toBe(1);
  });

  it("keeps the usual fallback period unless the boundary comes first", () => {
    expect(offersCacheSeconds(60, at("2026-06-30T10:00:00Z"))).toBe(60);
    expect(offersCacheSeconds(3600, at("2026-06-30T23:59:30Z"))).toBe(30);
  });
});
