// Hundreds of malformed submissions sent straight to the server entry points
// (what a script posting to the server action would reach). Every one must be
// refused with a field error, none may be stored, and none may throw.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { createRateLimiter } from "@/lib/forms/rate-limit";
import { BOOKING_FIELDS, CONTACT_FIELDS } from "@/lib/forms/form-rules";
import { submitBooking, type BookingStore } from "@/lib/booking/submit";
import { submitContact, type ContactStore } from "@/lib/contact/submit";
import type { BookingFixtures } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

type Input = Record<string, unknown>;
interface Case {
  name: string;
  input: unknown;
}

const today = hotelToday();
const validBooking = (): Input => bookingInput({ checkIn: addDays(today, 5), checkOut: addDays(today, 7), phone: "07801234567" });

const deluxe = { roomType: "deluxe", rooms: 1, adults: 2, children: 0 };
const SCRIPT = "<script>alert(document.cookie)</script>";
const TEN_KB = "A".repeat(10 * 1024);
const WRONG_TYPES: unknown[] = [null, 42, -1, true, [], {}, ["x"], { $gt: "" }, Number.NaN, "1e9"];

// Per field: values that are wrong for it whatever the other fields hold.
const BAD_VALUES: Record<string, unknown[]> = {
  checkIn: [
    addDays(today, -1),
    addDays(today, -365),
    "1970-01-01",
    "2026-02-30",
    "tomorrow",
    "12/03/2030",
    "",
    addDays(today, 400),
    "2030-1-1",
    `${addDays(today, 5)}T00:00:00Z`,
  ],
  checkOut: [addDays(today, 5), addDays(today, 4), addDays(today, -3), addDays(today, 60), "2026-13-01", "", "null"],
  roomLines: [
    [],
    "deluxe",
    [null],
    [{}],
    [{ ...deluxe, adults: 0 }],
    [{ ...deluxe, adults: -2 }],
    [{ ...deluxe, adults: 1000 }],
    [{ ...deluxe, adults: 2.5 }],
    [{ ...deluxe, adults: Number.POSITIVE_INFINITY }],
    [{ ...deluxe, adults: "2" }],
    [{ ...deluxe, adults: 3 }],
    [{ ...deluxe, children: -1 }],
    [{ ...deluxe, children: 2 }],
    [{ ...deluxe, rooms: 0 }],
    [{ ...deluxe, rooms: -1 }],
    [{ ...deluxe, rooms: 21, adults: 42 }],
    [{ ...deluxe, rooms: 1.5 }],
    [{ ...deluxe, rooms: "1" }],
    [{ ...deluxe, rooms: 30, adults: 30 }],
    [deluxe, deluxe],
    [deluxe, { ...deluxe, roomType: "twin" }, { ...deluxe, roomType: "twin" }],
    Array.from({ length: 9 }, () => deluxe),
    Array.from({ length: 100_000 }, (_, i) => ({ ...deluxe, roomType: `type-${i}` })),
    ...["", "penthouse", "DELUXE", "../../etc/passwd", "deluxe room", "deluxe;drop", SCRIPT, TEN_KB, 7].map((roomType) => [
      { ...deluxe, roomType },
    ]),
    [{ ...deluxe, roomType: "standard", adults: 2 }],
    [{ ...deluxe, roomType: "executive-suite", rooms: 4, adults: 8 }],
    [
      { ...deluxe, rooms: 15, adults: 30, children: 15 },
      { ...deluxe, roomType: "executive-suite", rooms: 3, adults: 12, children: 6 },
    ],
  ],
  extras: [
    ["x"],
    ["aaaaaaaaaaaaaaa"],
    ["zzzzzzzzzzzzzzz", "zzzzzzzzzzzzzzz"],
    [SCRIPT],
    [{ id: "aaaaaaaaaaaaaaa", price: 0 }],
    "aaaaaaaaaaaaaaa",
    Array.from({ length: 11 }, (_, i) => `extra${String(i).padStart(10, "0")}`),
  ],
  firstName: [
    SCRIPT,
    TEN_KB,
    "",
    "   ",
    "x".repeat(81),
    "<b>Zainab</b>",
    "Zainab &amp; co",
    "12345",
    "Zai\u0000nab",
    "Ali\u202eevil",
    "Line\nbreak",
  ],
  lastName: [SCRIPT, TEN_KB, "", "<img src=x onerror=alert(1)>", "x".repeat(200), "&#60;script&#62;"],
  phone: ["", "123", "abc", "+964", "0780", "++9647801234567", "0780123456<7", "7".repeat(40), "+1 555", "call me", SCRIPT, TEN_KB],
  email: ["not-an-email", "a@b", "@example.com", "zainab@", SCRIPT, `${"a".repeat(300)}@example.com`, "a b@example.com"],
  offer: ["x", "DROP TABLE offers", "aaaaaaaaaaaaaaa", "zzzzzzzzzzzzzzz", SCRIPT],
  breakfast: ["yes", "true", 1, 0],
  total: [1, 0, 299_999, 300_001, 10 ** 12, -5, 1.5, "300000"],
  website: [42, "x".repeat(2_001)],
};
const REQUIRED = ["checkIn", "checkOut", "roomLines", "firstName", "lastName", "phone", "breakfast"];

