// PocketBase counts free rooms with its own port (pb_hooks/availability-lib.js)
// when it refuses an overbooking confirmation or a guest's stay across a full
// night; the site marks full nights with availability.ts. Both must agree on
// every request: the same random requests (both stored shapes), inventories
// and closures go to both.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";
import { addDays } from "./dates";
import { freeRooms, roomsByType, shortNights, type FreeRoomsInput, type HeldStay, type StoredRooms } from "./availability";
import { closureArb, day, ORIGIN, ROOMS } from "./test-arbitraries";

interface HookAvailability {
  roomsByType(record: StoredRooms): unknown;
  freeRooms(input: FreeRoomsInput): unknown;
  shortNights(free: unknown, first: string, stay: HeldStay): unknown;
}
const hooks = loadHookLib<HookAvailability>("availability-lib.js");
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const TYPES = ROOMS.filter((r) => r !== null);

const storedArb = fc.oneof(
  fc.record({ room_type: fc.constantFrom(...TYPES, ""), rooms: fc.integer({ min: -1, max: 5 }) }),
  fc.record({
    room_lines: fc.array(
      fc.record({ room_type: fc.constantFrom(...TYPES), rooms: fc.integer({ min: 0, max: 4 }), adults: fc.nat(4), children: fc.nat(2) }),
      {
        maxLength: 3,
      },
    ),
    room_type: fc.constantFrom(...TYPES),
    rooms: fc.integer({ min: 1, max: 5 }),
  }),
);
type StayDraw = { checkIn: string; nights: number; stored: StoredRooms };
const stayArb: fc.Arbitrary<StayDraw> = fc.record({ checkIn: day, nights: fc.integer({ min: 1, max: 30 }), stored: storedArb });
const toHeld = (s: StayDraw): HeldStay => ({
  checkIn: s.checkIn,
  checkOut: addDays(s.checkIn, s.nights),
  rooms: roomsByType(s.stored),
});

describe("availability: the site and PocketBase agree", () => {
  it("on the rooms a request holds, in either stored shape", () => {
    fc.assert(
      fc.property(storedArb, (stored) => {
        expect(plain(hooks.roomsByType(plain(stored) as StoredRooms))).toEqual(roomsByType(stored));
      }),
    );
  });

  it("on the free rooms per type and night, and the nights a stay is short of", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(4), fc.nat(4)),
        fc.array(stayArb, { maxLength: 10 }),
        fc.array(closureArb, { maxLength: 3 }),
        stayArb,
        fc.integer({ min: 1, max: 90 }),
        (counts, stays, closures, wanted, nights) => {
          const input: FreeRoomsInput = {
            first: ORIGIN,
            nights,
            roomTypes: TYPES.map((id, i) => ({ id, roomCount: counts[i]! })),
            held: stays.map(toHeld),
            closures,
          };
          const free = freeRooms(input);
          expect(plain(hooks.freeRooms(plain(input) as FreeRoomsInput))).toEqual(free);
          const stay = toHeld(wanted);
          expect(plain(hooks.shortNights(plain(free), ORIGIN, plain(stay) as HeldStay))).toEqual(shortNights(free, ORIGIN, stay));
        },
      ),
    );
  });
});
