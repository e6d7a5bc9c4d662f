// Availability under random confirmations and cancellations, with stays that
// cross month and year ends (test-arbitraries.ts starts them near 20 December):
// accepting only what freeRooms says is free never puts more confirmed rooms
// on a night than the type has, and the nights the picker marks full are
// exactly those the server refuses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { freeRooms, roomsByType, shortNights, withFullNights, type HeldStay, type RoomInventory } from "./availability";
import { stayProblem } from "./stay-rules";
import { closureArb, day, ORIGIN } from "./test-arbitraries";

const TYPES = ["roomaaaaaaaaaaa", "roombbbbbbbbbbb", "roomccccccccccc"] as const;
const WINDOW = 100;

const inventoryArb = fc
  .tuple(...TYPES.map(() => fc.integer({ min: 0, max: 4 })))
  .map((counts): RoomInventory[] => counts.map((roomCount, i) => ({ id: TYPES[i]!, roomCount })));

/** A request in either stored shape: the legacy room_type + rooms, or room_lines. */
const requestArb = fc.record({
  checkIn: day,
  nights: fc.integer({ min: 1, max: 30 }),
  lines: fc.array(fc.record({ room_type: fc.constantFrom(...TYPES), rooms: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  legacy: fc.boolean(),
});

/** Confirm (index into the requests) or cancel (index into those confirmed so far). */
const stepArb = fc.oneof(fc.record({ confirm: fc.nat() }), fc.record({ cancel: fc.nat() }));

type RequestDraw = { checkIn: string; nights: number; lines: { room_type: string; rooms: number }[]; legacy: boolean };

function held(request: RequestDraw): HeldStay {
  const rooms = request.legacy
    ? roomsByType({ room_type: request.lines[0]!.room_type, rooms: request.lines[0]!.rooms })
    : roomsByType({ room_lines: request.lines });
  return { checkIn: request.checkIn, checkOut: addDays(request.checkIn, request.nights), rooms };
}

/** Confirmed rooms per type and night, counted the plain way. */
function countHeld(stays: HeldStay[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const stay of stays) {
    for (let i = 0; i < daysBetween(stay.checkIn, stay.checkOut); i++) {
      for (const [type, rooms] of Object.entries(stay.rooms)) {
        const key = `${type} ${addDays(stay.checkIn, i)}`;
        count.set(key, (count.get(key) ?? 0) + rooms);
      }
    }
  }
  return count;
}

describe("availability (property-based)", () => {
  it("confirming only what is free, with cancellations in between, never overbooks a night", () => {
    fc.assert(
      fc.property(
        inventoryArb,
        fc.array(requestArb, { minLength: 1, maxLength: 25 }),
        fc.array(stepArb, { maxLength: 60 }),
        (roomTypes, requests, steps) => {
          const confirmed: HeldStay[] = [];
          for (const step of steps) {
            if ("cancel" in step) {
              if (confirmed.length > 0) confirmed.splice(step.cancel % confirmed.length, 1);
              continue;
            }
            const stay = held(requests[step.confirm % requests.length]!);
            const free = freeRooms({ first: ORIGIN, nights: WINDOW, roomTypes, held: confirmed });
            if (Object.keys(shortNights(free, ORIGIN, stay)).length === 0) confirmed.push(stay);
            for (const [key, rooms] of countHeld(confirmed)) {
              const inventory = roomTypes.find((t) => t.id === key.split(" ")[0])!.roomCount;
              if (inventory > 0) expect(rooms, key).toBeLessThanOrEqual(inventory);
            }
          }
        },
      ),
    );
  });

  it("free rooms are the inventory less the plain count of confirmed rooms (0 on closed nights, never below 0)", () => {
    fc.assert(
      fc.property(
        inventoryArb,
        fc.array(requestArb, { maxLength: 12 }),
        fc.array(closureArb, { maxLength: 3 }),
        (roomTypes, requests, closures) => {
          const stays = requests.map(held);
          const free = freeRooms({ first: ORIGIN, nights: WINDOW, roomTypes, held: stays, closures });
          const count = countHeld(stays);
          for (const type of roomTypes) {
            if (type.roomCount === 0) {
              expect(free[type.id]).toBeUndefined();
              continue;
            }
            for (let i = 0; i < WINDOW; i++) {
              const night = addDays(ORIGIN, i);
              const closed = closures.some(
                (c) => c.firstNight <= night && night <= c.lastNight && (c.roomTypeId === null || c.roomTypeId === type.id),
              );
              const expected = closed ? 0 : Math.max(0, type.roomCount - (count.get(`${type.id} ${night}`) ?? 0));
              expect(free[type.id]![i], `${type.id} ${night}`).toBe(expected);
            }
          }
        },
      ),
    );
  });

  it("what the picker shows free the server accepts, and what it marks full the server refuses", () => {
    fc.assert(
      fc.property(
        inventoryArb,
        fc.array(requestArb, { maxLength: 12 }),
        requestArb,
        fc.integer({ min: 1, max: 3 }),
        (roomTypes, requests, wanted, rooms) => {
          const free = freeRooms({ first: ORIGIN, nights: WINDOW, roomTypes, held: requests.map(held) });
          const type = wanted.lines[0]!.room_type;
          const stay = { checkIn: wanted.checkIn, checkOut: addDays(wanted.checkIn, wanted.nights), roomTypeId: type };
          // The picker: full nights as closures of the type for the rooms asked for (the form's and the site server's rules).
          const rules = withFullNights({ seasons: [], closures: [] }, { first: ORIGIN, free }, rooms, "full");
          const picker = stayProblem(stay, rules, ORIGIN, [...TYPES]);
          // PocketBase's check (booking-rules-lib.js, inventory.pb.js).
          const server = shortNights(free, ORIGIN, { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: { [type]: rooms } });
          expect(picker === null).toBe(Object.keys(server).length === 0);
          if (picker?.kind === "full") {
            expect(picker.night).toBe(server[type]![0]);
            for (const other of picker.freeTypes) {
              expect(shortNights(free, ORIGIN, { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: { [other]: rooms } })).toEqual({});
            }
          }
        },
      ),
    );
  });
});
