// The server's price check with seasonal rates and closed nights, against a
// real PocketBase: a crafted request that ignores a closure, a minimum stay or
// a season is refused (and nothing is stored); one that agrees is stored with
// the seasonal total. The site reads rates through the public rules, as the
// service account, like a guest: drafts do not count.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { ruleNights } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { submitBooking, type SubmitBookingContext } from "@/lib/booking/submit";
import type { BookingFixtures } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let ctx: SubmitBookingContext;

const today = hotelToday();
// Far from the seeded season and closure (days 21–27 and 45–46).
const SEASON_FIRST = addDays(today, 100);
const CLOSED_FIRST = addDays(today, 120);

const request = (checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) =>
  bookingInput({ checkIn, checkOut, firstName: "Crafted", lastName: "Request", ...extra });

async function stays(lastName: string) {
  return (await admin.collection("booking_requests").getList(1, 1, { filter: admin.filter("last_name = {:n}", { n: lastName }) }))
    .totalItems;
}

beforeAll(async () => {
  ({ pb, admin, fixtures, ctx } = await startBookingSite({ clientKey: "int-rates" }));
  await admin.collection("seasonal_rates").create({
    name_ar: "كأس الخليج",
    name_en: "Gulf Cup",
    ...ruleNights(SEASON_FIRST, addDays(SEASON_FIRST, 4)),
    room_type: fixtures.rooms.deluxe.id,
    nightly_price: 400_000,
    priority: 2,
    min_stay: 3,
  });
  await admin.collection("closures").create({
    reason_ar: "مغلق للصيانة",
    reason_en: "Closed for maintenance",
    ...ruleNights(CLOSED_FIRST, addDays(CLOSED_FIRST, 1)),
  });
  // A draft closure: staff are still working on it, guests can still book.
  await admin.collection("closures").create({
    reason_ar: "مسودة",
    reason_en: "Draft closure",
    ...ruleNights(addDays(CLOSED_FIRST, 10), addDays(CLOSED_FIRST, 12), false),
  });
});

afterAll(async () => {
  await pb?.stop();
});

describe("the server's check of a crafted request", { tags: ["calendar"] }, () => {
  it("refuses a stay across a closed night, says which and why, suggests open dates, and stores nothing", async () => {
    const result = await submitBooking(request(addDays(CLOSED_FIRST, -1), addDays(CLOSED_FIRST, 1), { lastName: "Closed" }), ctx);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { checkOut: "nightClosed" },
      stay: {
        kind: "closed",
        night: CLOSED_FIRST,
        reason: "Closed for maintenance",
        suggestion: { checkIn: addDays(CLOSED_FIRST, -2), checkOut: CLOSED_FIRST },
      },
    });
    expect(await stays("Closed")).toBe(0);
  });

  it("refuses a stay across a night confirmed requests fill, naming the types still free and the nearest free dates, and stores nothing", async () => {
    const night = addDays(today, 150);
    const deluxe = fixtures.rooms.deluxe;
    // Every deluxe room confirmed for that night, in requests of at most 20 rooms (a request's limit).
    const held: string[] = [];
    for (let left = deluxe.roomCount, i = 1; left > 0; left -= 20, i++) {
      const rooms = Math.min(20, left);
      const record = await admin.collection("booking_requests").create({
        reference: `PHONE-FULL-${i}`,
        status: "confirmed",
        locale: "en",
        check_in: `${night} 00:00:00.000Z`,
        check_out: `${addDays(night, 1)} 00:00:00.000Z`,
        nights: 1,
        guests: rooms,
        rooms,
        first_name: "Staff",
        last_name: "Phone",
        phone: "+9647801234567",
        room_type: deluxe.id,
        total_price: 1,
        currency: "IQD",
      });
      held.push(record.id);
    }
    try {
      const result = await submitBooking(request(addDays(night, -1), addDays(night, 1), { lastName: "Full" }), ctx);
      const others = Object.entries(fixtures.rooms)
        .filter(([slug]) => slug !== "deluxe")
        .map(([, room]) => room.id);
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { checkOut: "nightFull" },
        stay: { kind: "full", night, suggestion: { checkIn: addDays(night, -2), checkOut: night } },
      });
      expect(result.ok ? [] : result.stay?.kind === "full" ? [...result.stay.freeTypes].sort() : []).toEqual([...others].sort());
      expect(await stays("Full")).toBe(0);
    } finally {
      for (const id of held) await admin.collection("booking_requests").delete(id);
    }
    // Once the rooms are free again, the same stay is taken.
    expect((await submitBooking(request(addDays(night, -1), addDays(night, 1), { lastName: "Full" }), ctx)).ok).toBe(true);
  });

  it("lets a guest leave on the morning of the first closed night", async () => {
    const result = await submitBooking(request(addDays(CLOSED_FIRST, -2), CLOSED_FIRST, { lastName: "Morning" }), ctx);
    expect(result.ok).toBe(true);
  });

  it("ignores a closure staff have not published", async () => {
    const result = await submitBooking(request(addDays(CLOSED_FIRST, 10), addDays(CLOSED_FIRST, 12), { lastName: "Draft" }), ctx);
    expect(result.ok).toBe(true);
  });

  it("refuses a stay shorter than the season's minimum, saying from when to check out", async () => {
    const result = await submitBooking(request(SEASON_FIRST, addDays(SEASON_FIRST, 2), { lastName: "Short" }), ctx);
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { checkOut: "minStay" },
      stay: { kind: "minStay", minNights: 3, checkOut: addDays(SEASON_FIRST, 3) },
    });
    expect(await stays("Short")).toBe(0);
  });

  it("refuses the room's own price for season nights, with the seasonal breakdown", async () => {
    const flat = 3 * fixtures.rooms.deluxe.price;
    const result = await submitBooking(
      request(addDays(SEASON_FIRST, -1), addDays(SEASON_FIRST, 2), { total: flat, lastName: "Flat" }),
      ctx,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ total: "priceChanged" });
    expect(result.price?.total).toBe(fixtures.rooms.deluxe.price + 2 * 400_000);
    expect(result.price?.lines.filter((l) => l.kind === "room")).toEqual([
      {
        kind: "room",
        nights: 1,
        rooms: 1,
        unitPrice: fixtures.rooms.deluxe.price,
        amount: fixtures.rooms.deluxe.price,
        firstNight: addDays(SEASON_FIRST, -1),
        roomTypeId: fixtures.rooms.deluxe.id,
      },
      {
        kind: "room",
        nights: 2,
        rooms: 1,
        unitPrice: 400_000,
        amount: 800_000,
        firstNight: SEASON_FIRST,
        season: "Gulf Cup",
        roomTypeId: fixtures.rooms.deluxe.id,
      },
    ]);
    expect(await stays("Flat")).toBe(0);
  });

  it("stores a request whose total follows the season, in dinars, with the breakdown", async () => {
    const total = 3 * 400_000;
    const result = await submitBooking(request(SEASON_FIRST, addDays(SEASON_FIRST, 3), { total, lastName: "Seasonal" }), ctx);
    expect(result.ok).toBe(true);
    const record = await admin.collection("booking_requests").getFirstListItem(admin.filter("last_name = {:n}", { n: "Seasonal" }));
    expect(record).toMatchObject({ total_price: total, currency: "IQD", nights: 3 });
    expect(record.price_breakdown.lines[0]).toMatchObject({ season: "Gulf Cup", unitPrice: 400_000 });
  });

  it("prices other room types at their own price on the Deluxe's season nights", async () => {
    const result = await submitBooking(
      request(SEASON_FIRST, addDays(SEASON_FIRST, 1), {
        roomLines: [{ roomType: "twin", rooms: 1, adults: 2, children: 0 }],
        lastName: "Twin",
      }),
      ctx,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.price.total).toBe(fixtures.rooms.twin.price);
  });
});

