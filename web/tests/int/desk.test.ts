// The reservations desk below its pages, against a real PocketBase and a real
// SMTP receiver: signing in with the password and the e-mailed code
// (lib/cms/desk.ts), no other account's token passing for a member's, today's
// lists on any day of the year, finding a request by a phone written another
// way or a name in the other spelling, and a decision with its history.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { addDays, bookingRecord, pbDay } from "@hotel/pocketbase/testing/booking-fixtures";
import { createMember, memberToken, type DeskMember } from "@hotel/pocketbase/testing/desk-fixtures";
import { hotelToday } from "@/lib/booking/rules/dates";
import { submitBooking, type SubmitBookingContext } from "@/lib/booking/submit";
import {
  decide,
  deskCodeStep,
  DeskError,
  deskPasswordStep,
  DeskSignInError,
  getRequest,
  getToday,
  listRequests,
  refreshMember,
} from "@/lib/cms/desk";
import type { Member } from "@/lib/desk/types";
import { startSmtpReceiver, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let ctx: SubmitBookingContext;
let clerk: DeskMember;
let member: Member;
let room = "";
const today = hotelToday();
const CLIENT = "198.51.100.47";

const codeIn = (text: string) => /\b(\d{8})\b/.exec(text)?.[1];

async function failure<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as T;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, ctx } = await startBookingSite({ smtp, clientKey: "desk-int", rateLimits: false }));
  process.env.PB_URL = pb.url;
  clerk = await createMember(admin, "reservations", { name: "Rana" });
  member = (await refreshMember(await memberToken(admin, clerk.id))).member;
  room = (await admin.collection("room_types").getFirstListItem("")).id;
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

describe("signing in to the desk", () => {
  it("takes the password, e-mails a code (in Arabic and English) and signs in with it", async () => {
    const step = await deskPasswordStep(clerk.email, clerk.password, CLIENT);
    expect(step.kind).toBe("code");
    if (step.kind !== "code") return;
    const mail = await smtp.waitFor((m) => m.to.includes(clerk.email));
    expect(mail.subject).toContain("مكتب الحجوزات");
    expect(mail.subject).toContain("Reservations desk");
    const code = codeIn(mail.decoded);
    expect(code).toMatch(/^\d{8}$/);

    const wrong = await failure(
      deskCodeStep(step.otpId, code === "12345678" ? "87654321" : "12345678", step.mfaId, CLIENT),
      DeskSignInError,
    );
    expect(wrong.reason).toBe("code_invalid");

    const token = await deskCodeStep(step.otpId, code!, step.mfaId, CLIENT);
    const { member: signedIn } = await refreshMember(token);
    expect(signedIn).toMatchObject({ id: clerk.id, email: clerk.email, name: "Rana", role: "reservations" });
  });

  it("says a wrong password is wrong, and a disabled account is disabled", async () => {
    expect((await failure(deskPasswordStep(clerk.email, "not-the-password", CLIENT), DeskSignInError)).reason).toBe("invalid");
    const idle = await createMember(admin, "reservations", { active: false });
    expect((await failure(deskPasswordStep(idle.email, idle.password, CLIENT), DeskSignInError)).reason).toBe("disabled");
  });

  it("takes no other account's token for a member's: a superuser's, the site's own, a forged one", async () => {
    const site = new PocketBase(pb.url);
    await site.collection("services").authWithPassword(pb.site.email, pb.site.password);
    const forged = `${Buffer.from('{"alg":"HS256"}').toString("base64url")}.${Buffer.from(JSON.stringify({ id: clerk.id, exp: 4102444800, type: "auth", collectionId: "x" })).toString("base64url")}.sig`;
    for (const token of [admin.authStore.token, site.authStore.token, forged]) {
      expect((await failure(refreshMember(token), DeskError)).reason).toBe("signed_out");
    }
  });
});