function bookingCases(): Case[] {
  const cases: Case[] = [];
  for (const [field, values] of Object.entries(BAD_VALUES)) {
    values.forEach((value, i) => cases.push({ name: `${field} bad #${i}`, input: { ...validBooking(), [field]: value } }));
  }
  // No wrong type is a valid list of room lines; an empty list of extras is valid (none chosen), so extras have their own bad values.
  const expectedType: Record<string, string> = { roomLines: "array", breakfast: "boolean" };
  for (const field of BOOKING_FIELDS.filter((f) => f !== "total" && f !== "website" && f !== "offer" && f !== "email" && f !== "extras")) {
    const wrong = WRONG_TYPES.filter((v) => typeof v !== (expectedType[field] ?? "string"));
    wrong.forEach((value, i) => cases.push({ name: `${field} wrong type #${i}`, input: { ...validBooking(), [field]: value } }));
  }
  for (const field of REQUIRED) {
    const input = validBooking();
    delete input[field];
    cases.push({ name: `${field} missing`, input });
  }
  cases.push({ name: "reversed dates", input: { ...validBooking(), checkIn: addDays(today, 9), checkOut: addDays(today, 3) } });
  cases.push({ name: "31 nights", input: { ...validBooking(), checkIn: addDays(today, 1), checkOut: addDays(today, 32) } });
  for (const junk of [null, undefined, "booking", 42, [], [validBooking()], true])
    cases.push({ name: `not an object: ${String(junk)}`, input: junk });

  // Two faults at once, picked by a fixed-seed generator so failures are reproducible.
  let seed = 4242;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const fields = Object.keys(BAD_VALUES);
  for (let i = 0; i < 60; i++) {
    const a = fields[Math.floor(random() * fields.length)]!;
    const b = fields[Math.floor(random() * fields.length)]!;
    const va = BAD_VALUES[a]![Math.floor(random() * BAD_VALUES[a]!.length)];
    const vb = BAD_VALUES[b]![Math.floor(random() * BAD_VALUES[b]!.length)];
    cases.push({ name: `combined ${a}+${b} #${i}`, input: { ...validBooking(), [a]: va, [b]: vb } });
  }
  return cases;
}