describe("GET /api/site/booking-context (the server's one read per submit)", () => {
  const path = (query: Record<string, string>) => `${pb.url}/api/site/booking-context?${new URLSearchParams(query)}`;
  const window = { roomTypes: "deluxe", first: `${addDays(today, -1)} 00:00:00.000Z`, last: `${addDays(today, 200)} 00:00:00.000Z` };

  it("answers only the site's service account: not a visitor, not even staff", async () => {
    expect((await fetch(path(window))).status).toBe(401);
    expect((await fetch(path(window), { headers: { authorization: admin.authStore.token } })).status).toBe(403);
  });

  it("shows the service account what its own API rules show it: no draft room, no expired offer, no draft closure", async () => {
    const site = await siteAccountClient(pb);
    const ask = (query: Record<string, string>) =>
      fetch(path(query), { headers: { authorization: site.authStore.token } }).then((r) => r.json());
    const answer = await ask({
      ...window,
      roomTypes: "deluxe,twin",
      extras: fixtures.extras["airport-pickup"].id,
      offer: fixtures.weddingOfferId,
    });
    expect(answer.roomTypes.map((r: { id: string }) => r.id)).toEqual([fixtures.rooms.deluxe.id, fixtures.rooms.twin.id]);
    expect(answer.extras.map((e: { id: string }) => e.id)).toEqual([fixtures.extras["airport-pickup"].id]);
    expect(answer.offer.id).toBe(fixtures.weddingOfferId);
    expect(answer.settings.id).toBe(fixtures.settingsId);
    expect(answer.rules.length).toBeGreaterThan(0);
    expect(answer.rules.every((rule: { published: boolean }) => rule.published)).toBe(true);
    await admin.collection("room_types").update(fixtures.rooms.twin.id, { published: false });
    await admin.collection("extras").update(fixtures.extras["extra-bed"].id, { published: false });
    try {
      const hidden = await ask({ ...window, roomTypes: "twin", extras: fixtures.extras["extra-bed"].id, offer: fixtures.expiredOfferId });
      expect([hidden.roomTypes, hidden.extras, hidden.offer]).toEqual([[], [], null]);
    } finally {
      await admin.collection("room_types").update(fixtures.rooms.twin.id, { published: true });
      await admin.collection("extras").update(fixtures.extras["extra-bed"].id, { published: true });
    }
    expect((await fetch(path({ ...window, first: "1 OR 1=1" }), { headers: { authorization: site.authStore.token } })).status).toBe(400);
  });
});
