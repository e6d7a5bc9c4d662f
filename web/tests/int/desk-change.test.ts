// The desk's change of a stay and its requests by phone, WhatsApp, at the desk
// or by e-mail (issue 48a), against a real PocketBase and SMTP receiver:
// repriced by the site's rules, refused with the full types and nights, the
// guest's page and e-mail following; and who may do it, role by role.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { bookingRecord, pbDay } from "@hotel/pocketbase/testing/booking-fixtures";
import { createMember, memberToken } from "@hotel/pocketbase/testing/desk-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { mintGuestToken } from "@/lib/booking/guest-token";
import { submitBooking, type SubmitBookingContext } from "@/lib/booking/submit";
import { refreshMember } from "@/lib/cms/desk";
import { changeStay, createPhoneRequest, StayRefused, type PhoneRequest, type Stay } from "@/lib/cms/desk-change";
import type { Member } from "@/lib/desk/types";
import { startSmtpReceiver, type BookingFixtures, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let ctx: SubmitBookingContext;
let fixtures: BookingFixtures;
let clerk: Member;
let manager: Member;
let inactiveToken = "";
let siteToken = "";
const today = hotelToday();
const CLIENT = "198.51.100.48";
// Nights of their own for each test, well inside the booking window.
let nextFree = 60;
const freshNights = (length = 2) => {
  const first = addDays(today, nextFree);
  nextFree += length + 3;
  return [first, addDays(first, length)] as const;
};

const record = (id: string) => admin.collection("booking_requests").getOne(id);

async function confirmed(checkIn: string, checkOut: string, rooms = 1, extra: Record<string, unknown> = {}) {
  const room = fixtures.rooms.deluxe.id;
  return admin
    .collection("booking_requests")
    .create(
      bookingRecord(checkIn, {
        status: "confirmed",
        room_type: room,
        check_out: pbDay(checkOut),
        nights: Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000),
        rooms,
        guests: rooms * 2,
        room_lines: [{ room_type: room, rooms, adults: rooms * 2, children: 0 }],
        ...extra,
      }),
    )
    .catch((e: { response?: unknown }) => {
      throw new Error(JSON.stringify(e.response));
    });
}

/** A guest's request through the site, as the booking form sends it (its private link's token is the site's). */
async function guestRequest(checkIn: string, checkOut: string, email = "") {
  const result = await submitBooking(bookingInput({ checkIn, checkOut, email }), ctx);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));
}

const stayOf = (checkIn: string, checkOut: string, overrides: Partial<Stay> = {}): Stay => ({
  checkIn,
  checkOut,
  lines: [{ roomTypeId: fixtures.rooms.deluxe.id, rooms: 1, adults: 2, children: 0 }],
  extras: [],
  breakfast: false,
  offer: "",
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<StayRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StayRefused);
  return error as StayRefused;
}

async function raw(token: string, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = token;
  const res = await fetch(pb.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, ctx, fixtures } = await startBookingSite({
    smtp,
    clientKey: "desk-change-int",
    rateLimits: false,
    env: { SITE_URL: "https://hotel.example.com" },
  }));
  process.env.PB_URL = pb.url;
  // Few enough deluxe rooms that one request can hold them all.
  await admin.collection("room_types").update(fixtures.rooms.deluxe.id, { room_count: 3 });
  fixtures.rooms.deluxe.roomCount = 3;
  clerk = (await refreshMember(await memberToken(admin, (await createMember(admin, "reservations", { name: "Rana" })).id))).member;
  manager = (await refreshMember(await memberToken(admin, (await createMember(admin, "manager", { name: "Muna" })).id))).member;
  const idle = await createMember(admin, "reservations", { name: "Idle" });
  inactiveToken = await memberToken(admin, idle.id);
  await admin.collection("staff").update(idle.id, { active: false });
  const site = new PocketBase(pb.url);
  await site.collection("services").authWithPassword(pb.site.email, pb.site.password);
  siteToken = site.authStore.token;
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

