// Property tests of the seasonal pricing and the stay rules over random
// seasons, closures and stays, around month and year ends. Each property is
// checked against a brute-force restatement of the rule, night by night.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import type { PricingSeason, StayRules } from "@/lib/domain";
import { computePrice, percentOf } from "./pricing";
import { lowestNightlyPrice, stayProblem } from "./stay-rules";
import { closureArb, day, ORIGIN, seasonArb } from "./test-arbitraries";

const stayArb = fc.record({
  checkIn: day,
  nights: fc.integer({ min: 1, max: 30 }),
  rooms: fc.integer({ min: 1, max: 5 }),
  guests: fc.integer({ min: 1, max: 10 }),
  breakfast: fc.boolean(),
  roomTypeId: fc.constantFrom("roomaaaaaaaaaaa", "roombbbbbbbbbbb"),
  basePrice: fc.integer({ min: 1, max: 2_000_000 }),
});

/** The rule restated: every season covering the night and changing its price, ranked, the first one wins. */
function oracleNightPrice(base: number, night: string, roomTypeId: string, seasons: readonly PricingSeason[]): number {
  const ranked = seasons
    .filter((s) => s.firstNight <= night && night <= s.lastNight && (s.roomTypeId === null || s.roomTypeId === roomTypeId))
    .filter((s) => s.nightlyPrice !== null || s.percentChange !== 0)
    .sort(
      (a, b) =>
        b.priority - a.priority ||
        Number(b.roomTypeId !== null) - Number(a.roomTypeId !== null) ||
        b.firstNight.localeCompare(a.firstNight) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const winner = ranked[0];
  if (!winner) return base;
  if (winner.nightlyPrice !== null) return winner.nightlyPrice;
  const change = (base * winner.percentChange) / 100;
  return Math.max(0, base + (change >= 0 ? Math.floor(change + 0.5) : -Math.floor(-change + 0.5)));
}

const nightsOf = (checkIn: string, nights: number) => Array.from({ length: nights }, (_, i) => addDays(checkIn, i));

type Stay = typeof stayArb extends fc.Arbitrary<infer S> ? S : never;

const price = (stay: Stay, seasons: PricingSeason[], extra = {}) =>
  computePrice({
    ...stay,
    nightlyPrice: stay.basePrice,
    breakfastCost: 15_000,
    currency: "IQD",
    seasons,
    ...extra,
  });

describe("seasonal pricing (properties)", () => {
  it("charges each night what the season in force that night says, per room", () => {
    fc.assert(
      fc.property(stayArb, fc.array(seasonArb, { maxLength: 8 }), (stay, seasons) => {
        const result = price(stay, seasons);
        const expected = nightsOf(stay.checkIn, stay.nights).reduce(
          (sum, n) => sum + oracleNightPrice(stay.basePrice, n, stay.roomTypeId, seasons),
          0,
        );
        expect(result.subtotal).toBe(expected * stay.rooms);
        expect(result.total).toBe(result.subtotal + (stay.breakfast ? 15_000 * stay.guests * stay.nights : 0));
      }),
    );
  });

  it("gives the same total whatever order the CMS lists the seasons in", () => {
    fc.assert(
      fc.property(stayArb, fc.array(seasonArb, { maxLength: 8 }), (stay, seasons) => {
        const reversed = [...seasons].reverse();
        expect(price(stay, reversed).lines).toEqual(price(stay, seasons).lines);
      }),
    );
  });

  it("prices a stay as the sum of its two halves, split on any night", () => {
    fc.assert(
      fc.property(
        stayArb.filter((s) => s.nights >= 2),
        fc.array(seasonArb, { maxLength: 8 }),
        fc.nat(),
        (stay, seasons, cut) => {
          const first = 1 + (cut % (stay.nights - 1));
          const whole = price({ ...stay, breakfast: false }, seasons);
          const head = price({ ...stay, breakfast: false, nights: first }, seasons);
          const tail = price({ ...stay, breakfast: false, checkIn: addDays(stay.checkIn, first), nights: stay.nights - first }, seasons);
          expect(whole.total).toBe(head.total + tail.total);
        },
      ),
    );
  });

  it("lists consecutive runs of nights that add up to the stay, each at one price", () => {
    fc.assert(
      fc.property(stayArb, fc.array(seasonArb, { maxLength: 8 }), (stay, seasons) => {
        const rooms = price(stay, seasons).lines.filter((l) => l.kind === "room");
        expect(rooms.reduce((n, l) => n + l.nights, 0)).toBe(stay.nights);
        let next = stay.checkIn;
        for (const line of rooms) {
          expect(line.firstNight).toBe(next);
          expect(line.amount).toBe(line.unitPrice * line.rooms * line.nights);
          next = addDays(next, line.nights);
        }
      }),
    );
  });

  it("takes the offer's percentage from the seasonal price of the night it names", () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.array(seasonArb, { maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 50 }),
        (stay, seasons, night, percent) => {
          const offer = { id: "o", discountPercent: percent, discountNight: night, minNights: 0 };
          const result = price(stay, seasons, { offer });
          const named = nightsOf(stay.checkIn, stay.nights)[night - 1];
          const expected = named ? percentOf(oracleNightPrice(stay.basePrice, named, stay.roomTypeId, seasons) * stay.rooms, percent) : 0;
          expect(result.discount).toBe(expected);
          expect(result.total).toBe(result.subtotal - expected + result.breakfast);
        },
      ),
    );
  });

  it("is the room's own price without seasons, dated or not", () => {
    fc.assert(
      fc.property(stayArb, (stay) => {
        const { checkIn: _, ...undated } = stay;
        expect(price(stay, []).total).toBe(price(undated as Stay, []).total);
        expect(price(stay, []).subtotal).toBe(stay.basePrice * stay.rooms * stay.nights);
      }),
    );
  });
});

