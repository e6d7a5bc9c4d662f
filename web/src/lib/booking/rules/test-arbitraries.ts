// Random seasons and closures for the property tests of the pricing
// (pricing.property.test.ts, and web/tests/int/booking-rules-goja.test.ts,
// which runs the rules in PocketBase's engine too).
import fc from "fast-check";
import { addDays } from "./dates";
import type { PricingSeason, StayClosure } from "@/lib/domain";

// Stays and ranges start within 60 days of 20 December: month and year ends are crossed often.
export const ORIGIN = "2026-12-20";
export const ROOMS = [null, "roomaaaaaaaaaaa", "roombbbbbbbbbbb"] as const;
export const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays(ORIGIN, offset));

/** What a season and a closure both have: an id, a first night, how many more nights, and a room type (null: all). */
const rangeFields = (maxLength: number) => ({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  first: day,
  length: fc.integer({ min: 0, max: maxLength }),
  roomTypeId: fc.constantFrom(...ROOMS),
});

export const seasonArb = fc
  .record({
    ...rangeFields(20),
    nightlyPrice: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
    percentChange: fc.integer({ min: -99, max: 300 }),
    priority: fc.integer({ min: 0, max: 3 }),
    minStay: fc.integer({ min: 0, max: 4 }),
  })
  .map((s): PricingSeason => ({
    id: s.id,
    name: `season ${s.id}`,
    roomTypeId: s.roomTypeId,
    firstNight: s.first,
    lastNight: addDays(s.first, s.length),
    nightlyPrice: s.nightlyPrice,
    percentChange: s.nightlyPrice === null ? s.percentChange : 0,
    priority: s.priority,
    minStay: s.minStay,
  }));

export const closureArb = fc.record(rangeFields(5)).map((c): StayClosure => ({
  id: c.id,
  reason: `closed ${c.id}`,
  roomTypeId: c.roomTypeId,
  firstNight: c.first,
  lastNight: addDays(c.first, c.length),
}));