describe("changing a stay", () => {
  it("reprices a confirmed stay by the site's rules, records it, and the guest's page and e-mail follow", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const request = await guestRequest(checkIn, checkOut, "guest-change@example.com");
    const link = mintGuestToken();
    await admin.collection("booking_requests").update(request.id, { status: "confirmed", guest_token_hash: link.hash });
    // What the site prices the new stay at: a guest's request for it, through the booking form.
    const [newIn, newOut] = freshNights(3);
    const reference = await guestRequest(newIn, newOut);

    await changeStay(clerk, request.id, stayOf(newIn, newOut), CLIENT);
    const after = await record(request.id);
    expect(after).toMatchObject({ status: "confirmed", nights: 3, rooms: 1, guests: 2, total_price: reference.total_price });
    expect(after.price_breakdown).toEqual(reference.price_breakdown);
    expect(after.total_price).not.toBe(request.total_price);

    const page = await raw(siteToken, "POST", "/api/site/guest-request", { token: link.token });
    expect(page.json).toMatchObject({ nights: 3, total_price: reference.total_price, price_breakdown: reference.price_breakdown });

    const events = await admin
      .collection("request_events")
      .getFullList({ filter: admin.filter("request = {:id}", { id: request.id }), sort: "created" });
    const change = events.at(-1)!;
    expect(change).toMatchObject({ action: "edited", actor_kind: "staff", via: "desk", client: CLIENT });
    expect(change.fields).toEqual(expect.arrayContaining(["check_in", "check_out", "nights", "total_price"]));
    expect(change.note).toContain(`${newIn} → ${newOut}`);

    const mail = await smtp.waitFor((m) => m.to.includes("guest-change@example.com") && /changed/i.test(m.subject));
    expect(mail.decoded).toContain(request.reference);
  });

  it("refuses a stay on nights that are full, naming the types and nights, and leaves the request as it was", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const mine = await confirmed(checkIn, checkOut);
    const [fullIn, fullOut] = freshNights(3);
    // Every deluxe room taken on the middle night of the new stay.
    await confirmed(addDays(fullIn, 1), addDays(fullIn, 2), fixtures.rooms.deluxe.roomCount);
    const before = await record(mine.id);

    const refused = await refusal(changeStay(clerk, mine.id, stayOf(fullIn, fullOut), CLIENT));
    expect(refused.code).toBe("night_full");
    expect(refused.full).toEqual({ [fixtures.rooms.deluxe.id]: [addDays(fullIn, 1)] });
    expect(await record(mine.id)).toEqual(before);
  });

  it("counts the request's own rooms as free: the last rooms' holder may change its extras and breakfast", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const all = await confirmed(checkIn, checkOut, fixtures.rooms.deluxe.roomCount);
    await changeStay(
      clerk,
      all.id,
      stayOf(checkIn, checkOut, {
        lines: [
          {
            roomTypeId: fixtures.rooms.deluxe.id,
            rooms: fixtures.rooms.deluxe.roomCount,
            adults: 2 * fixtures.rooms.deluxe.roomCount,
            children: 0,
          },
        ],
        breakfast: true,
        extras: [fixtures.extras["airport-pickup"].id],
      }),
      CLIENT,
    );
    const after = await record(all.id);
    expect(after.breakfast).toBe(true);
    expect(after.total_price).toBeGreaterThan(all.total_price as number);
  });

  it("refuses what the booking form refuses: a past arrival, an unknown room, too many guests for the rooms", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const mine = await confirmed(checkIn, checkOut);
    expect((await refusal(changeStay(clerk, mine.id, stayOf(addDays(today, -1), checkOut), CLIENT))).code).toBe("date_in_past");
    const unknown = stayOf(checkIn, checkOut, { lines: [{ roomTypeId: "nosuchroomtype1", rooms: 1, adults: 1, children: 0 }] });
    expect((await refusal(changeStay(clerk, mine.id, unknown, CLIENT))).code).toBe("room_unavailable");
    const crowded = stayOf(checkIn, checkOut, { lines: [{ roomTypeId: fixtures.rooms.deluxe.id, rooms: 1, adults: 9, children: 0 }] });
    expect((await refusal(changeStay(clerk, mine.id, crowded, CLIENT))).code).toBe("too_many_for_room");
  });

  it("refuses the stay of a request that has arrived, and a change of stay and status together", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const mine = await confirmed(checkIn, checkOut);
    const both = await raw(clerk.token, "PATCH", `/api/collections/booking_requests/records/${mine.id}`, {
      status: "cancelled",
      check_out: pbDay(addDays(checkOut, 1)),
    });
    expect(both.status).toBe(400);
    const arrived = await admin
      .collection("booking_requests")
      .create(
        bookingRecord(addDays(today, -1), { status: "arrived", room_type: fixtures.rooms.deluxe.id, check_out: pbDay(addDays(today, 1)) }),
      );
    const late = await raw(clerk.token, "PATCH", `/api/collections/booking_requests/records/${arrived.id}`, {
      check_out: pbDay(addDays(today, 3)),
    });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.json)).toContain("desk_stay_locked");
  });

  it("takes no price, total or derived count from the desk", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const mine = await confirmed(checkIn, checkOut);
    for (const body of [
      { check_out: pbDay(addDays(checkOut, 1)), total_price: 1 },
      { price_breakdown: {} },
      { nights: 9 },
      { rooms: 3 },
      { check_in: "" },
      { check_out: "not a day" },
    ]) {
      const reply = await raw(clerk.token, "PATCH", `/api/collections/booking_requests/records/${mine.id}`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const after = await record(mine.id);
    expect(after.total_price).toBe(mine.total_price);
    expect(after.price_breakdown).toEqual(mine.price_breakdown);
  });

  describe("who may change a stay", () => {
    const cases: [string, () => string, number][] = [
      ["reservations", () => clerk.token, 200],
      ["manager", () => manager.token, 200],
      ["a disabled member", () => inactiveToken, 404],
      ["the site's account", () => siteToken, 404],
      ["anonymous", () => "", 404],
    ];
    it.each(cases)("%s", async (_who, token, status) => {
      const [checkIn, checkOut] = freshNights(2);
      const mine = await confirmed(checkIn, checkOut);
      const reply = await raw(token(), "PATCH", `/api/collections/booking_requests/records/${mine.id}`, {
        check_out: pbDay(addDays(checkOut, 1)),
      });
      expect([status, status === 404 ? 403 : status]).toContain(reply.status);
      expect((await record(mine.id)).nights).toBe(status === 200 ? 3 : 2);
    });

    it("a guest with their private link's token changes nothing: the site's routes read and cancel only", async () => {
      const [checkIn, checkOut] = freshNights(2);
      const link = mintGuestToken();
      const mine = await guestRequest(checkIn, checkOut);
      await admin.collection("booking_requests").update(mine.id, { guest_token_hash: link.hash });
      const reply = await raw("", "PATCH", `/api/collections/booking_requests/records/${mine.id}`, {
        guest_token: link.token,
        check_out: pbDay(addDays(checkOut, 1)),
      });
      expect([403, 404]).toContain(reply.status);
      const asSite = await raw(siteToken, "POST", "/api/site/guest-request", { token: link.token, check_out: pbDay(addDays(checkOut, 1)) });
      expect(asSite.status).toBe(200);
      expect((await record(mine.id)).nights).toBe(2);
    });
  });
});

