// PocketBase's hooks keep the content a booking is checked against (prices,
// rooms, extras, seasons and closures, the settings) between requests
// (pb_hooks/content-cache-lib.js). A save by staff must count from the very
// next booking, on the site's check and on PocketBase's own, against a real
// PocketBase whose hook VMs have already read the content once.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { bookingRecord, pbDay, ruleNights } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { submitBooking, type SubmitBookingContext } from "@/lib/booking/submit";
import type { BookingFixtures } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let ctx: SubmitBookingContext;

const today = hotelToday();
// Far from the seeded seasons and closures.
const CHECK_IN = addDays(today, 200);
const CHECK_OUT = addDays(today, 202);

const request = (extra: Record<string, unknown> = {}) =>
  bookingInput({ checkIn: CHECK_IN, checkOut: CHECK_OUT, firstName: "Cached", lastName: "Content", ...extra });

/** A one-room request sent straight to PocketBase as the site's account would, with `overrides`. */
const crafted = (overrides: Record<string, unknown> = {}) =>
  bookingRecord(CHECK_IN, {
    room_type: fixtures.rooms.deluxe.id,
    room_lines: [{ room_type: fixtures.rooms.deluxe.id, rooms: 1, adults: 2, children: 0 }],
    check_out: pbDay(CHECK_OUT),
    total_price: fixtures.rooms.deluxe.price * 2,
    ...overrides,
  });

/** The site's check and PocketBase's read the content now: every VM the requests borrow has it. */
async function warmUp() {
  for (let i = 0; i < 3; i++) {
    const result = await submitBooking(request({ lastName: `Warm${i}`, total: fixtures.rooms.deluxe.price * 2 }), ctx);
    expect(result.ok).toBe(true);
  }
}

beforeAll(async () => {
  ({ pb, admin, fixtures, ctx } = await startBookingSite({ clientKey: "int-content-change", rateLimits: false }));
});

afterAll(async () => {
  await pb?.stop();
});

describe("a booking after staff change what it is checked against", () => {
  it("is priced at a room's new nightly price, by the site and by PocketBase", async () => {
    await warmUp();
    const old = fixtures.rooms.deluxe.price;
    await admin.collection("room_types").update(fixtures.rooms.deluxe.id, { price_per_night: old + 10_000 });
    try {
      // The guest saw the old total: they are shown the new one first.
      const seen = await submitBooking(request({ lastName: "OldPrice", total: old * 2 }), ctx);
      expect(seen).toMatchObject({ ok: false, fieldErrors: { total: "priceChanged" }, price: { total: (old + 10_000) * 2 } });
      // A request straight to PocketBase with the old total is refused by its own check.
      const site = await siteAccountClient(pb);
      const sent = crafted({ total_price: old * 2 });
      await expect(site.collection("booking_requests").create(sent)).rejects.toMatchObject({ status: 400 });
      expect(await site.collection("booking_requests").create({ ...sent, total_price: (old + 10_000) * 2 })).toHaveProperty("id");
    } finally {
      await admin.collection("room_types").update(fixtures.rooms.deluxe.id, { price_per_night: old });
    }
  });

  it("refuses a room type, an extra or a night staff have just taken off the site", async () => {
    await warmUp();
    const pickup = fixtures.extras["airport-pickup"];
    await admin.collection("extras").update(pickup.id, { published: false });
    try {
      const result = await submitBooking(request({ lastName: "NoPickup", extras: [pickup.id] }), ctx);
      expect(result).toMatchObject({ ok: false, fieldErrors: { extras: "extraUnavailable" } });
    } finally {
      await admin.collection("extras").update(pickup.id, { published: true });
    }

    await warmUp();
    const closure = await admin.collection("closures").create({
      reason_ar: "صيانة",
      reason_en: "Maintenance",
      ...ruleNights(CHECK_IN, CHECK_IN),
    });
    try {
      const result = await submitBooking(request({ lastName: "Closed" }), ctx);
      expect(result).toMatchObject({ ok: false, fieldErrors: { checkIn: "nightClosed" } });
    } finally {
      await admin.collection("closures").delete(closure.id);
    }

    await warmUp();
    await admin.collection("room_types").update(fixtures.rooms.deluxe.id, { published: false });
    try {
      const result = await submitBooking(request({ lastName: "NoDeluxe" }), ctx);
      expect(result.ok).toBe(false);
    } finally {
      await admin.collection("room_types").update(fixtures.rooms.deluxe.id, { published: true });
    }
    expect(
      (
        await admin
          .collection("booking_requests")
          .getList(1, 1, { filter: "last_name ~ 'NoPickup' || last_name ~ 'Closed' || last_name ~ 'NoDeluxe'" })
      ).totalItems,
    ).toBe(0);
  });

  it("finds no room type, extra or offer under a name every JS object has", async () => {
    await warmUp();
    const site = await siteAccountClient(pb);
    for (const id of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const sent = crafted({ extras: [id] });
      await expect(site.collection("booking_requests").create(sent)).rejects.toMatchObject({
        status: 400,
        response: { data: { extras: { code: "extra_unavailable" } } },
      });
      const asRoom = { ...sent, extras: [], room_type: id, room_lines: [{ room_type: id, rooms: 1, adults: 2, children: 0 }] };
      await expect(site.collection("booking_requests").create(asRoom)).rejects.toMatchObject({ status: 400 });
      await expect(site.collection("booking_requests").create({ ...sent, extras: [], offer: id })).rejects.toMatchObject({
        status: 400,
      });
    }
  });

  it("closes online booking the moment staff switch it to phone only", async () => {
    await warmUp();
    await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "phone_only" });
    try {
      expect(await submitBooking(request({ lastName: "PhoneOnly" }), ctx)).toMatchObject({ ok: false, formError: "phoneOnly" });
      const site = await siteAccountClient(pb);
      const sent = crafted();
      await expect(site.collection("booking_requests").create(sent)).rejects.toMatchObject({ status: 400 });
    } finally {
      await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "open" });
    }
  });
});
