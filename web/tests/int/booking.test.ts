// Booking requests and contact messages end to end below the UI: the server
// entry points the forms' server actions call, a real PocketBase with this
// repo's migrations and hooks, and a real SMTP receiver for staff mail.
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { bookingRecord } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createChallenges } from "@/lib/forms/challenge";
import { createRateLimiter, floodGuard, formLimiter } from "@/lib/forms/rate-limit";
import { REFERENCE_PATTERN } from "@/lib/booking/rules/reference";
import { submitBooking, type BookingStore, type SubmitBookingContext } from "@/lib/booking/submit";
import { submitContact, type ContactStore } from "@/lib/contact/submit";
import { createPocketBaseBookingStore } from "@/lib/cms/bookings";
import { startSmtpReceiver, type BookingFixtures, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

const STAFF_INBOX = "front-desk@example.com";
const MAIL_FROM = "reservations@example.com";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let ctx: SubmitBookingContext & { store: BookingStore & ContactStore };

const today = hotelToday();
function validInput(overrides: Record<string, unknown> = {}) {
  return bookingInput({ checkIn: addDays(today, 7), checkOut: addDays(today, 9), email: "zainab@example.com", ...overrides });
}

async function count(collection: string, filter = "") {
  return (await admin.collection(collection).getList(1, 1, { filter })).totalItems;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, fixtures, ctx } = await startBookingSite({
    smtp,
    env: { STAFF_NOTIFY_EMAIL: STAFF_INBOX, MAIL_FROM },
    clientKey: "int-test",
  }));
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

beforeEach(async () => {
  await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "open" });
});

describe("a valid booking request", () => {
  it("is stored once with the server-computed total, and staff get an e-mail", async () => {
    const before = await count("booking_requests");
    const result = await submitBooking(validInput({ offer: fixtures.weddingOfferId, breakfast: true }), ctx);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.reference).toMatch(REFERENCE_PATTERN);

    // Wedding Offer on a Deluxe room: 2 nights, 10% off night 2, breakfast for 2 guests × 2 nights.
    const nightly = fixtures.rooms.deluxe.price;
    const expectedTotal = 2 * nightly - nightly / 10 + fixtures.breakfastCost * 2 * 2;
    expect(result.price.total).toBe(expectedTotal);

    expect(await count("booking_requests")).toBe(before + 1);
    const stored = await admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));
    expect(stored).toMatchObject({
      status: "new",
      locale: "en",
      nights: 2,
      guests: 2,
      rooms: 1,
      first_name: "Zainab",
      last_name: "Al-Basri",
      phone: "+9647801234567",
      email: "zainab@example.com",
      room_type: fixtures.rooms.deluxe.id,
      offer: fixtures.weddingOfferId,
      breakfast: true,
      total_price: expectedTotal,
      currency: "IQD",
    });
    expect(stored.check_in.slice(0, 10)).toBe(addDays(today, 7));
    expect(stored.check_out.slice(0, 10)).toBe(addDays(today, 9));
    expect(stored.price_breakdown).toMatchObject({
      subtotal: 2 * nightly,
      discount: nightly / 10,
      breakfast: fixtures.breakfastCost * 4,
      total: expectedTotal,
    });
    expect(JSON.stringify(stored.price_breakdown)).toContain("Dinner card for two");

    const mail = await smtp.waitFor((m) => m.subject.includes(result.reference));
    expect(mail.to).toEqual([STAFF_INBOX]);
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.subject).toContain("New booking request");
    expect(mail.decoded).toContain(result.reference);
    expect(mail.decoded).toContain("Zainab Al-Basri");
    expect(mail.decoded).toContain("+9647801234567");
    expect(mail.decoded).toContain(`${expectedTotal.toLocaleString("en-US")} IQD`);
    expect(mail.decoded).toContain(stored.id);
  });

  it("stores the visitor's locale and trims names", async () => {
    const result = await submitBooking(validInput({ firstName: "  زينب ", lastName: "البصري" }), { ...ctx, locale: "ar" });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const stored = await admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));
    expect(stored.locale).toBe("ar");
    expect(stored.first_name).toBe("زينب");
  });

  it("cannot be read back by an anonymous client", async () => {
    const result = await submitBooking(validInput({ firstName: "Secretname" }), ctx);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const stored = await admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));

    const anonymous = new PocketBase(pb.url);
    anonymous.autoCancellation(false);
    // The list rule names the desk's staff: anyone else gets an empty list.
    const list = await anonymous.collection("booking_requests").getList(1, 50);
    expect(list.totalItems).toBe(0);
    expect(JSON.stringify(list)).not.toContain("Secretname");
    const view = await anonymous
      .collection("booking_requests")
      .getOne(stored.id)
      .catch((e: unknown) => e);
    expect(view).toBeInstanceOf(ClientResponseError);
    expect([403, 404]).toContain((view as ClientResponseError).status);
    expect(JSON.stringify((view as ClientResponseError).response)).not.toContain("Secretname");
  });
});

