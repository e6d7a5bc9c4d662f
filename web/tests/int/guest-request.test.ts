// A guest's private link end to end below the UI: the booking's server entry
// point makes the token and stores only its hash, PocketBase mails the guest
// the link (when they gave an address) and reads, cancels and relinks the
// request by token for the site's account; staff are e-mailed when a guest
// cancels. A real PocketBase with this repo's migrations and hooks, a real
// SMTP receiver.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { findRequest } from "@/lib/booking/find-request";
import { GUEST_TOKEN_PATTERN, hashGuestToken } from "@/lib/booking/guest-token";
import { submitBooking, type SubmitBookingContext } from "@/lib/booking/submit";
import { createPocketBaseBookingStore } from "@/lib/cms/bookings";
import { createGuestRequestStore, type GuestRequestStore } from "@/lib/cms/guest-requests";
import { guestRequestView } from "@/lib/cms/guest-view";
import { newRequestKey } from "@/lib/forms/request-key";
import { startSmtpReceiver, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

const STAFF_INBOX = "front-desk@example.com";
const SITE_URL = "https://hotel.example";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let ctx: SubmitBookingContext;
let guests: GuestRequestStore;

const today = hotelToday();
let counter = 0;
function booking(extra: Record<string, unknown> = {}) {
  counter++;
  return bookingInput({ extras: [] as string[], lastName: `Link-${counter}`, ...extra });
}

async function send(input: ReturnType<typeof booking>, locale: "ar" | "en" = "en") {
  const result = await submitBooking(input, { ...ctx, locale });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
}

async function storedByReference(reference: string) {
  return admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:reference}", { reference }));
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, ctx } = await startBookingSite({ smtp, env: { STAFF_NOTIFY_EMAIL: STAFF_INBOX, SITE_URL }, clientKey: "int-test" }));
  guests = createGuestRequestStore({ url: pb.url, ...pb.site });
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

