// What the site's service account can store, with its own token and no site
// in between: PocketBase refuses what the site's forms and server would (a
// wrong total, too many rooms or guests, a draft room, a forged breakdown,
// staff's fields, closed nights, invisible characters in names, a name with
// no letter, a phone number too short) and still takes a correct request.
// The account's token lives 5 minutes and cannot be refreshed. Staff
// (superusers) are not bound by the guest's rules.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import {
  addDays,
  basraToday,
  bookingRecord,
  nextReference,
  pbDay,
  roomTypeBody,
  ruleNights,
  settingsBody,
} from "../../testing/booking-fixtures";

type Body = Record<string, unknown>;

let server: PocketBaseServer;
let admin: PocketBase;
let siteToken = "";
let roomId = "";
let draftRoomId = "";
let offerId = "";
let draftOfferId = "";
let settingsId = "";
let twinId = "";
let pickupId = "";
let draftExtraId = "";
const PICKUP = 35_000;
const TWIN_PRICE = 120_000;

const today = basraToday();

const PRICE = 150_000;
const BREAKFAST = 25_000;
const CHECK_IN = addDays(today, 10);
const CLOSED = addDays(today, 40);

/**
 * A request the site would send: 1 room, 2 guests, 2 nights at the room's own price, no breakfast.
 * Its room line follows room_type, rooms and guests unless the test gives room_lines.
 */
function valid(extra: Body = {}): Body {
  const line = { room_type: extra.room_type ?? roomId, rooms: extra.rooms ?? 1, adults: extra.guests ?? 2, children: 0 };
  return bookingRecord(CHECK_IN, {
    room_lines: [line],
    email: "",
    room_type: roomId,
    offer: "",
    breakfast: false,
    total_price: 2 * PRICE,
    ...extra,
  });
}

const line = (room_type: string, rooms: number, adults: number, children = 0) => ({ room_type, rooms, adults, children });

const breakdownOf = (total: number, nights = 2) => ({
  lines: [{ kind: "room", nights, rooms: 1, unitPrice: PRICE, amount: total, firstNight: CHECK_IN, roomTypeId: roomId }],
  subtotal: total,
  discount: 0,
  breakfast: 0,
  extras: 0,
  total,
  currency: "IQD",
});

async function post(collection: string, body: Body, token = siteToken) {
  const res = await fetch(`${server.url}/api/collections/${collection}/records`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { id?: string; data?: Record<string, { code: string; message: string }> } };
}

async function count(collection: string): Promise<number> {
  return (await admin.collection(collection).getList(1, 1)).totalItems;
}

/** Posts as the site's account and expects a 400 naming `fields`, with nothing stored. */
async function expectRefused(collection: string, body: Body, fields: string[]) {
  const before = await count(collection);
  const reply = await post(collection, body);
  expect(reply.status, JSON.stringify(reply.json)).toBe(400);
  for (const field of fields) {
    expect(reply.json.data?.[field], `error on ${field}: ${JSON.stringify(reply.json)}`).toMatchObject({
      message: expect.stringMatching(/\S/),
    });
  }
  expect(await count(collection), "nothing stored").toBe(before);
  return reply.json;
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  // Dozens of creates from one address in seconds: the limiter is rate-limits.test.ts's subject, not this file's.
  await admin.settings.update({ rateLimits: { enabled: false } });

  const room = (slug: string, published: boolean) => roomTypeBody(slug, { price_per_night: PRICE, published });
  settingsId = (await admin.collection("settings").create(settingsBody({ breakfast_cost: BREAKFAST }))).id;
  roomId = (await admin.collection("room_types").create(room("deluxe", true))).id;
  twinId = (await admin.collection("room_types").create({ ...room("twin", true), children: 0, price_per_night: TWIN_PRICE })).id;
  const extra = (slug: string, published: boolean) => ({
    slug,
    name_ar: "استقبال",
    name_en: "Pickup",
    pricing: "per_stay",
    price: PICKUP,
    published,
  });
  pickupId = (await admin.collection("extras").create(extra("airport-pickup", true))).id;
  draftExtraId = (await admin.collection("extras").create(extra("draft-pickup", false))).id;
  draftRoomId = (await admin.collection("room_types").create(room("draft-suite", false))).id;
  const offer = (slug: string, published: boolean) => ({
    slug,
    title_ar: `عرض ${slug}`,
    title_en: `Offer ${slug}`,
    summary_ar: "ملخص.",
    summary_en: "Summary.",
    body_ar: "<p>نص.</p>",
    body_en: "<p>Text.</p>",
    discount_percent: 50,
    discount_night: 2,
    min_nights: 2,
    includes_ar: "عشاء",
    includes_en: "A dinner",
    published,
  });
  offerId = (await admin.collection("offers").create(offer("second-night", true))).id;
  draftOfferId = (await admin.collection("offers").create(offer("draft-offer", false))).id;
  await admin.collection("closures").create({
    reason_ar: "صيانة",
    reason_en: "Maintenance",
    ...ruleNights(CLOSED, addDays(CLOSED, 1)),
  });
  await admin.collection("seasonal_rates").create({
    name_ar: "عيد",
    name_en: "Eid",
    ...ruleNights(addDays(today, 60), addDays(today, 64)),
    percent_change: 20,
    min_stay: 3,
  });

  siteToken = (await siteAccountClient(server)).authStore.token;
});

