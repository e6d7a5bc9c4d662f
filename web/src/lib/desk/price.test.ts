import { describe, expect, it } from "vitest";
import { otherPriceLines, pricedNights } from "./price";

const names = (id: string) => ({ ar: `غرفة ${id}`, en: `Room ${id}` });

describe("a request's price night by night", () => {
  it("spreads each run of nights over its nights, per room type", () => {
    const breakdown = {
      lines: [
        { kind: "room", roomTypeId: "deluxe", firstNight: "2026-12-30", nights: 2, rooms: 2, unitPrice: 100_000, amount: 400_000 },
        {
          kind: "room",
          roomTypeId: "deluxe",
          firstNight: "2027-01-01",
          nights: 1,
          rooms: 2,
          unitPrice: 150_000,
          amount: 300_000,
          season: "New Year",
        },
        { kind: "room", roomTypeId: "suite", firstNight: "2026-12-30", nights: 3, rooms: 1, unitPrice: 250_000, amount: 750_000 },
        { kind: "discount", percent: 10, night: 1, amount: 20_000 },
        { kind: "breakfast", guests: 5, nights: 3, unitPrice: 10_000, amount: 150_000 },
        { kind: "extra", extraId: "pickup", pricing: "per_stay", quantity: 1, unitPrice: 35_000, amount: 35_000 },
      ],
    };
    const nights = pricedNights(breakdown, "2026-12-30", 3, "", names);
    expect(nights.map((n) => [n.night, n.total])).toEqual([
      ["2026-12-30", 450_000],
      ["2026-12-31", 450_000],
      ["2027-01-01", 550_000],
    ]);
    expect(nights[2]!.items[0]).toMatchObject({ name: names("deluxe"), rooms: 2, unitPrice: 150_000, amount: 300_000, season: "New Year" });
    expect(otherPriceLines(breakdown, names).map((l) => l.kind)).toEqual(["discount", "breakfast", "extra"]);
  });

  it("reads an older request's lines (no room type in them) as its one room type, and survives a missing breakdown", () => {
    const nights = pricedNights({ lines: [{ kind: "room", nights: 2, rooms: 1, unitPrice: 90_000 }] }, "2026-06-01", 2, "standard", names);
    expect(nights.map((n) => n.items[0]?.roomTypeId)).toEqual(["standard", "standard"]);
    expect(pricedNights(null, "2026-06-01", 2, "standard", names).every((n) => n.items.length === 0)).toBe(true);
    expect(otherPriceLines("garbage", names)).toEqual([]);
  });
});