describe("the private link of a booking request", () => {
  it("is a fresh 256-bit token; PocketBase keeps only its SHA-256, and the site reads the request back by it", async () => {
    const result = await send(booking());
    expect(result.token).toMatch(GUEST_TOKEN_PATTERN);
    const record = await storedByReference(result.reference);
    expect(record.guest_token_hash).toBe(hashGuestToken(result.token));
    expect(JSON.stringify(record)).not.toContain(result.token);
    const mine = await guests.get(result.token);
    expect(mine?.reference).toBe(result.reference);
    expect(guestRequestView(mine!, "en", today)).toMatchObject({ status: "received", nights: 2, cancellable: true });
    expect(await guests.get(hashGuestToken(result.token))).toBeNull();
  });

  it("is e-mailed to the guest who gave an address, in their language, from the site's address", async () => {
    const email = "link-guest@example.com";
    const result = await send(booking({ email }), "ar");
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.decoded).toContain(`${SITE_URL}/request/${result.token}`);
    expect(mail.subject).toContain(result.reference);
    expect(mail.decoded).toContain("رابط");
    // Staff's own notification does not carry the guest's link.
    const staff = await smtp.waitFor((m) => m.to.includes(STAFF_INBOX) && m.subject.includes(result.reference));
    expect(staff.decoded).not.toContain(result.token);
  });

  it("is not e-mailed for a token that does not match the stored hash", async () => {
    const email = "forged-link@example.com";
    const real = createPocketBaseBookingStore({ url: pb.url, ...pb.site });
    // The site's account sending a token other than the one whose hash it stores.
    const forging = {
      ...ctx,
      store: {
        ...real,
        createBookingRequest: (record: Parameters<typeof real.createBookingRequest>[0]) =>
          real.createBookingRequest({ ...record, guest_token: "b".repeat(43) }),
      },
    };
    const result = await submitBooking(booking({ email }), forging);
    if (!result.ok) throw new Error(JSON.stringify(result));
    await smtp.waitFor((m) => m.to.includes(STAFF_INBOX) && m.subject.includes(result.reference));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it("follows a resend: the stored request takes the resend's link, the one the guest is shown", async () => {
    const requestKey = newRequestKey();
    const first = await send(booking({ requestKey }));
    const again = await send({ ...booking({ requestKey }), lastName: `Link-${counter}` });
    expect(again.reference).toBe(first.reference);
    expect((await guests.get(again.token))?.reference).toBe(first.reference);
    expect(await guests.get(first.token)).toBeNull();
  });

  it("is not handed to whoever has the request key but another phone or stay: refused, no link made, the guest's own still works", async () => {
    const requestKey = newRequestKey();
    const guest = await send(booking({ requestKey }));
    const stay = booking();
    for (const taker of [
      { ...booking({ requestKey }), phone: "0771 999 8888" },
      { ...booking({ requestKey }), checkIn: addDays(today, 40), checkOut: addDays(today, 43) },
      { ...booking({ requestKey }), checkIn: stay.checkIn, checkOut: addDays(String(stay.checkIn), 1) },
    ]) {
      const result = await submitBooking(taker, { ...ctx, locale: "en" });
      expect(result, JSON.stringify(taker)).toMatchObject({ ok: false, formError: "requestChanged" });
      expect("token" in result || "reference" in result).toBe(false);
    }
    const mine = await guests.get(guest.token);
    expect(mine?.reference).toBe(guest.reference);
    expect((await guests.cancel(guest.token))?.outcome).toBe("cancelled");
    expect(
      (await admin.collection("booking_requests").getFullList({ filter: admin.filter("reference = {:r}", { r: guest.reference }) })).length,
    ).toBe(1);
  });
});

describe("cancelling from the page", () => {
  it("cancels as the guest and e-mails staff once; a second cancel says it already was", async () => {
    const result = await send(booking());
    const outcome = await guests.cancel(result.token);
    expect(outcome?.outcome).toBe("cancelled");
    expect(guestRequestView(outcome!.request, "en", today)).toMatchObject({ status: "cancelled", cancellable: false });
    const record = await storedByReference(result.reference);
    expect(record).toMatchObject({ status: "cancelled", decided_by: "guest" });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(STAFF_INBOX) && m.subject.includes(`Cancelled by the guest: booking request ${result.reference}`),
    );
    expect(mail.decoded).toContain("+9647801234567"); // the guest's number, to call back
    expect((await guests.cancel(result.token))?.outcome).toBe("already_cancelled");
    expect(smtp.messages.filter((m) => m.subject.includes(`Cancelled by the guest: booking request ${result.reference}`))).toHaveLength(1);
    expect((await storedByReference(result.reference)).decided_at).toBe(record.decided_at);
  });

  it("with one guest's token never touches another's request", async () => {
    const a = await send(booking());
    const b = await send(booking());
    expect((await guests.cancel(a.token))?.request.reference).toBe(a.reference);
    expect((await storedByReference(b.reference)).status).toBe("new");
  });
});

describe("finding a request by reference and phone", () => {
  it("relinks with the phone as the booking form wrote it, and the old link stops opening it", async () => {
    const result = await send(booking());
    const found = await findRequest({ reference: result.reference, phone: "+964 780 123 4567" }, { ...ctx, store: guests });
    if (!found.ok) throw new Error(JSON.stringify(found));
    expect((await guests.get(found.token))?.reference).toBe(result.reference);
    expect(await guests.get(result.token)).toBeNull();
    const wrong = await findRequest({ reference: result.reference, phone: "0780 765 4321" }, { ...ctx, store: guests });
    const unknown = await findRequest({ reference: "BK-ZZZZZZ", phone: "0780 123 4567" }, { ...ctx, store: guests });
    expect(wrong).toEqual({ ok: false, fieldErrors: {}, formError: "notFound" });
    expect(unknown).toEqual(wrong);
  });
});