describe("refusals that need the CMS", () => {
  it("refuses a total that differs from the server's, with the new total, and stores nothing", async () => {
    const before = await count("booking_requests");
    const result = await submitBooking(validInput({ total: 1 }), ctx);
    expect(result).toMatchObject({ ok: false, fieldErrors: { total: "priceChanged" } });
    expect(!result.ok && result.price?.total).toBe(2 * fixtures.rooms.deluxe.price);
    expect(await count("booking_requests")).toBe(before);
    // The same request with the total the server computed goes through.
    const again = await submitBooking(validInput({ total: 2 * fixtures.rooms.deluxe.price }), ctx);
    expect(again.ok).toBe(true);
  });

  it("refuses an expired offer, an offer in another room type, an unknown room and too many guests", async () => {
    const before = await count("booking_requests");
    expect(await submitBooking(validInput({ offer: fixtures.expiredOfferId }), ctx)).toMatchObject({
      fieldErrors: { offer: "offerUnavailable" },
    });
    const suite = { roomType: "executive-suite", rooms: 1, adults: 2, children: 0 };
    expect(await submitBooking(validInput({ offer: fixtures.weddingOfferId, roomLines: [suite] }), ctx)).toMatchObject({
      fieldErrors: { offer: "offerRoomMismatch" },
    });
    expect(await submitBooking(validInput({ roomLines: [{ ...suite, roomType: "penthouse" }] }), ctx)).toMatchObject({
      fieldErrors: { roomLines: "roomUnknown" },
    });
    expect(await submitBooking(validInput({ roomLines: [{ ...suite, roomType: "standard" }] }), ctx)).toMatchObject({
      fieldErrors: { roomLines: "tooManyAdults" },
    });
    expect(await count("booking_requests")).toBe(before);
  });

  it("follows reservation_state: phone_only and closed refuse, open accepts", async () => {
    const before = await count("booking_requests");
    await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "phone_only" });
    expect(await submitBooking(validInput(), ctx)).toMatchObject({ ok: false, formError: "phoneOnly" });
    await admin.collection("settings").update(fixtures.settingsId, { reservation_state: "closed" });
    expect(await submitBooking(validInput(), ctx)).toMatchObject({ ok: false, formError: "bookingClosed" });
    expect(await count("booking_requests")).toBe(before);
  });

  it("limits each client, with a wait time, and leaves other clients alone", async () => {
    const limiter = createRateLimiter({ capacity: 2, refillMs: 60_000 });
    const limited = { ...ctx, limiter, clientKey: "flooder" };
    expect((await submitBooking(validInput(), limited)).ok).toBe(true);
    expect((await submitBooking(validInput(), limited)).ok).toBe(true);
    const third = await submitBooking(validInput(), limited);
    expect(third).toMatchObject({ ok: false, formError: "rateLimited" });
    expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(0);
    expect((await submitBooking(validInput(), { ...limited, clientKey: "someone-else" })).ok).toBe(true);
  });

  it("under a flood from many addresses, a guest's booking is stored once after their browser solves the challenge", async () => {
    const limiter = floodGuard({
      perClient: createRateLimiter({ capacity: 2, refillMs: 120_000 }),
      trapped: createRateLimiter({ capacity: 2, refillMs: 120_000 }),
      shared: createRateLimiter({ capacity: 3, refillMs: 60_000 }),
      solved: createRateLimiter({ capacity: 3, refillMs: 60_000 }),
      challenges: createChallenges({ cost: 5, maxCounter: 50, ttlMs: 60_000 }),
      floodMs: 60_000,
      floodClients: 3,
    });
    const guarded = { ...ctx, limiter };
    // Bots with the hidden field filled, from 20 addresses: answered as accepted, stored nowhere, and no flood for guests.
    const bots = "Trapbot";
    for (let i = 0; i < 20; i++) {
      const answer = await submitBooking(validInput({ lastName: bots, website: "http://spam.example" }), {
        ...guarded,
        clientKey: `bot-${i}`,
      });
      expect(answer.ok).toBe(true);
    }
    expect(await count("booking_requests", `last_name = "${bots}"`)).toBe(0);
    // A real flood: 10 addresses, one request each; past the shared bucket (3), each is asked for a challenge.
    const flood = [];
    for (let i = 0; i < 10; i++)
      flood.push(await submitBooking(validInput({ lastName: "Flood" }), { ...guarded, clientKey: `flood-${i}` }));
    expect(flood.map((a) => a.ok)).toEqual([true, true, true, ...Array(7).fill(false)]);
    expect(flood.slice(3).every((a) => !a.ok && a.formError === "challenge")).toBe(true);

    // The guest is asked for a challenge, which their browser solves.
    const guest = { ...guarded, clientKey: "guest-in-flood" };
    const answer = await submitBooking(validInput({ lastName: "Patient" }), guest);
    if (answer.ok || !answer.challenge) throw new Error(`expected a challenge, got ${JSON.stringify(answer)}`);
    const solution = await solveChallenge({ challenge: answer.challenge, deriveKey });
    const proof = { challenge: answer.challenge, solution };
    expect(await submitBooking(validInput({ lastName: "Patient" }), { ...guest, proof })).toMatchObject({ ok: true });
    // The same answer again is no answer.
    expect(await submitBooking(validInput({ lastName: "Patient" }), { ...guest, proof })).toMatchObject({
      ok: false,
      formError: "challenge",
    });
    expect(await count("booking_requests", 'last_name = "Patient"')).toBe(1);
  });

  it("counts towards a flood only what it stores: bookings refused for their total, from many addresses, never make a guest solve a challenge", async () => {
    // The forms' own limiter, as the site runs it.
    const guarded = { ...ctx, limiter: formLimiter() };
    for (let i = 0; i < 24; i++) {
      const refused = await submitBooking(validInput({ lastName: "Wrongtotal", total: 1 }), { ...guarded, clientKey: `wrong-${i % 6}` });
      expect(refused, `request ${i}`).toMatchObject({ ok: false, fieldErrors: { total: "priceChanged" } });
    }
    expect(await submitBooking(validInput({ lastName: "Unhindered" }), { ...guarded, clientKey: "guest-after" })).toMatchObject({
      ok: true,
    });
    expect(await count("booking_requests", 'last_name = "Wrongtotal"')).toBe(0);
  });

  it("tells the guest to call, without throwing, when PocketBase cannot be reached", async () => {
    const down = { ...ctx, store: createPocketBaseBookingStore({ url: "http://127.0.0.1:9", ...pb.site, timeoutMs: 2_000 }) };
    expect(await submitBooking(validInput(), down)).toEqual({ ok: false, fieldErrors: {}, formError: "unavailable" });
    expect(await submitContact({ name: "Omar", phone: "07701234567", message: "Hello there, any rooms?" }, down)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: "unavailable",
    });
  });
});