describe("a request by phone, WhatsApp, at the desk or by e-mail", () => {
  const phoneRequest = (checkIn: string, checkOut: string, overrides: Partial<PhoneRequest> = {}): PhoneRequest => ({
    ...stayOf(checkIn, checkOut),
    source: "phone",
    locale: "ar",
    firstName: "حسين",
    lastName: "الموسوي",
    phone: "+9647805550101",
    email: "",
    confirm: false,
    ...overrides,
  });

  it("takes one without an e-mail, confirmed at once, priced by PocketBase, its private link opening the guest's page", async () => {
    const [checkIn, checkOut] = freshNights(2);
    const reference = await guestRequest(checkIn, checkOut);
    const made = await createPhoneRequest(clerk, phoneRequest(checkIn, checkOut, { confirm: true }), CLIENT);
    const stored = await record(made.id);
    expect(stored).toMatchObject({
      status: "confirmed",
      source: "phone",
      email: "",
      total_price: reference.total_price,
      decided_by: clerk.email,
    });
    expect(stored.price_breakdown).toEqual(reference.price_breakdown);
    expect(stored.guest_token_hash).not.toBe("");
    expect(JSON.stringify(stored)).not.toContain(made.token);
    const page = await raw(siteToken, "POST", "/api/site/guest-request", { token: made.token });
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ reference: made.reference, status: "confirmed", total_price: reference.total_price });
    const created = await admin.collection("request_events").getFirstListItem(admin.filter("request = {:id}", { id: made.id }));
    expect(created).toMatchObject({ action: "created", to_status: "confirmed", actor_kind: "staff", via: "desk" });
    // The website's own requests say so, whatever they send.
    expect(reference.source).toBe("website");
  });

  it("takes every source; a manager may too", async () => {
    for (const source of ["whatsapp", "walk_in", "email"] as const) {
      const [checkIn, checkOut] = freshNights(1);
      const made = await createPhoneRequest(manager, phoneRequest(checkIn, checkOut, { source, email: "walkin@example.com" }), CLIENT);
      expect((await record(made.id)).source).toBe(source);
    }
  });

  it("takes one while the website's booking is switched off (phone only), which the site's account is refused", async () => {
    await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "phone_only" });
    try {
      const [checkIn, checkOut] = freshNights(2);
      const made = await createPhoneRequest(clerk, phoneRequest(checkIn, checkOut), CLIENT);
      expect((await record(made.id)).status).toBe("new");
      const [siteIn, siteOut] = freshNights(2);
      const room = fixtures.rooms.deluxe.id;
      const reply = await raw(
        siteToken,
        "POST",
        "/api/collections/booking_requests/records",
        bookingRecord(siteIn, {
          room_type: room,
          check_out: pbDay(siteOut),
          room_lines: [{ room_type: room, rooms: 1, adults: 2, children: 0 }],
        }),
      );
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.json)).toContain("not open");
    } finally {
      await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "open" });
    }
  });

  it("refuses confirming at once on a full night, naming the type and night", async () => {
    const [checkIn, checkOut] = freshNights(2);
    await confirmed(checkIn, addDays(checkIn, 1), fixtures.rooms.deluxe.roomCount);
    const refused = await refusal(createPhoneRequest(clerk, phoneRequest(checkIn, checkOut, { confirm: true }), CLIENT));
    expect(refused.code).toBe("night_full");
    expect(refused.full).toEqual({ [fixtures.rooms.deluxe.id]: [checkIn] });
  });

  it("refuses what the booking form refuses: no phone, a name without a letter, a stay too long", async () => {
    const [checkIn, checkOut] = freshNights(2);
    expect((await refusal(createPhoneRequest(clerk, phoneRequest(checkIn, checkOut, { phone: "" }), CLIENT))).field).toBe("phone");
    expect((await refusal(createPhoneRequest(clerk, phoneRequest(checkIn, checkOut, { firstName: "123" }), CLIENT))).field).toBe(
      "first_name",
    );
    expect((await refusal(createPhoneRequest(clerk, phoneRequest(checkIn, addDays(checkIn, 400)), CLIENT))).field).toBe("check_out");
  });

  describe("who may make one", () => {
    const body = (overrides: Record<string, unknown> = {}) => {
      const [checkIn, checkOut] = freshNights(2);
      const room = fixtures.rooms.deluxe.id;
      return {
        ...bookingRecord(checkIn, {
          room_type: room,
          check_out: pbDay(checkOut),
          room_lines: [{ room_type: room, rooms: 1, adults: 2, children: 0 }],
        }),
        source: "phone",
        ...overrides,
      };
    };
    const count = async () => (await admin.collection("booking_requests").getList(1, 1)).totalItems;
    const cases: [string, () => string, Record<string, unknown>, number][] = [
      ["a disabled member", () => inactiveToken, {}, 400],
      ["anonymous", () => "", {}, 400],
      ["the site's account naming a source", () => siteToken, {}, 400],
      ["the site's account confirming", () => siteToken, { source: undefined, status: "confirmed" }, 400],
      ["a member without a source", () => clerk.token, { source: "" }, 400],
      ["a member saying it came from the website", () => clerk.token, { source: "website" }, 400],
      ["a member creating it arrived", () => clerk.token, { status: "arrived" }, 400],
      ["a member setting staff's fields", () => clerk.token, { staff_notes: "x", decided_by: "someone" }, 400],
    ];
    it.each(cases)("refuses %s", async (_who, token, overrides, status) => {
      const before = await count();
      const reply = await raw(token(), "POST", "/api/collections/booking_requests/records", body(overrides));
      expect(reply.status).toBe(status);
      expect(await count()).toBe(before);
    });
  });
});
