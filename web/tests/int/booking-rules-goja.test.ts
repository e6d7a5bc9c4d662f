// PocketBase runs the booking rules (web/src/lib/booking/rules/) in goja, its
// JavaScript engine, from the bundle pocketbase/pb_hooks/booking-rules.gen.js;
// the site runs them in V8. goja differs where it matters here: no Intl, and
// Unicode property escapes that silently match nothing. A real PocketBase
// loads the committed bundle with `require` and runs it on the same seeded
// random stays, requests, names and phone numbers as the site's TypeScript:
// every answer must be the same, line for line and refusal for refusal.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { guestMayCancel } from "@/lib/booking/rules/cancelling";
import { addDays, hotelDay, hotelDayAt, stayDay } from "@/lib/booking/rules/dates";
import {
  freeRooms,
  roomsByType,
  shortNights,
  type FreeRoomsInput,
  type HeldStay,
  type StoredRooms,
} from "@/lib/booking/rules/availability";
import {
  computePrice,
  EXTRA_PRICINGS,
  priceStay,
  type PriceInput,
  type PricingOffer,
  type StayPriceInput,
} from "@/lib/booking/rules/pricing";
import { extraIdsProblem, lineCapacityProblems, roomLinesProblems } from "@/lib/booking/rules/checks";
import { priceRequest, type BookingRequest, type RequestContext } from "@/lib/booking/rules/request";
import { closureOf, firstClosedNight, minStayOn, seasonOf, stayProblem } from "@/lib/booking/rules/stay-rules";
import { countDigits, DIGIT_RANGES, hasLetter, LETTER_RANGES } from "@/lib/booking/rules/unicode";
import { messageProblem, nameProblem, phoneProblem, storedPhoneProblem, trimName } from "@/lib/booking/rules/text";
import { closureArb, day, ORIGIN, ROOMS, seasonArb } from "@/lib/booking/rules/test-arbitraries";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const SEED = 46;

// The TypeScript the bundle is built from, by the names it exports (web/src/lib/booking/rules/bundle.ts).
const site: Record<string, (...args: never[]) => unknown> = {
  addDays,
  hotelDay,
  hotelDayAt,
  stayDay,
  guestMayCancel,
  freeRooms,
  roomsByType,
  shortNights,
  computePrice,
  priceStay,
  extraIdsProblem,
  lineCapacityProblems,
  priceRequest,
  roomLinesProblems,
  closureOf,
  firstClosedNight,
  minStayOn,
  seasonOf,
  stayProblem,
  countDigits,
  hasLetter,
  messageProblem,
  nameProblem,
  phoneProblem,
  storedPhoneProblem,
  trimName,
};

// A test-only route: each call by the bundle's export name, its answer as JSON (an error: only that it threw).
// A sweep calls one function on a text with each code point of a list put in, and answers the list of results.
const ROUTE = `
routerAdd("POST", "/api/test/booking-rules", (e) => {
  const rules = require(__hooks + "/booking-rules.gen.js");
  const out = JSON.parse(e.requestInfo().body.calls).map((call) => {
    const fn = rules[call[1]];
    if (call[0] === "sweep") {
      const [, , codePoints, before, after, rest] = call;
      return codePoints.map((cp) => fn.apply(null, [before + String.fromCodePoint(cp) + after].concat(rest)));
    }
    try {
      return { value: fn.apply(null, call[2]) };
    } catch (error) {
      return { threw: true };
    }
  });
  return e.string(200, JSON.stringify(out));
});
`;

type Call = [name: string, args: unknown[]];
type Answer = { value?: unknown; threw?: true };

let server: PocketBaseServer;
let hooksDir = "";