describe("the honeypot", () => {
  it("answers a bot exactly as it answers a guest, and stores and e-mails nothing", async () => {
    const bookingsBefore = await count("booking_requests");
    const messagesBefore = await count("contact_messages");
    const booking = await submitBooking(validInput({ website: "http://spam.example" }), ctx);
    const genuine = await submitBooking(validInput({ firstName: "Honest" }), ctx);
    expect(booking.ok && genuine.ok).toBe(true);
    if (!booking.ok || !genuine.ok) return;
    expect(booking.reference).toMatch(REFERENCE_PATTERN);
    expect(booking.price).toEqual(genuine.price);
    expect(Object.keys(booking).sort()).toEqual(Object.keys(genuine).sort());
    const contact = await submitContact({ name: "Bot", phone: "07701234567", message: "Cheap watches here!!!", website: "x" }, ctx);
    expect(contact).toEqual({ ok: true });
    expect(await count("booking_requests")).toBe(bookingsBefore + 1);
    expect(await count("booking_requests", `reference = "${booking.reference}"`)).toBe(0);
    expect(await count("contact_messages")).toBe(messagesBefore);
  });
});

describe("the site's service account", () => {
  it("is not a superuser: wrong credentials leave the forms unavailable, and it cannot sign in to the admin UI", async () => {
    const wrong = { ...ctx, store: createPocketBaseBookingStore({ url: pb.url, email: pb.site.email, password: "wrong-password" }) };
    expect(await submitBooking(validInput(), wrong)).toMatchObject({ ok: false, formError: "unavailable" });
    const asSuperuser = await new PocketBase(pb.url)
      .collection("_superusers")
      .authWithPassword(pb.site.email, pb.site.password)
      .catch((e: unknown) => e);
    expect((asSuperuser as ClientResponseError).status).toBe(400);
  });
});

