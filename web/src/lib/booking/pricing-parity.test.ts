// PocketBase recomputes a booking's price (pb_hooks/pricing-lib.js) and
// refuses a total that differs from its own, so it must agree with the site's
// pricing (web/src/lib/booking/pricing.ts, stay-rules.ts) on every stay, line
// for line: the same random stays, seasons, closures and offers go to both.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PricingSeason, StayClosure } from "@/lib/domain";
import { computePrice, priceStay, type PriceInput, type PricingOffer, type StayPriceInput } from "./pricing";
import { firstClosedNight, minStayOn } from "./stay-rules";
import { closureArb, day, seasonArb } from "./test-arbitraries";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";

interface HookPricing {
  computePrice(input: PriceInput): unknown;
  priceStay(input: StayPriceInput): unknown;
  firstClosedNight(checkIn: string, nights: number, roomTypeId: string, closures: readonly StayClosure[]): unknown;
  minStayOn(arrival: string, roomTypeId: string, seasons: readonly PricingSeason[]): number;
}
const hooks = loadHookLib<HookPricing>("pricing-lib.js");
/** As PocketBase stores it, and without the other context's prototypes. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const id = fc.string({ minLength: 1, maxLength: 4 });

const offerArb = fc.option(
  fc.record({
    id,
    discountPercent: fc.integer({ min: 0, max: 120 }),
    discountNight: fc.integer({ min: 0, max: 8 }),
    minNights: fc.integer({ min: 0, max: 6 }),
    includes: fc.constantFrom("", "  ", "A dinner for two", " عشاء لشخصين "),
  }) as fc.Arbitrary<PricingOffer>,
  { nil: null },
);

const stayArb = fc.record({
  checkIn: day,
  nights: fc.integer({ min: 1, max: 30 }),
  rooms: fc.integer({ min: 1, max: 20 }),
  guests: fc.integer({ min: 1, max: 60 }),
  breakfast: fc.boolean(),
  roomTypeId: fc.constantFrom("roomaaaaaaaaaaa", "roombbbbbbbbbbb"),
  nightlyPrice: fc.integer({ min: 0, max: 2_000_000 }),
  breakfastCost: fc.integer({ min: 0, max: 50_000 }),
  currency: fc.constantFrom("IQD" as const, "USD" as const),
});

const ROOM_TYPES = ["roomaaaaaaaaaaa", "roombbbbbbbbbbb", "roomccccccccccc"] as const; // the first two are the seasons' (test-arbitraries)

/** Several room lines (each type once, as the rules allow), extras of every kind, an offer for one type or any. */
const requestArb = fc.record({
  checkIn: day,
  nights: fc.integer({ min: 1, max: 30 }),
  lines: fc.uniqueArray(
    fc.record({
      roomTypeId: fc.constantFrom(...ROOM_TYPES),
      rooms: fc.integer({ min: 1, max: 20 }),
      guests: fc.integer({ min: 1, max: 60 }),
      nightlyPrice: fc.integer({ min: 0, max: 2_000_000 }),
    }),
    { minLength: 1, maxLength: 3, selector: (l) => l.roomTypeId },
  ),
  breakfast: fc.boolean(),
  breakfastCost: fc.integer({ min: 0, max: 50_000 }),
  currency: fc.constantFrom("IQD" as const, "USD" as const),
  extras: fc.uniqueArray(
    fc.record({
      id,
      pricing: fc.constantFrom("per_stay" as const, "per_night" as const, "per_guest" as const),
      price: fc.integer({ min: 0, max: 500_000 }),
    }),
    { maxLength: 4, selector: (e) => e.id },
  ),
});
const typedOfferArb = fc
  .tuple(offerArb, fc.constantFrom(null, ...ROOM_TYPES))
  .map(([offer, roomTypeId]) => (offer ? { ...offer, roomTypeId } : null));

describe("PocketBase's pricing and the site's", () => {
  it("price a request of several room types with extras the same, line for line", () => {
    fc.assert(
      fc.property(requestArb, fc.array(seasonArb, { maxLength: 8 }), typedOfferArb, (request, seasons, offer) => {
        const input: StayPriceInput = { ...request, seasons, offer };
        expect(plain(hooks.priceStay(input))).toEqual(plain(priceStay(input)));
      }),
      { numRuns: 300 },
    );
  });

  it("give the same breakdown, line for line, for the same random stays", () => {
    fc.assert(
      fc.property(stayArb, fc.array(seasonArb, { maxLength: 8 }), offerArb, (stay, seasons, offer) => {
        const input: PriceInput = { ...stay, seasons, offer };
        expect(plain(hooks.computePrice(input))).toEqual(plain(computePrice(input)));
      }),
      { numRuns: 500 },
    );
  });

  it("find the same first closed night and the same minimum stay", () => {
    fc.assert(
      fc.property(stayArb, fc.array(closureArb, { maxLength: 6 }), fc.array(seasonArb, { maxLength: 8 }), (stay, closures, seasons) => {
        expect(plain(hooks.firstClosedNight(stay.checkIn, stay.nights, stay.roomTypeId, closures))).toEqual(
          plain(firstClosedNight(stay.checkIn, stay.nights, stay.roomTypeId, closures)),
        );
        expect(hooks.minStayOn(stay.checkIn, stay.roomTypeId, seasons)).toBe(minStayOn(stay.checkIn, stay.roomTypeId, seasons));
      }),
      { numRuns: 500 },
    );
  });
});
