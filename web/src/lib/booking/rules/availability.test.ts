import { describe, expect, it } from "vitest";
import { freeRooms, fullNightClosures, roomsByType, roomsLeft, shortNights, withFullNights } from "./availability";
import { stayProblem } from "./stay-rules";

describe("roomsByType: the one reading of a request's rooms", () => {
  it("reads room_lines when the request has any (several rooms per request), adding lines of one type", () => {
    const lines = [
      { room_type: "deluxe", rooms: 2, adults: 4, children: 0 },
      { room_type: "twin", rooms: 1, adults: 2, children: 1 },
      { room_type: "deluxe", rooms: 1, adults: 1, children: 0 },
    ];
    expect(roomsByType({ room_lines: lines, room_type: "deluxe", rooms: 4 })).toEqual({ deluxe: 3, twin: 1 });
  });

  it("reads room_type and rooms on requests stored before room_lines, or with none", () => {
    expect(roomsByType({ room_type: "suite", rooms: 2 })).toEqual({ suite: 2 });
    expect(roomsByType({ room_lines: [], room_type: "suite", rooms: 1 })).toEqual({ suite: 1 });
    expect(roomsByType({ room_lines: null, room_type: "suite", rooms: 1 })).toEqual({ suite: 1 });
  });

  it("ignores what is not a room: no type, 0 or negative rooms, junk lines", () => {
    expect(
      roomsByType({ room_lines: [null, "x", { room_type: "", rooms: 2 }, { room_type: "a", rooms: -1 }, { room_type: "b", rooms: 1.7 }] }),
    ).toEqual({ b: 1 });
    expect(roomsByType({ room_type: "", rooms: 3 })).toEqual({});
  });
});

describe("freeRooms", () => {
  const roomTypes = [
    { id: "deluxe", roomCount: 3 },
    { id: "twin", roomCount: 1 },
    { id: "untracked", roomCount: 0 },
  ];

  it("takes each confirmed stay's rooms off its nights (not its check-out morning), across a year end", () => {
    const free = freeRooms({
      first: "2026-12-30",
      nights: 4,
      roomTypes,
      held: [
        { checkIn: "2026-12-29", checkOut: "2027-01-01", rooms: { deluxe: 2 } },
        { checkIn: "2026-12-31", checkOut: "2027-01-02", rooms: { deluxe: 1, twin: 1 } },
      ],
    });
    expect(free).toEqual({ deluxe: [1, 0, 2, 3], twin: [1, 0, 0, 1] });
  });

  it("gives no rooms on a closed night, for the whole hotel or one type", () => {
    const closures = [
      { roomTypeId: null, firstNight: "2027-01-01", lastNight: "2027-01-01" },
      { roomTypeId: "twin", firstNight: "2027-01-03", lastNight: "2027-01-09" },
    ];
    expect(freeRooms({ first: "2027-01-01", nights: 4, roomTypes, held: [], closures })).toEqual({
      deluxe: [0, 3, 3, 3],
      twin: [0, 1, 0, 0],
    });
  });

  it("never counts below zero (a type staff overbooked by hand before its count was lowered)", () => {
    const held = [{ checkIn: "2027-02-01", checkOut: "2027-02-02", rooms: { twin: 3 } }];
    expect(freeRooms({ first: "2027-02-01", nights: 1, roomTypes, held }).twin).toEqual([0]);
  });
});

describe("full nights", () => {
  const availability = { first: "2027-03-01", free: { deluxe: [2, 0, 0, 1, 3], twin: [1, 1, 1, 1, 1] }, threshold: 3 };

  it("turns the nights short of the rooms asked for into closures of that type, one per run of nights", () => {
    expect(fullNightClosures(availability, 1, "full")).toEqual([
      { id: "full:deluxe:2027-03-02", reason: "full", roomTypeId: "deluxe", firstNight: "2027-03-02", lastNight: "2027-03-03", full: true },
    ]);
    expect(fullNightClosures(availability, 2, "full").map((c) => [c.roomTypeId, c.firstNight, c.lastNight])).toEqual([
      ["deluxe", "2027-03-02", "2027-03-04"],
      ["twin", "2027-03-01", "2027-03-05"],
    ]);
  });

  it("takes the rooms asked for per type when a request holds several types (a type not named needs one room)", () => {
    expect(fullNightClosures(availability, { twin: 2 }, "full").map((c) => [c.roomTypeId, c.firstNight, c.lastNight])).toEqual([
      ["deluxe", "2027-03-02", "2027-03-03"],
      ["twin", "2027-03-01", "2027-03-05"],
    ]);
  });

  it("a stay across a full night is refused, naming the types open on the same dates and the nearest free dates", () => {
    const rules = withFullNights({ seasons: [], closures: [] }, availability, 1, "full");
    const problem = stayProblem({ checkIn: "2027-03-01", checkOut: "2027-03-03", roomTypeId: "deluxe" }, rules, "2027-02-20", [
      "deluxe",
      "twin",
    ]);
    expect(problem).toEqual({
      kind: "full",
      night: "2027-03-02",
      freeTypes: ["twin"],
      suggestion: { checkIn: "2027-02-28", checkOut: "2027-03-02" },
    });
    expect(
      shortNights(availability.free, availability.first, { checkIn: "2027-03-01", checkOut: "2027-03-03", rooms: { deluxe: 1 } }),
    ).toEqual({
      deluxe: ["2027-03-02"],
    });
  });

  it("rooms left is the fewest free over the stay's nights", () => {
    expect(roomsLeft(availability, "deluxe", "2027-03-04", "2027-03-06")).toBe(1);
    expect(roomsLeft(availability, "twin", "2027-03-01", "2027-03-02")).toBe(1);
    expect(roomsLeft(availability, "untracked", "2027-03-01", "2027-03-02")).toBeNull();
  });
});
