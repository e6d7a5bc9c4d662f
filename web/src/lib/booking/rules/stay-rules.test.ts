import { describe, expect, it } from "vitest";
import type { PricingSeason, StayClosure } from "@/lib/domain";
import { computePrice } from "./pricing";
import { bookingSchema } from "../schema";
import { closuresFor, lowestNightlyPrice, stayProblem } from "./stay-rules";

const ROOM = "deluxeroom00001";
const arbaeen: StayClosure = {
  id: "c1",
  reason: "Fully booked for Arba'een",
  roomTypeId: null,
  firstNight: "2026-12-30",
  lastNight: "2027-01-01",
};
const eid: PricingSeason = {
  id: "s1",
  name: "Eid",
  roomTypeId: ROOM,
  firstNight: "2027-01-10",
  lastNight: "2027-01-12",
  nightlyPrice: 200_000,
  percentChange: 0,
  priority: 1,
  minStay: 3,
};
const rules = { seasons: [eid], closures: [arbaeen] };
const today = "2026-12-01";
const stay = (checkIn: string, checkOut: string) => stayProblem({ checkIn, checkOut, roomTypeId: ROOM }, rules, today);

describe("closed nights: first and last night both inclusive", () => {
  it("lets a guest check out on the morning of the first closed night, and check in the morning after the last", () => {
    expect(stay("2026-12-27", "2026-12-30")).toBeNull();
    expect(stay("2027-01-02", "2027-01-04")).toBeNull();
  });

  it("refuses a stay across the closure, from its first night to its last, across the year end", () => {
    expect(stay("2026-12-28", "2026-12-31")).toMatchObject({ kind: "closed", night: "2026-12-30", reason: arbaeen.reason });
    expect(stay("2027-01-01", "2027-01-03")).toMatchObject({ kind: "closed", night: "2027-01-01" });
  });

  it("suggests the nearest open stay of the same length", () => {
    expect(stay("2026-12-29", "2026-12-31")).toMatchObject({ suggestion: { checkIn: "2026-12-28", checkOut: "2026-12-30" } });
  });

  it("closes only the room type a closure names", () => {
    const other = { ...arbaeen, roomTypeId: "standardroom001" };
    expect(
      stayProblem({ checkIn: "2026-12-29", checkOut: "2026-12-31", roomTypeId: ROOM }, { seasons: [], closures: [other] }, today),
    ).toBeNull();
    expect(closuresFor(ROOM, [other, arbaeen], today)).toEqual([arbaeen]);
  });
});

describe("minimum stays", () => {
  it("applies to stays arriving during the season, and says from when to check out", () => {
    expect(stay("2027-01-10", "2027-01-12")).toEqual({ kind: "minStay", arrival: "2027-01-10", minNights: 3, checkOut: "2027-01-13" });
    expect(stay("2027-01-10", "2027-01-13")).toBeNull();
    // Arriving the night before the season: the rule is the arrival night's.
    expect(stay("2027-01-09", "2027-01-11")).toBeNull();
  });
});

describe("the shared booking schema", () => {
  const values = {
    checkIn: "2026-12-29",
    checkOut: "2026-12-31",
    roomLines: [{ roomType: "deluxe", rooms: 1, adults: 2, children: 0 }],
    firstName: "Zainab",
    lastName: "Al-Basri",
    phone: "0780 123 4567",
    breakfast: false,
  };
  const schema = bookingSchema({ today, roomTypes: [{ id: ROOM, slug: "deluxe", adults: 2, children: 1 }], stayRules: rules });

  it("refuses a stay across a closed night, and one shorter than the minimum, on the dates", () => {
    expect(schema.safeParse(values).error?.issues).toContainEqual(expect.objectContaining({ path: ["checkOut"], message: "nightClosed" }));
    const short = schema.safeParse({ ...values, checkIn: "2027-01-10", checkOut: "2027-01-11" });
    expect(short.error?.issues).toContainEqual(expect.objectContaining({ path: ["checkOut"], message: "minStay" }));
    expect(schema.safeParse({ ...values, checkIn: "2027-01-10", checkOut: "2027-01-13" }).success).toBe(true);
  });

  it("checks the closed nights of every room type in the request, not only the first", () => {
    const twin = { id: "twinroom0000001", slug: "twin", adults: 2, children: 0 };
    const closedTwin = { ...arbaeen, roomTypeId: twin.id };
    const both = bookingSchema({
      today,
      roomTypes: [{ id: ROOM, slug: "deluxe", adults: 2, children: 1 }, twin],
      stayRules: { seasons: [], closures: [closedTwin] },
    });
    const request = { ...values, roomLines: [...values.roomLines, { roomType: "twin", rooms: 1, adults: 2, children: 0 }] };
    expect(both.safeParse(request).error?.issues).toContainEqual(expect.objectContaining({ path: ["checkOut"], message: "nightClosed" }));
    expect(both.safeParse(values).success).toBe(true);
  });
});

describe("seasons with the Wedding Offer and breakfast", () => {
  it("discounts the second night at its seasonal price, then adds breakfast at its own price", () => {
    const price = computePrice({
      checkIn: "2027-01-09",
      roomTypeId: ROOM,
      seasons: [eid],
      nights: 2,
      rooms: 1,
      guests: 2,
      breakfast: true,
      nightlyPrice: 150_000,
      breakfastCost: 15_000,
      currency: "IQD",
      offer: { id: "wedding", discountPercent: 10, discountNight: 2, minNights: 2 },
    });
    expect(price.lines.filter((l) => l.kind === "room")).toEqual([
      { kind: "room", nights: 1, rooms: 1, unitPrice: 150_000, amount: 150_000, firstNight: "2027-01-09" },
      { kind: "room", nights: 1, rooms: 1, unitPrice: 200_000, amount: 200_000, firstNight: "2027-01-10", season: "Eid" },
    ]);
    expect(price.discount).toBe(20_000);
    expect(price.total).toBe(350_000 - 20_000 + 15_000 * 2 * 2);
  });
});

describe("the 'From' price", () => {
  it("is the cheapest open night within 12 months, and null when every night is closed", () => {
    const sale = { ...eid, id: "s2", nightlyPrice: null, percentChange: -20, minStay: 0 };
    expect(lowestNightlyPrice(150_000, ROOM, { seasons: [sale], closures: [] }, today)).toBe(120_000);
    // The sale's nights closed: the room's own price again.
    expect(
      lowestNightlyPrice(
        150_000,
        ROOM,
        { seasons: [sale], closures: [{ ...arbaeen, firstNight: "2027-01-10", lastNight: "2027-01-12" }] },
        today,
      ),
    ).toBe(150_000);
    const allYear = { ...arbaeen, firstNight: "2026-12-01", lastNight: "2027-12-31" };
    expect(lowestNightlyPrice(150_000, ROOM, { seasons: [], closures: [allYear] }, today)).toBeNull();
  });
});
