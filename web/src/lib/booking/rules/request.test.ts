import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { priceStay } from "./pricing";
import { priceRequest, type BookingRequest, type RequestContext } from "./request";

const TODAY = "2026-12-28";
const DELUXE = { id: "deluxe000000001", slug: "deluxe", adults: 2, children: 1, roomCount: 3, pricePerNight: 100_000 };
const TWIN = { id: "twin00000000001", slug: "twin", adults: 2, children: 0, roomCount: 2, pricePerNight: 80_000 };

const context: RequestContext = {
  today: TODAY,
  breakfastCost: 10_000,
  currency: "IQD",
  roomTypes: [DELUXE, TWIN],
  extras: [{ id: "pickup000000001", pricing: "per_stay", price: 35_000 }],
  offer: { id: "offer0000000001", roomTypeId: TWIN.id, discountPercent: 50, discountNight: 2, minNights: 2, includes: "A dinner" },
  rules: { seasons: [], closures: [] },
  availability: {
    first: TODAY,
    free: { [DELUXE.id]: [3, 3, 3, 3, 3, 3, 0, 3], [TWIN.id]: [2, 2, 2, 2, 2, 2, 2, 2] },
    roomTypeIds: [DELUXE.id, TWIN.id],
  },
};

// Across the year's end: 30 December to 2 January.
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  checkIn: "2026-12-30",
  checkOut: "2027-01-02",
  lines: [{ roomTypeId: DELUXE.id, rooms: 1, adults: 2, children: 1 }],
  extras: [],
  offerId: "",
  breakfast: false,
  ...overrides,
});

describe("priceRequest", () => {
  it("prices a request the hotel can take as priceStay does, with its nights", () => {
    const lines = [
      { roomTypeId: DELUXE.id, rooms: 1, adults: 2, children: 1 },
      { roomTypeId: TWIN.id, rooms: 1, adults: 2, children: 0 },
    ];
    const result = priceRequest(request({ lines, extras: ["pickup000000001"], offerId: "offer0000000001", breakfast: true }), context);
    expect(result.refusals).toEqual([]);
    expect(result.nights).toBe(3);
    const expected = priceStay({
      checkIn: "2026-12-30",
      nights: 3,
      lines: [
        { roomTypeId: DELUXE.id, rooms: 1, guests: 3, nightlyPrice: 100_000 },
        { roomTypeId: TWIN.id, rooms: 1, guests: 2, nightlyPrice: 80_000 },
      ],
      breakfast: true,
      breakfastCost: 10_000,
      currency: "IQD",
      offer: context.offer,
      extras: context.extras,
    });
    expect(result.price).toEqual(expected);
    expect(result.total).toBe(expected.total);
  });

  it("refuses unordered dates alone, and a past arrival and a long stay together", () => {
    expect(priceRequest(request({ checkOut: "2026-12-30" }), context).refusals).toEqual([
      { field: "checkOut", code: "checkOutBeforeCheckIn" },
    ]);
    const refusals = priceRequest(request({ checkIn: addDays(TODAY, -1), checkOut: addDays(TODAY, 31) }), context).refusals;
    expect(refusals).toEqual([
      { field: "checkIn", code: "dateInPast" },
      { field: "checkOut", code: "stayTooLong" },
    ]);
  });

  it("judges nothing more once a line is for a room type it does not offer, or does not fit its type", () => {
    const unknown = request({ lines: [{ roomTypeId: "draft0000000001", rooms: 1, adults: 1, children: 0 }], extras: ["gone00000000001"] });
    expect(priceRequest(unknown, context)).toMatchObject({
      price: null,
      refusals: [{ field: "roomLines", code: "roomUnknown", line: 0, lineField: "roomType" }],
    });
    const crowded = request({ lines: [{ roomTypeId: DELUXE.id, rooms: 4, adults: 9, children: 0 }], offerId: "gone00000000001" });
    expect(priceRequest(crowded, context).refusals).toEqual([
      { field: "roomLines", line: 0, code: "roomsRange", lineField: "rooms", limit: 3 },
      { field: "roomLines", line: 0, code: "tooManyAdults", lineField: "adults", limit: 8 },
    ]);
  });

  it("refuses an offer and an extra guests cannot book, the offer first, as the form reports them", () => {
    expect(priceRequest(request({ offerId: "gone00000000001", extras: ["gone00000000001"] }), context).refusals).toEqual([
      { field: "offer", code: "offerUnavailable" },
      { field: "extras", code: "extraUnavailable", extraId: "gone00000000001" },
    ]);
    expect(priceRequest(request({ offerId: "offer0000000001" }), context).refusals).toEqual([
      { field: "offer", code: "offerRoomMismatch" },
    ]);
  });

  it("refuses a full night on the night it falls, naming the types still free, and a short stay on check-out", () => {
    // The deluxe's rooms are all held on the night of 3 January.
    const full = priceRequest(request({ checkIn: "2027-01-02", checkOut: "2027-01-05" }), context).refusals;
    expect(full).toMatchObject([
      { field: "checkOut", code: "nightFull", roomTypeId: DELUXE.id, stay: { kind: "full", night: "2027-01-03", freeTypes: [TWIN.id] } },
    ]);
    const onArrival = priceRequest(request({ checkIn: "2027-01-03", checkOut: "2027-01-04" }), context).refusals;
    expect(onArrival).toMatchObject([{ field: "checkIn", code: "nightFull" }]);
    const season = {
      id: "s1",
      name: "New Year",
      roomTypeId: null,
      firstNight: "2026-12-30",
      lastNight: "2026-12-31",
      nightlyPrice: null,
      percentChange: 0,
      priority: 0,
      minStay: 4,
    };
    const short = priceRequest(request(), { ...context, rules: { seasons: [season], closures: [] } }).refusals;
    expect(short).toMatchObject([{ field: "checkOut", code: "minStay", stay: { kind: "minStay", minNights: 4, checkOut: "2027-01-03" } }]);
  });
});