async function inGoja(calls: unknown[]): Promise<unknown[]> {
  const res = await fetch(`${server.url}/api/test/booking-rules`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ calls: JSON.stringify(calls) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as unknown[];
}

/** As the route answers, from the site's TypeScript. */
function inNode(name: string, args: unknown[]): Answer {
  try {
    // Through JSON, as PocketBase gets the arguments and gives the answers (undefined fields dropped).
    return JSON.parse(JSON.stringify({ value: site[name]!(...(args as never[])) })) as Answer;
  } catch {
    return { threw: true };
  }
}

/** Each call run by both; the calls whose answers differ (none, when they agree). */
async function disagreements(calls: Call[]): Promise<{ call: Call; goja: unknown; site: Answer }[]> {
  const answers = await inGoja(calls.map(([name, args]) => ["call", name, JSON.parse(JSON.stringify(args))]));
  return calls
    .map((call, i) => ({ call, goja: answers[i], site: inNode(call[0], call[1]) }))
    .filter(({ goja, site }) => JSON.stringify(goja) !== JSON.stringify(site));
}

/** `name` on before + each code point + after (+ rest), in goja and in Node; the code points whose answers differ. */
async function sweepDisagreements(name: string, codePoints: readonly number[], before: string, after: string, rest: unknown[] = []) {
  const [goja] = (await inGoja([["sweep", name, codePoints, before, after, rest]])) as [unknown[]];
  return codePoints
    .filter(
      (cp, i) =>
        JSON.stringify(goja[i]) !== JSON.stringify(site[name]!(...([before + String.fromCodePoint(cp) + after, ...rest] as never[]))),
    )
    .map((cp) => cp.toString(16));
}

const sample = <T>(arb: fc.Arbitrary<T>, numRuns: number) => fc.sample(arb, { numRuns, seed: SEED });

beforeAll(async () => {
  hooksDir = mkdtempSync(join(tmpdir(), "hotel-rules-goja-"));
  const migrations = join(hooksDir, "migrations");
  mkdirSync(migrations);
  copyFileSync(join(repo, "pocketbase/pb_hooks/booking-rules.gen.js"), join(hooksDir, "booking-rules.gen.js"));
  writeFileSync(join(hooksDir, "agreement.pb.js"), ROUTE);
  // Nothing but the bundle and the route: no migrations or other hooks to wait for.
  server = await startPocketBase({ env: { PB_HOOKS_DIR: hooksDir, PB_MIGRATIONS_DIR: migrations } });
});

afterAll(async () => {
  await server?.stop();
  if (hooksDir) rmSync(hooksDir, { recursive: true, force: true });
});

it("the committed bundle is what the rules build to (else: npm run rules:bundle)", () => {
  const check = spawnSync(process.execPath, [join(repo, "scripts/bundle-rules.mjs"), "--check"], { encoding: "utf8" });
  expect(check.stderr).toBe("");
  expect(check.status).toBe(0);
});

const id = fc.string({ minLength: 1, maxLength: 4 });
const TYPES = ["roomaaaaaaaaaaa", "roombbbbbbbbbbb", "roomccccccccccc"] as const; // the first two are the seasons' (test-arbitraries)
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
const typedOfferArb = fc
  .tuple(offerArb, fc.constantFrom(null, ...TYPES))
  .map(([offer, roomTypeId]) => (offer ? { ...offer, roomTypeId } : null));

describe("prices", () => {
  it("of a request of several room types with extras are the same, line for line", async () => {
    const requestArb = fc.record({
      checkIn: day,
      nights: fc.integer({ min: 1, max: 30 }),
      lines: fc.uniqueArray(
        fc.record({
          roomTypeId: fc.constantFrom(...TYPES),
          rooms: fc.integer({ min: 1, max: 20 }),
          guests: fc.integer({ min: 1, max: 60 }),
          nightlyPrice: fc.integer({ min: 0, max: 2_000_000 }),
        }),
        { minLength: 1, maxLength: 3, selector: (l) => l.roomTypeId },
      ),
      breakfast: fc.boolean(),
      breakfastCost: fc.integer({ min: 0, max: 50_000 }),
      currency: fc.constantFrom("IQD" as const, "USD" as const),
      extras: fc.uniqueArray(fc.record({ id, pricing: fc.constantFrom(...EXTRA_PRICINGS), price: fc.integer({ min: 0, max: 500_000 }) }), {
        maxLength: 4,
        selector: (e) => e.id,
      }),
    });
    const inputs = sample(fc.tuple(requestArb, fc.array(seasonArb, { maxLength: 8 }), typedOfferArb), 200);
    const calls = inputs.map(([request, seasons, offer]): Call => ["priceStay", [{ ...request, seasons, offer } satisfies StayPriceInput]]);
    expect(await disagreements(calls)).toEqual([]);
  });

  it("of one room type, and the closed nights and minimum stays, are the same", async () => {
    const stayArb = fc.record({
      checkIn: day,
      nights: fc.integer({ min: 1, max: 30 }),
      rooms: fc.integer({ min: 1, max: 20 }),
      guests: fc.integer({ min: 1, max: 60 }),
      breakfast: fc.boolean(),
      roomTypeId: fc.constantFrom(...TYPES),
      nightlyPrice: fc.integer({ min: 0, max: 2_000_000 }),
      breakfastCost: fc.integer({ min: 0, max: 50_000 }),
      currency: fc.constantFrom("IQD" as const, "USD" as const),
    });
    const inputs = sample(fc.tuple(stayArb, fc.array(seasonArb, { maxLength: 8 }), fc.array(closureArb, { maxLength: 6 }), offerArb), 200);
    const calls = inputs.flatMap(([stay, seasons, closures, offer]): Call[] => [
      ["computePrice", [{ ...stay, seasons, offer } satisfies PriceInput]],
      ["firstClosedNight", [stay.checkIn, stay.nights, stay.roomTypeId, closures]],
      ["minStayOn", [stay.checkIn, stay.roomTypeId, seasons]],
      ["stayProblem", [{ ...stay, checkOut: addDays(stay.checkIn, stay.nights) }, { seasons, closures }, ORIGIN, TYPES]],
    ]);
    expect(await disagreements(calls)).toEqual([]);
  });
});

describe("free rooms", () => {
  const TYPED = ROOMS.filter((r) => r !== null);
  const storedArb: fc.Arbitrary<StoredRooms> = fc.oneof(
    fc.record({ room_type: fc.constantFrom(...TYPED, ""), rooms: fc.integer({ min: -1, max: 5 }) }),
    fc.record({
      room_lines: fc.array(
        fc.record({ room_type: fc.constantFrom(...TYPED), rooms: fc.integer({ min: 0, max: 4 }), adults: fc.nat(4), children: fc.nat(2) }),
        { maxLength: 3 },
      ),
      room_type: fc.constantFrom(...TYPED),
      rooms: fc.integer({ min: 1, max: 5 }),
    }),
  );
  const heldArb = fc
    .record({ checkIn: day, nights: fc.integer({ min: 1, max: 30 }), stored: storedArb })
    .map((s): HeldStay => ({ checkIn: s.checkIn, checkOut: addDays(s.checkIn, s.nights), rooms: roomsByType(s.stored) }));

  it("per type and night, and the nights a stay is short of, are the same", async () => {
    const inputs = sample(
      fc.tuple(
        fc.tuple(fc.nat(4), fc.nat(4)),
        fc.array(heldArb, { maxLength: 10 }),
        fc.array(closureArb, { maxLength: 3 }),
        heldArb,
        fc.integer({ min: 1, max: 90 }),
        storedArb,
      ),
      200,
    );
    const calls = inputs.flatMap(([counts, held, closures, wanted, nights, stored]): Call[] => {
      const input: FreeRoomsInput = {
        first: ORIGIN,
        nights,
        roomTypes: TYPED.map((id, i) => ({ id, roomCount: counts[i]! })),
        held,
        closures,
      };
      return [
        ["roomsByType", [stored]],
        ["freeRooms", [input]],
        ["shortNights", [freeRooms(input), ORIGIN, wanted]],
      ];
    });
    expect(await disagreements(calls)).toEqual([]);
  });
});

describe("a whole request against what the hotel offers", () => {
  const roomArb = (roomTypeId: string) =>
    fc.record({
      id: fc.constant(roomTypeId),
      slug: fc.constant(roomTypeId.slice(0, 5)),
      adults: fc.integer({ min: 1, max: 4 }),
      children: fc.integer({ min: 0, max: 3 }),
      roomCount: fc.integer({ min: 0, max: 6 }),
      pricePerNight: fc.integer({ min: 0, max: 500_000 }),
    });
  const EXTRA_IDS = ["extra1", "extra2", "extra3"];
  const contextArb = fc
    .record({
      today: fc.integer({ min: -5, max: 5 }).map((n) => addDays(ORIGIN, n)),
      breakfastCost: fc.integer({ min: 0, max: 50_000 }),
      currency: fc.constantFrom("IQD" as const, "USD" as const),
      rooms: fc.tuple(...TYPES.map(roomArb)),
      bookable: fc.subarray<string>([...TYPES], { minLength: 1 }),
      extras: fc.uniqueArray(
        fc.record({
          id: fc.constantFrom(...EXTRA_IDS),
          pricing: fc.constantFrom(...EXTRA_PRICINGS),
          price: fc.integer({ min: 0, max: 90_000 }),
        }),
        { maxLength: 3, selector: (e) => e.id },
      ),
      offer: typedOfferArb,
      seasons: fc.array(seasonArb, { maxLength: 6 }),
      closures: fc.array(closureArb, { maxLength: 3 }),
      held: fc.array(
        fc.record({
          checkIn: day,
          nights: fc.integer({ min: 1, max: 20 }),
          type: fc.constantFrom(...TYPES),
          rooms: fc.integer({ min: 1, max: 4 }),
        }),
        { maxLength: 6 },
      ),
    })
    .map((c): RequestContext => {
      const roomTypes = c.rooms.filter((r) => c.bookable.includes(r.id));
      const held = c.held.map((h) => ({ checkIn: h.checkIn, checkOut: addDays(h.checkIn, h.nights), rooms: { [h.type]: h.rooms } }));
      const first = addDays(ORIGIN, -10);
      return {
        today: c.today,
        breakfastCost: c.breakfastCost,
        currency: c.currency,
        roomTypes,
        extras: c.extras,
        offer: c.offer,
        rules: { seasons: c.seasons, closures: c.closures },
        availability: { first, free: freeRooms({ first, nights: 120, roomTypes, held }), roomTypeIds: c.bookable },
      };
    });
  // Half the requests are ones the hotel may take (lines that fit bookable types, days in the window,
  // known extras); the rest anything. Seasons, closures and full nights still refuse some of the first.
  const requestArb = fc
    .record({
      fits: fc.boolean(),
      checkIn: fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constant(400)),
      nights: fc.integer({ min: -1, max: 33 }),
      lines: fc.uniqueArray(
        fc.record({
          roomTypeId: fc.constantFrom(...TYPES, "roomunknown0000"),
          rooms: fc.integer({ min: 1, max: 4 }),
          adults: fc.integer({ min: 1, max: 8 }),
          children: fc.integer({ min: 0, max: 4 }),
        }),
        { minLength: 1, maxLength: 3, selector: (l) => l.roomTypeId },
      ),
      extras: fc.subarray([...EXTRA_IDS, "extra9"]),
      offer: fc.boolean(),
      breakfast: fc.boolean(),
    })
    .chain((r) => contextArb.map((context) => ({ r, context })))
    .map(({ r, context }): [BookingRequest, RequestContext] => {
      const offerId = r.offer ? (context.offer?.id ?? "gone") : "";
      if (!r.fits) {
        const checkIn = addDays(ORIGIN, r.checkIn);
        return [
          { checkIn, checkOut: addDays(checkIn, r.nights), lines: r.lines, extras: r.extras, offerId, breakfast: r.breakfast },
          context,
        ];
      }
      const checkIn = addDays(context.today, Math.abs(r.checkIn) % 50);
      const lines = context.roomTypes.slice(0, r.lines.length).map((room, i) => {
        const line = r.lines[i]!;
        const rooms = room.roomCount ? Math.min(line.rooms, room.roomCount) : line.rooms;
        const adults = Math.max(rooms, Math.min(line.adults, room.adults * rooms));
        return { roomTypeId: room.id, rooms, adults, children: Math.min(line.children, (room.adults + room.children) * rooms - adults) };
      });
      const extras = r.extras.filter((e) => context.extras.some((x) => x.id === e));
      return [
        { checkIn, checkOut: addDays(checkIn, 1 + (Math.abs(r.nights) % 8)), lines, extras, offerId, breakfast: r.breakfast },
        context,
      ];
    });

  it("is priced, or refused for the same reasons, alike", async () => {
    const calls = sample(requestArb, 400).map(([request, context]): Call => ["priceRequest", [request, context]]);
    // Both outcomes are drawn, not just one of them.
    const priced = calls.filter((call) => (inNode(call[0], call[1]).value as { price: unknown }).price !== null).length;
    expect(priced).toBeGreaterThan(40);
    expect(calls.length - priced).toBeGreaterThan(40);
    expect(await disagreements(calls)).toEqual([]);
  });

  it("has the same room lines, extras and capacities judged alike", async () => {
    const lineArb = fc.record({
      roomType: fc.oneof(fc.constantFrom(...TYPES), fc.constant(7), fc.constant(undefined)),
      rooms: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constant(1.5), fc.constant("2")),
      adults: fc.oneof(fc.integer({ min: 0, max: 70 }), fc.constant(null)),
      children: fc.integer({ min: -1, max: 10 }),
    });
    const linesArb = fc.oneof(fc.array(fc.oneof(lineArb, fc.constant(null)), { maxLength: 10 }), fc.constant("lines"));
    const inputs = sample(
      fc.tuple(linesArb, fc.boolean(), roomArb(TYPES[0]), lineArb, fc.array(fc.constantFrom("a", "b", 3), { maxLength: 12 })),
      300,
    );
    const calls = inputs.flatMap(([lines, stored, room, line, extras]): Call[] => [
      ["roomLinesProblems", [lines, stored]],
      ["lineCapacityProblems", [line, room]],
      ["extraIdsProblem", [extras]],
    ]);
    expect(await disagreements(calls)).toEqual([]);
  });

  it("reads seasons, closures, days and when a guest may cancel from PocketBase's records alike", async () => {
    // Any hour of a day, as the admin UI (Basra's midnight: 21:00 UTC) or the site (UTC midnight) stores it, or none.
    const stored = fc.oneof(
      fc
        .tuple(day, fc.integer({ min: 0, max: 23 }))
        .map(([d, hour]) => new Date(Date.parse(`${d}T00:00:00Z`) + hour * 3_600_000).toISOString().replace("T", " ")),
      fc.constantFrom("", "soon", "2026-02-30 00:00:00.000Z"),
    );
    const fieldsArb = fc.record({
      id,
      room_type: fc.constantFrom("", null, ...TYPES),
      first_night: stored,
      last_night: stored,
      nightly_price: fc.option(fc.integer({ min: -5, max: 300_000 })),
      percent_change: fc.option(fc.integer({ min: -99, max: 300 })),
      priority: fc.option(fc.nat(3)),
      min_stay: fc.option(fc.nat(4)),
    });
    const status = fc.constantFrom("new", "confirmed", "declined", "cancelled", "");
    const inputs = sample(fc.tuple(fieldsArb, fc.integer({ min: 0, max: 4e12 }), status, day), 200);
    const calls = inputs.flatMap(([fields, at, status, today]): Call[] => [
      ["seasonOf", [fields, "Eid"]],
      ["closureOf", [fields, "Maintenance"]],
      ["hotelDay", [fields.first_night]],
      ["stayDay", [fields.first_night]],
      ["hotelDayAt", [at]],
      ["guestMayCancel", [status, stayDay(fields.first_night), today]],
    ]);
    expect(await disagreements(calls)).toEqual([]);
  });
});