afterAll(async () => {
  await server?.stop();
});

describe("a booking request from the site's account", () => {
  it("is stored when it is what the site sends, with PocketBase's own breakdown", async () => {
    const reply = await post("booking_requests", valid());
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const saved = await admin.collection("booking_requests").getOne(reply.json.id!);
    expect(saved.total_price).toBe(2 * PRICE);
    expect(saved.price_breakdown).toEqual(breakdownOf(2 * PRICE));
  });

  it("is stored with its breakdown when the breakdown is the one the site computes (an offer, breakfast, seasons)", async () => {
    // 3 nights from day 59: one night at the room's price, two in the +20 % season; the offer halves night 2.
    const checkIn = addDays(today, 59);
    const seasonal = PRICE + PRICE / 5;
    const breakfast = BREAKFAST * 2 * 3;
    const discount = seasonal / 2;
    const breakdown = {
      lines: [
        { kind: "room", nights: 1, rooms: 1, unitPrice: PRICE, amount: PRICE, firstNight: checkIn, roomTypeId: roomId },
        {
          kind: "room",
          nights: 2,
          rooms: 1,
          unitPrice: seasonal,
          amount: 2 * seasonal,
          firstNight: addDays(checkIn, 1),
          season: "Eid",
          roomTypeId: roomId,
        },
        { kind: "discount", offerId, percent: 50, night: 2, amount: discount, roomTypeId: roomId },
        { kind: "breakfast", guests: 2, nights: 3, unitPrice: BREAKFAST, amount: breakfast },
        { kind: "included", offerId, text: "A dinner" },
      ],
      subtotal: PRICE + 2 * seasonal,
      discount,
      breakfast,
      extras: 0,
      total: PRICE + 2 * seasonal - discount + breakfast,
      currency: "IQD",
    };
    const body = valid({
      check_in: pbDay(checkIn),
      check_out: pbDay(addDays(checkIn, 3)),
      nights: 3,
      offer: offerId,
      breakfast: true,
      total_price: breakdown.total,
      price_breakdown: breakdown,
    });
    const reply = await post("booking_requests", body);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect((await admin.collection("booking_requests").getOne(reply.json.id!)).price_breakdown).toEqual(breakdown);
  });

  it("refuses the attacker's request: total 1 for 20 rooms × 4 nights, 60 guests, a draft room, a forged breakdown, staff's notes", async () => {
    const reply = await expectRefused(
      "booking_requests",
      valid({
        check_out: pbDay(addDays(CHECK_IN, 4)),
        nights: 4,
        rooms: 20,
        guests: 60,
        room_type: draftRoomId,
        total_price: 1,
        price_breakdown: { lines: [], subtotal: 1, discount: 0, breakfast: 0, total: 1, currency: "IQD" },
        staff_notes: "PAID IN FULL - manager approved",
      }),
      ["room_lines", "staff_notes"],
    );
    expect(reply.data?.staff_notes?.code).toBe("staff_only");
  });

  it("refuses the attacker's request with status confirmed too", async () => {
    await expectRefused(
      "booking_requests",
      valid({
        rooms: 20,
        guests: 60,
        room_type: draftRoomId,
        total_price: 1,
        status: "confirmed",
        staff_notes: "PAID IN FULL - manager approved",
      }),
      [],
    );
  });

  const alone: [string, () => Body, string][] = [
    ["a total of 1", () => valid({ total_price: 1 }), "total_price"],
    ["a total one dinar off", () => valid({ total_price: 2 * PRICE - 1 }), "total_price"],
    ["20 rooms (the hotel has 5 of the type)", () => valid({ rooms: 20, guests: 20, total_price: 20 * 2 * PRICE }), "room_lines"],
    ["60 guests in one room", () => valid({ guests: 60 }), "room_lines"],
    ["a draft room type", () => valid({ room_type: draftRoomId }), "room_lines"],
    ["an unknown room type", () => valid({ room_type: "abcdefghijklmno" }), "room_lines"],
    [
      "3 adults in a room for 2 (and a child)",
      () => valid({ room_lines: [{ room_type: roomId, rooms: 1, adults: 3, children: 0 }], guests: 3 }),
      "room_lines",
    ],
    ["a room type in two lines", () => valid({ room_lines: [line(roomId, 1, 1), line(roomId, 1, 1)], rooms: 2 }), "room_lines"],
    ["0 rooms in a line", () => valid({ room_lines: [line(roomId, 0, 2)], rooms: 0 }), "room_lines"],
    ["no room lines", () => valid({ room_lines: [] }), "room_lines"],
    ["a thousand room lines", () => valid({ room_lines: Array.from({ length: 1000 }, () => line(roomId, 1, 1)) }), "room_lines"],
    ["rooms that are not the lines' total", () => valid({ room_lines: [line(roomId, 1, 2)], rooms: 3, guests: 3 }), "rooms"],
    ["a first room type that is not the first line's", () => valid({ room_lines: [line(roomId, 1, 2)], room_type: twinId }), "room_type"],
    ["a draft extra", () => valid({ extras: [draftExtraId], total_price: 2 * PRICE + PICKUP }), "extras"],
    ["an extra that does not exist", () => valid({ extras: ["abcdefghijklmno"], total_price: 2 * PRICE + PICKUP }), "extras"],
    ["the same extra twice", () => valid({ extras: [pickupId, pickupId], total_price: 2 * PRICE + 2 * PICKUP }), "extras"],
    ["an extra left out of the total", () => valid({ extras: [pickupId] }), "total_price"],
    [
      "an extra at a forged price in the breakdown",
      () =>
        valid({
          extras: [pickupId],
          total_price: 2 * PRICE + 1,
          price_breakdown: {
            ...breakdownOf(2 * PRICE),
            lines: [
              ...breakdownOf(2 * PRICE).lines,
              { kind: "extra", extraId: pickupId, pricing: "per_stay", quantity: 1, unitPrice: 1, amount: 1 },
            ],
            extras: 1,
            total: 2 * PRICE + 1,
          },
        }),
      "price_breakdown",
    ],
    ["a forged price breakdown", () => valid({ price_breakdown: { ...breakdownOf(2 * PRICE), subtotal: 1 } }), "price_breakdown"],
    ["staff's notes", () => valid({ staff_notes: "PAID IN FULL - manager approved" }), "staff_notes"],
    ["a record id of its choosing", () => valid({ id: "attackerchosen1" }), "id"],
    ["a check-in yesterday", () => valid({ check_in: pbDay(addDays(today, -1)), check_out: pbDay(addDays(today, 1)) }), "check_in"],
    ["a stay of 31 nights", () => valid({ check_out: pbDay(addDays(CHECK_IN, 31)), nights: 31, total_price: 31 * PRICE }), "check_out"],
    ["a closed night", () => valid({ check_in: pbDay(addDays(CLOSED, -1)), check_out: pbDay(addDays(CLOSED, 1)) }), "check_out"],
    [
      "a stay shorter than the season's minimum",
      () => valid({ check_in: pbDay(addDays(today, 60)), check_out: pbDay(addDays(today, 62)), total_price: 2 * (PRICE + PRICE / 5) }),
      "check_out",
    ],
    ["an offer staff have not published", () => valid({ offer: draftOfferId }), "offer"],
    ["another currency", () => valid({ currency: "USD" }), "currency"],
    ["a reference not of the site's making", () => valid({ reference: "PAID\u2028Subject: x" }), "reference"],
    ["invisible characters in the first name", () => valid({ first_name: "Ali\u200b\u200f\u061c\u2028X" }), "first_name"],
    ["a right-to-left mark in the last name", () => valid({ last_name: "Hassan\u200f" }), "last_name"],
    ["a zero-width joiner in the last name", () => valid({ last_name: "Has\u200dsan" }), "last_name"],
    ["a ZWNJ between Latin letters", () => valid({ last_name: "Has\u200csan" }), "last_name"],
    // The site's own rules (web/src/lib/booking/rules/text.ts), which PocketBase once took more loosely.
    ["a first name with no letter", () => valid({ first_name: "---" }), "first_name"],
    ["a last name of Arabic-Indic digits", () => valid({ last_name: "\u0661\u0662\u0663" }), "last_name"],
    ["a last name of an emoji", () => valid({ last_name: "\u{1f600}" }), "last_name"],
    ["a phone number of 6 digits", () => valid({ phone: "+964123" }), "phone"],
  ];
  it.each(alone)("refuses %s alone, naming the field", async (_name, body, field) => {
    await expectRefused("booking_requests", body(), [field]);
  });

  it("is stored with two room types and an extra, priced line by line as the site prices them", async () => {
    const total = 2 * 2 * PRICE + 2 * TWIN_PRICE + PICKUP;
    const reply = await post(
      "booking_requests",
      valid({ room_lines: [line(roomId, 2, 4, 1), line(twinId, 1, 2)], rooms: 3, guests: 7, extras: [pickupId], total_price: total }),
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const saved = await admin.collection("booking_requests").getOne(reply.json.id!);
    expect(
      saved.price_breakdown.lines.map((l: { kind: string; roomTypeId?: string; amount: number }) => [l.kind, l.roomTypeId, l.amount]),
    ).toEqual([
      ["room", roomId, 4 * PRICE],
      ["room", twinId, 2 * TWIN_PRICE],
      ["extra", undefined, PICKUP],
    ]);
  });

  it("takes a ZWNJ between Arabic-script letters, as Kurdish and Persian names need", async () => {
    const reply = await post("booking_requests", valid({ first_name: "نامه\u200cای", last_name: "کوردی" }));
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  });

  it("refuses any booking while the hotel takes bookings by phone only", async () => {
    await admin.collection("settings").update(settingsId, { reservation_state: "phone_only" });
    try {
      await expectRefused("booking_requests", valid(), []);
    } finally {
      await admin.collection("settings").update(settingsId, { reservation_state: "open" });
    }
  });

  it("does not bind staff: a superuser may record a negotiated price and notes", async () => {
    const saved = await admin
      .collection("booking_requests")
      .create(valid({ total_price: 1, staff_notes: "Negotiated by phone", status: "confirmed", reference: "PHONE-1" }));
    expect(saved.total_price).toBe(1);
  });
});

describe("a contact message from the site's account", () => {
  const message = (extra: Body = {}): Body => ({
    name: "Ali Hassan",
    phone: "+9647801234567",
    email: "",
    message: "Please call me back about a wedding.",
    locale: "ar",
    status: "new",
    ...extra,
  });

  it("is stored when it is what the site sends", async () => {
    expect((await post("contact_messages", message())).status).toBe(200);
  });

  it.each([
    ["invisible characters in the name", message({ name: "Ali\u200b\u200f\u061c\u2028X" }), "name"],
    ["a line separator in the name (the mail's subject)", message({ name: "Ali\u2028Bcc: x@example.com" }), "name"],
    ["a message shorter than the form allows", message({ message: "hi" }), "message"],
    ["a name with no letter", message({ name: "!!!" }), "name"],
    ["a phone number of 6 digits", message({ phone: "123456" }), "phone"],
    [
      "an e-mail longer than 254 characters",
      message({ email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}.com` }),
      "email",
    ],
    ["a record id of its choosing", message({ id: "attackerchosen2" }), "id"],
  ])("refuses %s", async (_name, body, field) => {
    await expectRefused("contact_messages", body, [field]);
  });

  it("refuses a message already marked handled", async () => {
    await expectRefused("contact_messages", message({ status: "handled" }), []);
  });
});

describe("the site's account's token", () => {
  const claims = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number };

  it("lives at most 5 minutes", async () => {
    const exp = claims(siteToken).exp;
    const left = exp - Date.now() / 1000;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(300 + 5);
  });

  it("cannot be refreshed into a new one, so a leaked token dies at its expiry", async () => {
    const res = await fetch(`${server.url}/api/collections/services/auth-refresh`, {
      method: "POST",
      headers: { authorization: siteToken },
    });
    const body = (await res.json()) as { token?: string };
    expect(res.status, JSON.stringify(body)).toBe(403);
    expect(body.token).toBeUndefined();
  });

  it("still signs in with its password, and staff still refresh their own sessions", async () => {
    expect((await siteAccountClient(server)).authStore.isValid).toBe(true);
    const staff = new PocketBase(server.url);
    await staff.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
    await expect(staff.collection("_superusers").authRefresh()).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe("a staff decision on a booking request", () => {
  it("records who changed the status and when, whatever was typed into those fields", async () => {
    const stored = await post("booking_requests", { ...valid(), total_price: 2 * PRICE });
    expect(stored.status, JSON.stringify(stored.json)).toBe(200);
    const id = stored.json.id!;
    const before = Date.now() - 1000;

    const declined = await admin.collection("booking_requests").update(id, {
      status: "declined",
      decline_reason_en: "No twin rooms left that week",
      decided_by: "someone-else@example.com",
      decided_at: "2020-01-01 00:00:00.000Z",
    });
    expect(declined.decided_by).toBe(server.superuser.email);
    expect(Date.parse(declined.decided_at)).toBeGreaterThanOrEqual(before);
    expect(declined.decline_reason_en).toBe("No twin rooms left that week");

    const noted = await admin.collection("booking_requests").update(id, { staff_notes: "Called back", decided_by: "forged" });
    expect(noted.decided_by, "an edit that keeps the status keeps the decision").toBe(server.superuser.email);
    expect(noted.decided_at).toBe(declined.decided_at);
  });

  it("is not the site account's to make", async () => {
    const stored = await post("booking_requests", { ...valid(), total_price: 2 * PRICE });
    const res = await fetch(`${server.url}/api/collections/booking_requests/records/${stored.json.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: siteToken },
      body: JSON.stringify({ status: "confirmed" }),
    });
    // The update rule names the desk's staff: to the site's account the request is not there.
    expect(res.status, "only staff may update guests' requests").toBe(404);
    expect((await admin.collection("booking_requests").getOne(stored.json.id!)).status).toBe("new");
  });
});

describe("a night the room type is fully booked (confirmed requests fill its room_count)", () => {
  it("refuses a guest's request that crosses it, naming the night and the types still free; takes it once a room is free", async () => {
    const checkIn = addDays(today, 120);
    const deluxe = await admin.collection("room_types").getOne(roomId);
    const { id: _id, collectionId: _c, collectionName: _n, created: _cr, updated: _u, images: _i, ...fields } = deluxe;
    await admin.collection("room_types").create({ ...fields, slug: "twin-free", name_en: "Twin Free", name_ar: "توأم" });
    // The deluxe's 5 rooms, confirmed by staff for the stay's second night only.
    const held = await admin.collection("booking_requests").create({
      ...valid(),
      check_in: pbDay(addDays(checkIn, 1)),
      check_out: pbDay(addDays(checkIn, 2)),
      nights: 1,
      rooms: 5,
      guests: 5,
      room_lines: [{ room_type: roomId, rooms: 5, adults: 5, children: 0 }],
      status: "confirmed",
    });
    const body = valid({ check_in: pbDay(checkIn), check_out: pbDay(addDays(checkIn, 2)) });
    const refused = await expectRefused("booking_requests", body, ["check_out"]);
    expect(refused.data?.check_out?.code).toBe("night_full");
    const message = refused.data?.check_out?.message ?? "";
    expect(message).toMatch(new RegExp(`^Room deluxe is fully booked on ${addDays(checkIn, 1)}\\. Still free on these dates: `));
    // Every other type with a room free on both nights, the fixture's twin and the one made here.
    expect(message).toContain("Room twin");
    expect(message).toContain("Twin Free");

    await admin
      .collection("booking_requests")
      .update(held.id, { rooms: 4, guests: 4, room_lines: [{ room_type: roomId, rooms: 4, adults: 4, children: 0 }] });
    expect((await post("booking_requests", { ...body, reference: nextReference() })).status).toBe(200);
  });
});