describe("the PocketBase hook (defence in depth)", () => {
  it("refuses markup, reversed dates and odd counts even from a superuser, with field errors", async () => {
    const base = bookingRecord(addDays(today, 3), { reference: "BK-HOOK01", room_type: fixtures.rooms.deluxe.id });
    const attempt = async (patch: Record<string, unknown>) => {
      const error = await admin
        .collection("booking_requests")
        .create({ ...base, ...patch })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClientResponseError);
      expect((error as ClientResponseError).status).toBe(400);
      return Object.keys((error as ClientResponseError).response.data ?? {});
    };
    const before = await count("booking_requests");
    expect(await attempt({ first_name: "<script>alert(1)</script>" })).toContain("first_name");
    expect(await attempt({ check_out: base.check_in })).toContain("check_out");
    expect(await attempt({ nights: 7 })).toContain("nights");
    expect(await attempt({ rooms: 3 })).toContain("rooms");
    expect(await attempt({ phone: "call me maybe" })).toContain("phone");
    expect(await attempt({ last_name: "x".repeat(81) })).toContain("last_name");
    expect(await count("booking_requests")).toBe(before);

    const contactError = await admin
      .collection("contact_messages")
      .create({ name: "Omar", message: "<iframe src=//evil>", phone: "", email: "", locale: "en", status: "new" })
      .catch((e: unknown) => e);
    expect((contactError as ClientResponseError).status).toBe(400);
    expect(Object.keys((contactError as ClientResponseError).response.data)).toEqual(expect.arrayContaining(["message", "phone"]));
  });
});

describe("a contact message", () => {
  it("is stored and e-mailed to staff", async () => {
    const before = await count("contact_messages");
    const result = await submitContact(
      {
        name: "Omar Kareem",
        phone: "07701234567",
        email: "omar@example.com",
        message: "Can you host a dinner for 40 guests on Friday?",
        website: "",
      },
      { ...ctx, locale: "ar" },
    );
    expect(result).toEqual({ ok: true });
    expect(await count("contact_messages")).toBe(before + 1);
    const stored = await admin.collection("contact_messages").getFirstListItem('name = "Omar Kareem"');
    expect(stored).toMatchObject({ phone: "+9647701234567", email: "omar@example.com", locale: "ar", status: "new" });
    const mail = await smtp.waitFor((m) => m.subject.includes("Omar Kareem"));
    expect(mail.to).toEqual([STAFF_INBOX]);
    expect(mail.decoded).toContain("dinner for 40 guests");
  });
});

describe("with SMTP down", () => {
  it("still stores booking requests and contact messages, their e-mails queued in the outbox with the error", async () => {
    await smtp.stop();
    const bookingsBefore = await count("booking_requests");
    const result = await submitBooking(validInput({ firstName: "Nomail" }), ctx);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(await count("booking_requests")).toBe(bookingsBefore + 1);
    const stored = await admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));

    const contact = await submitContact({ name: "Nomail Guest", phone: "07701234567", message: "Is the sauna open late?" }, ctx);
    expect(contact).toEqual({ ok: true });
    expect(await count("contact_messages", 'name = "Nomail Guest"')).toBe(1);

    // The sender tried, could not connect, and keeps them for when the server is back (outbox.test.ts).
    await expect
      .poll(
        async () =>
          (await admin.collection("outbox").getFullList({ filter: admin.filter("booking_request = {:id}", { id: stored.id }) }))[0]
            ?.last_error,
        {
          timeout: 10_000,
          interval: 250,
        },
      )
      .toMatch(/connect/);
    expect(await count("outbox", admin.filter("booking_request = {:id} && status = 'queued'", { id: stored.id }))).toBe(1);
  });
});