describe("names, phone numbers and messages", () => {
  const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
  // Each range of letters and digits at its edges.
  const edges = [...LETTER_RANGES, ...DIGIT_RANGES]
    .join(",")
    .split(",")
    .flatMap((range) => {
      const [first = 0, last = first] = range.split("-").map((n) => parseInt(n, 16));
      return [first - 1, first, last, last + 1];
    })
    .filter((cp) => cp >= 0 && (cp < 0xd800 || cp > 0xdfff));
  // The code points the rules single out, or that engines tell apart (spaces, case folding such as ſ and K):
  // the scripts of the hotel's guests, general punctuation, letterlike symbols, the presentation forms,
  // fullwidth letters and specials, the tag characters, the edges above, and a sample of the rest.
  const decisive = [
    ...new Set([
      ...span(0, 0x7ff),
      0x1680,
      0x180e,
      ...span(0x2000, 0x214f),
      0x3000,
      ...span(0xfb00, 0xffff),
      ...span(0xe0000, 0xe007f),
      ...edges,
      ...sample(fc.integer({ min: 0x800, max: 0xd7ff }), 1500),
    ]),
  ];

  it("find the same letters and digits in every script", async () => {
    expect(await sweepDisagreements("hasLetter", decisive, "", "")).toEqual([]);
    expect(await sweepDisagreements("countDigits", decisive, "07801", "23")).toEqual([]);
  });

  it("judge every character in a name alike: letters, markup, invisible ones, and a ZWNJ between Arabic-script letters only", async () => {
    expect(await sweepDisagreements("nameProblem", decisive, "a", "b", [80])).toEqual([]);
    expect(await sweepDisagreements("nameProblem", decisive, "&", ";", [80])).toEqual([]);
    expect(await sweepDisagreements("nameProblem", decisive, "\u0628\u200c", "", [80])).toEqual([]);
    expect(await sweepDisagreements("trimName", decisive, " ", "Ali\u200b")).toEqual([]);
  });

  it("judge every character in a message or a phone number alike", async () => {
    expect(await sweepDisagreements("messageProblem", decisive, "Call me <", "b> please")).toEqual([]);
    expect(await sweepDisagreements("messageProblem", decisive, "java", "cript:alert(1) &x;")).toEqual([]);
    expect(await sweepDisagreements("storedPhoneProblem", decisive, "+964 780", "1234567")).toEqual([]);
  });

  it("judge random names, phone numbers and messages alike", async () => {
    const chars = [..."aZ زينب‌ئاسۆ 0٠۹+-()<>&;#ſK\u200b\u200c\u200f\u2028\u202e\u0000\t\n", "\u{1d400}", "\u{20000}", "\u{e0041}"];
    const text = fc.oneof(fc.string({ unit: fc.constantFrom(...chars), maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }));
    const inputs = sample(fc.tuple(text, fc.integer({ min: 1, max: 120 })), 300);
    const calls = inputs.flatMap(([value, max]): Call[] => [
      ["nameProblem", [value, max]],
      ["trimName", [value]],
      ["phoneProblem", [value]],
      ["storedPhoneProblem", [value]],
      ["messageProblem", [value]],
    ]);
    expect(await disagreements(calls)).toEqual([]);
  });
});
