import { describe, expect, it } from "vitest";
import { formatDollars, formatInstant, formatMoney, waitSince } from "./format";

describe("how the desk writes times and money", () => {
  it("says a wait in minutes, then hours, then days", () => {
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(waitSince("2026-11-28 11:15:00.000Z", now)).toEqual({ unit: "minutes", count: 45 });
    expect(waitSince("2026-11-28 08:00:00.000Z", now)).toEqual({ unit: "hours", count: 4 });
    expect(waitSince("2026-11-25 12:00:00.000Z", now)).toEqual({ unit: "days", count: 3 });
    expect(waitSince("not a date", now)).toEqual({ unit: "minutes", count: 0 });
  });

  it("writes an instant in Basra's day and time: 22:30 UTC is the next day there", () => {
    expect(formatInstant("2026-12-31 22:30:00.000Z", "en")).toMatch(/Jan.* 1, 2027, 01:30$/);
    expect(formatInstant("2026-12-31 22:30:00.000Z", "ar")).toMatch(/2027، 01:30$/);
  });

  it("groups dinars, and gives dollars only where a rate is set", () => {
    expect(formatMoney(1_250_000, "IQD", "en")).toContain("1,250,000");
    expect(formatDollars(1_310_000, "IQD", 1310, "en")).toBe("$1,000");
    expect(formatDollars(1_310_000, "IQD", null, "en")).toBeNull();
    expect(formatDollars(100, "USD", 1310, "en")).toBeNull();
  });
});
