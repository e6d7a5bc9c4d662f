import { describe, expect, it } from "vitest";
import { computePrice, percentOf, priceStay, type PriceInput, type PricingOffer } from "./pricing";

const base: PriceInput = {
  nights: 2,
  rooms: 1,
  guests: 2,
  breakfast: false,
  nightlyPrice: 150_000,
  breakfastCost: 15_000,
  currency: "IQD",
};

const weddingOffer: PricingOffer = {
  id: "wedding",
  discountPercent: 10,
  discountNight: 2,
  minNights: 2,
  includes: "Dinner card for two, valid for one week",
};

describe("computePrice", () => {
  it("charges nights × nightly price × rooms", () => {
    const price = computePrice({ ...base, nights: 3, rooms: 2 });
    expect(price.subtotal).toBe(3 * 2 * 150_000);
    expect(price.total).toBe(900_000);
    expect(price.discount).toBe(0);
    expect(price.breakfast).toBe(0);
    expect(price.currency).toBe("IQD");
    expect(price.lines).toEqual([{ kind: "room", nights: 3, rooms: 2, unitPrice: 150_000, amount: 900_000 }]);
  });

  it("adds breakfast per guest per night", () => {
    const price = computePrice({ ...base, nights: 3, guests: 4, rooms: 2, breakfast: true });
    expect(price.breakfast).toBe(15_000 * 4 * 3);
    expect(price.total).toBe(900_000 + 180_000);
    expect(price.lines).toContainEqual({ kind: "breakfast", guests: 4, nights: 3, unitPrice: 15_000, amount: 180_000 });
  });

  it("adds nothing for breakfast when it is not chosen, or when it costs 0", () => {
    expect(computePrice({ ...base, breakfast: false }).lines.some((l) => l.kind === "breakfast")).toBe(false);
    const free = computePrice({ ...base, breakfast: true, breakfastCost: 0 });
    expect(free.breakfast).toBe(0);
    expect(free.total).toBe(300_000);
  });

  it("takes 10% off the second night of a two-night Wedding Offer stay and lists the dinner card", () => {
    const price = computePrice({ ...base, offer: weddingOffer });
    expect(price.subtotal).toBe(300_000);
    expect(price.discount).toBe(15_000);
    expect(price.total).toBe(285_000);
    expect(price.lines).toContainEqual({ kind: "discount", offerId: "wedding", percent: 10, night: 2, amount: 15_000 });
    expect(price.lines).toContainEqual({ kind: "included", offerId: "wedding", text: weddingOffer.includes });
  });

  it("discounts only the one night per room, also with several rooms and breakfast", () => {
    const price = computePrice({ ...base, rooms: 3, guests: 6, breakfast: true, offer: weddingOffer });
    expect(price.discount).toBe(45_000);
    expect(price.total).toBe(900_000 - 45_000 + 15_000 * 6 * 2);
  });

  it("gives no offer discount or extras to a stay shorter than the offer's minimum", () => {
    const price = computePrice({ ...base, nights: 1, offer: weddingOffer });
    expect(price.discount).toBe(0);
    expect(price.total).toBe(150_000);
    expect(price.lines.map((l) => l.kind)).toEqual(["room"]);
  });

  it("gives no discount when the discounted night is beyond the stay", () => {
    const price = computePrice({ ...base, nights: 2, offer: { ...weddingOffer, discountNight: 3, minNights: 0 } });
    expect(price.discount).toBe(0);
  });

  it("discounts every night when discount_night is 0", () => {
    const price = computePrice({ ...base, nights: 4, offer: { id: "o", discountPercent: 20, discountNight: 0, minNights: 3 } });
    expect(price.discount).toBe(120_000);
    expect(price.total).toBe(480_000);
  });

  it("rounds a fractional discount half up, once per line", () => {
    expect(percentOf(125, 10)).toBe(13);
    expect(percentOf(124, 10)).toBe(12);
    const price = computePrice({ ...base, nightlyPrice: 99_995, nights: 2, offer: { ...weddingOffer, discountPercent: 15 } });
    // 15% of 99,995 = 14,999.25 → 14,999
    expect(price.discount).toBe(14_999);
    expect(price.total).toBe(2 * 99_995 - 14_999);
    expect(Number.isInteger(price.total)).toBe(true);
  });

  it("handles the largest booking the form allows (20 rooms, 30 nights, breakfast)", () => {
    const price = computePrice({ ...base, nights: 30, rooms: 20, guests: 60, breakfast: true, nightlyPrice: 1_500_000 });
    expect(price.total).toBe(1_500_000 * 20 * 30 + 15_000 * 60 * 30);
  });

  it("one night, one room, one guest", () => {
    expect(computePrice({ ...base, nights: 1, guests: 1 }).total).toBe(150_000);
  });

  it("rejects inputs the schema should never let through", () => {
    expect(() => computePrice({ ...base, nights: 0 })).toThrow(RangeError);
    expect(() => computePrice({ ...base, rooms: 1.5 })).toThrow(RangeError);
    expect(() => computePrice({ ...base, nightlyPrice: -1 })).toThrow(RangeError);
    expect(() => computePrice({ ...base, guests: Number.NaN })).toThrow(RangeError);
  });
});