describe("today at the desk", { tags: ["calendar"] }, () => {
  it("lists today's arrivals, departures and guests staying over, and new requests oldest first", async () => {
    const make = (checkIn: string, checkOut: string, status: string, lastName: string) =>
      admin.collection("booking_requests").create(
        bookingRecord(checkIn, {
          room_type: room,
          status,
          last_name: lastName,
          check_out: pbDay(checkOut),
          nights: Math.max(1, (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000),
        }),
      );
    const arriving = await make(today, addDays(today, 2), "confirmed", "Arriving");
    const leaving = await make(addDays(today, -2), today, "arrived", "Leaving");
    const staying = await make(addDays(today, -1), addDays(today, 2), "arrived", "Staying");
    const cancelled = await make(today, addDays(today, 1), "cancelled", "Cancelled");
    const older = await make(addDays(today, 10), addDays(today, 12), "new", "Older");
    const newer = await make(addDays(today, 11), addDays(today, 12), "new", "Newer");

    const lists = await getToday(member, today);
    const ids = (items: { id: string }[]) => items.map((r) => r.id);
    expect(ids(lists.arrivals)).toContain(arriving.id);
    expect(ids(lists.arrivals)).not.toContain(cancelled.id);
    expect(ids(lists.departures)).toContain(leaving.id);
    expect(ids(lists.stayingOver)).toContain(staying.id);
    expect(ids(lists.stayingOver)).not.toContain(arriving.id);
    const waiting = ids(lists.waiting);
    expect(waiting.indexOf(older.id)).toBeLessThan(waiting.indexOf(newer.id));
    expect(lists.arrivals.find((r) => r.id === arriving.id)!.lines[0]!.name.en).toBeTruthy();
  });
});

describe("finding a request", () => {
  let reference = "";
  beforeAll(async () => {
    const result = await submitBooking(bookingInput({ firstName: "أَحْمَد", lastName: "الحلّة", phone: "0780 555 1234" }), ctx);
    if (!result.ok) throw new Error(JSON.stringify(result));
    reference = result.reference;
  });

  it.each(["+964 780 555 1234", "٠٧٨٠ ٥٥٥ ١٢٣٤", "00964-780-555-1234", "7805551234", "احمد", "الحله", "أحمد الحلة"])("by %s", async (q) => {
    const page = await listRequests(member, { q });
    expect(page.items.map((r) => r.reference)).toContain(reference);
  });

  it("by its reference, in any case, and not by a stranger's number", async () => {
    expect((await listRequests(member, { q: reference.toLowerCase() })).items.map((r) => r.reference)).toEqual([reference]);
    expect((await listRequests(member, { q: "0770 999 8888" })).items.map((r) => r.reference)).not.toContain(reference);
  });

  it("by status and by stay dates", async () => {
    const stay = await listRequests(member, { from: addDays(today, 20), to: addDays(today, 20), status: "new" });
    expect(stay.items.map((r) => r.reference)).toContain(reference);
    const before = await listRequests(member, { to: addDays(today, 19) });
    expect(before.items.map((r) => r.reference)).not.toContain(reference);
  });

  it("a decision from the desk shows in the request's history with who made it, and where from", async () => {
    const id = (await listRequests(member, { q: reference })).items[0]!.id;
    await decide(member, id, { status: "declined", reason: "لا غرف متاحة" }, CLIENT);
    const request = (await getRequest(member, id))!;
    expect(request.status).toBe("declined");
    expect(request.declineReason.en).toBe("لا غرف متاحة");
    expect(request.source).toBe("website");
    expect(request.events.map((e) => [e.action, e.actorKind])).toEqual([
      ["created", "site"],
      ["declined", "staff"],
    ]);
    expect(request.events[1]).toMatchObject({ client: CLIENT, note: "لا غرف متاحة" });
    expect(request.nightsPriced.length).toBe(2);
    expect(request.nightsPriced.every((n) => n.total > 0)).toBe(true);
  });
});