describe("stay rules (properties)", () => {
  const rulesArb = fc.record({ seasons: fc.array(seasonArb, { maxLength: 5 }), closures: fc.array(closureArb, { maxLength: 5 }) });

  it("refuses a stay exactly when one of its nights is closed, or it is shorter than the arrival night's minimum", () => {
    fc.assert(
      fc.property(stayArb, rulesArb, (stay, rules: StayRules) => {
        const checkOut = addDays(stay.checkIn, stay.nights);
        const problem = stayProblem({ checkIn: stay.checkIn, checkOut, roomTypeId: stay.roomTypeId }, rules, ORIGIN);
        const covers = (r: { firstNight: string; lastNight: string; roomTypeId: string | null }, n: string) =>
          r.firstNight <= n && n <= r.lastNight && (r.roomTypeId === null || r.roomTypeId === stay.roomTypeId);
        const closedNight = nightsOf(stay.checkIn, stay.nights).find((n) => rules.closures.some((c) => covers(c, n)));
        const minimum = Math.max(0, ...rules.seasons.filter((s) => covers(s, stay.checkIn)).map((s) => s.minStay));
        if (closedNight) {
          expect(problem).toMatchObject({ kind: "closed", night: closedNight });
        } else if (stay.nights < minimum) {
          expect(problem).toEqual({ kind: "minStay", arrival: stay.checkIn, minNights: minimum, checkOut: addDays(stay.checkIn, minimum) });
        } else {
          expect(problem).toBeNull();
        }
      }),
    );
  });

  it("suggests only open stays of the same length, from today on", () => {
    fc.assert(
      fc.property(stayArb, rulesArb, (stay, rules: StayRules) => {
        const checkOut = addDays(stay.checkIn, stay.nights);
        const problem = stayProblem({ checkIn: stay.checkIn, checkOut, roomTypeId: stay.roomTypeId }, rules, ORIGIN);
        if (problem?.kind !== "closed" || !problem.suggestion) return;
        const { suggestion } = problem;
        expect(daysBetween(suggestion.checkIn, suggestion.checkOut)).toBe(stay.nights);
        expect(daysBetween(ORIGIN, suggestion.checkIn)).toBeGreaterThanOrEqual(0);
        expect(stayProblem({ ...suggestion, roomTypeId: stay.roomTypeId }, rules, ORIGIN)).toBeNull();
      }),
    );
  });

  it("gives as the 'From' price the cheapest open night of the next 12 months", () => {
    fc.assert(
      fc.property(stayArb, rulesArb, (stay, rules: StayRules) => {
        const room = stay.roomTypeId;
        const open = Array.from({ length: 365 }, (_, i) => addDays(ORIGIN, i)).filter(
          (n) => !rules.closures.some((c) => c.firstNight <= n && n <= c.lastNight && (c.roomTypeId === null || c.roomTypeId === room)),
        );
        const expected = open.length ? Math.min(...open.map((n) => oracleNightPrice(stay.basePrice, n, room, rules.seasons))) : null;
        expect(lowestNightlyPrice(stay.basePrice, room, rules, ORIGIN)).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });
});