describe("priceStay", () => {
  const deluxe = { roomTypeId: "deluxe000000001", rooms: 2, guests: 4, nightlyPrice: 150_000 };
  const twin = { roomTypeId: "twin00000000001", rooms: 1, guests: 2, nightlyPrice: 120_000 };
  const stay = { checkIn: "2026-03-10", nights: 2, breakfast: true, breakfastCost: 15_000, currency: "IQD" as const };

  it("prices each room line, breakfast for every guest and each extra by its kind", () => {
    const price = priceStay({
      ...stay,
      lines: [deluxe, twin],
      extras: [
        { id: "pickup", pricing: "per_stay", price: 40_000 },
        { id: "bed", pricing: "per_night", price: 25_000 },
        { id: "tour", pricing: "per_guest", price: 10_000 },
      ],
    });
    expect(price.lines).toEqual([
      { kind: "room", nights: 2, rooms: 2, unitPrice: 150_000, amount: 600_000, firstNight: "2026-03-10", roomTypeId: deluxe.roomTypeId },
      { kind: "room", nights: 2, rooms: 1, unitPrice: 120_000, amount: 240_000, firstNight: "2026-03-10", roomTypeId: twin.roomTypeId },
      { kind: "breakfast", guests: 6, nights: 2, unitPrice: 15_000, amount: 180_000 },
      { kind: "extra", extraId: "pickup", pricing: "per_stay", quantity: 1, unitPrice: 40_000, amount: 40_000 },
      { kind: "extra", extraId: "bed", pricing: "per_night", quantity: 2, unitPrice: 25_000, amount: 50_000 },
      { kind: "extra", extraId: "tour", pricing: "per_guest", quantity: 6, unitPrice: 10_000, amount: 60_000 },
    ]);
    expect(price.extras).toBe(150_000);
    expect(price.total).toBe(600_000 + 240_000 + 180_000 + 150_000);
  });

  it("discounts only the lines of the offer's room type, and lists what it includes once", () => {
    const price = priceStay({
      ...stay,
      breakfast: false,
      lines: [deluxe, twin],
      offer: { ...weddingOffer, roomTypeId: deluxe.roomTypeId },
    });
    expect(price.lines.filter((l) => l.kind === "discount")).toEqual([
      { kind: "discount", offerId: "wedding", percent: 10, night: 2, amount: 30_000, roomTypeId: deluxe.roomTypeId },
    ]);
    expect(price.lines.filter((l) => l.kind === "included")).toHaveLength(1);
    expect(price.total).toBe(840_000 - 30_000);
  });

  it("is computePrice for a single line without extras", () => {
    const one = priceStay({ ...stay, lines: [deluxe] });
    const single = computePrice({ ...stay, ...deluxe });
    expect(one.total).toBe(single.total);
    expect(one.lines.map((l) => ({ ...l, roomTypeId: undefined }))).toEqual(single.lines);
  });
});