const validContact = (): Input => ({ name: "Omar", phone: "07701234567", email: "", message: "Do you have rooms next week?", website: "" });
function contactCases(): Case[] {
  const cases: Case[] = [];
  const bad: Record<string, unknown[]> = {
    name: [SCRIPT, TEN_KB, "", "x".repeat(121), "123", ...WRONG_TYPES.slice(0, 5)],
    phone: ["123", "abc", SCRIPT, 7701234567, null],
    email: ["nope", SCRIPT, 5],
    message: [SCRIPT, "<iframe src=//evil>", "", "hi", "x".repeat(5001), TEN_KB.repeat(2), "javascript:alert(1)", 42, null],
    website: [["http://spam.example"]],
  };
  for (const [field, values] of Object.entries(bad)) {
    values.forEach((value, i) => cases.push({ name: `contact ${field} bad #${i}`, input: { ...validContact(), [field]: value } }));
  }
  cases.push({ name: "contact without phone or e-mail", input: { ...validContact(), phone: "", email: "" } });
  cases.push({ name: "contact missing message", input: { name: "Omar", phone: "07701234567" } });
  return cases;
}

let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let store: BookingStore & ContactStore;
const loggedErrors: string[] = [];

beforeAll(async () => {
  ({
    pb,
    admin,
    fixtures,
    ctx: { store },
  } = await startBookingSite({ clientKey: "malformed" }));
});

afterAll(async () => {
  await pb?.stop();
});

const count = async (collection: string) => (await admin.collection(collection).getList(1, 1)).totalItems;

describe("malformed submissions", () => {
  const booking = bookingCases();
  const contact = contactCases();

  it("there are at least 200 of them", () => {
    expect(booking.length + contact.length).toBeGreaterThanOrEqual(200);
  });

  it("every malformed booking request is refused with a field error, and nothing is stored", async () => {
    expect(fixtures.rooms.deluxe.id).toBeTruthy();
    const before = await count("booking_requests");
    const ctx = {
      locale: "en" as const,
      clientKey: "malformed",
      store,
      limiter: createRateLimiter({ capacity: 10_000, refillMs: 1_000 }),
      log: { error: (m: string) => loggedErrors.push(m) },
    };
    const unexpected: string[] = [];
    for (const c of booking) {
      let result;
      try {
        result = await submitBooking(c.input, ctx);
      } catch (error) {
        unexpected.push(`${c.name}: threw ${String(error)}`);
        continue;
      }
      const fields = result.ok ? [] : Object.keys(result.fieldErrors);
      if (result.ok || fields.length === 0 || result.formError) unexpected.push(`${c.name}: ${JSON.stringify(result).slice(0, 200)}`);
      else if (!fields.every((f) => (BOOKING_FIELDS as readonly string[]).includes(f)))
        unexpected.push(`${c.name}: unknown field in ${fields.join(",")}`);
    }
    expect(unexpected).toEqual([]);
    expect(await count("booking_requests")).toBe(before);
    expect(loggedErrors).toEqual([]);
    console.info(`booking: ${booking.length} malformed submissions refused, 0 stored`);
  });

  it("every malformed contact message is refused with a field error, and nothing is stored", async () => {
    const before = await count("contact_messages");
    const ctx = { locale: "ar" as const, clientKey: "malformed", store, limiter: createRateLimiter({ capacity: 10_000, refillMs: 1_000 }) };
    const unexpected: string[] = [];
    for (const c of contact) {
      try {
        const result = await submitContact(c.input, ctx);
        const fields = result.ok ? [] : Object.keys(result.fieldErrors);
        if (result.ok || fields.length === 0 || result.formError) unexpected.push(`${c.name}: ${JSON.stringify(result).slice(0, 200)}`);
        else if (!fields.every((f) => (CONTACT_FIELDS as readonly string[]).includes(f))) unexpected.push(`${c.name}: unknown field`);
      } catch (error) {
        unexpected.push(`${c.name}: threw ${String(error)}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(await count("contact_messages")).toBe(before);
    console.info(`contact: ${contact.length} malformed submissions refused, 0 stored`);
  });

  it("the valid request the cases are derived from is accepted (so the refusals are about the faults)", async () => {
    const result = await submitBooking(validBooking(), { locale: "en", clientKey: "control", store });
    expect(result.ok).toBe(true);
    expect((await submitContact(validContact(), { locale: "en", clientKey: "control", store })).ok).toBe(true);
  });
});
