// PocketBase recomputes a booking's price (pb_hooks/pricing-lib.js) and
// refuses a total that differs from its own, so it must agree with the site's
// pricing (web/src/lib/booking/pricing.ts, stay-rules.ts) on every stay, line
// for line: the same random stays, seasons, closures and offers go to both.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PricingSeason, StayClosure } from "@/lib/domain";
import { computePrice, type PriceInput, type PricingOffer } from "./pricing";
import { firstClosedNight, minStayOn } from "./stay-rules";
import { closureArb, day, seasonArb } from "./test-arbitraries";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";

interface HookPricing {
  computePrice(input: PriceInput): unknown;
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

describe("PocketBase's pricing and the site's", () => {
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
