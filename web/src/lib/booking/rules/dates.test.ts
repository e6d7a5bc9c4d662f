import { describe, expect, it } from "vitest";
import { hotelDay, stayDay } from "./dates";

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

describe("a stay day", () => {
  it("is the day a booking request's date field holds, as the site stores it (its UTC midnight)", () => {
    expect(stayDay("2026-06-30 00:00:00.000Z")).toBe("2026-06-30");
    expect(stayDay("2026-06-30")).toBe("2026-06-30");
  });

  it("is empty for anything else", () => {
    expect(stayDay("")).toBe("");
    expect(stayDay(null)).toBe("");
    expect(stayDay(20260630)).toBe("");
    expect(stayDay("30/06/2026")).toBe("");
  });
});
