// A form sent again with the key it was first sent with (its answer was lost:
// the site or PocketBase restarted mid-request) is the same request: stored
// and e-mailed once, and the guest gets the first request's reference. The
// site's submit path against a real PocketBase with this repo's migrations
// and hooks (pb_hooks/idempotency.pb.js).
import { createHash } from "node:crypto";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { bookingRecord } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { newRequestKey } from "@/lib/forms/request-key";
import { StoreUnavailableError } from "@/lib/forms/submit";
import { submitBooking, type BookingStore, type SubmitBookingContext } from "@/lib/booking/submit";
import { submitContact, type ContactStore } from "@/lib/contact/submit";
import { startSmtpReceiver, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let ctx: SubmitBookingContext & { store: BookingStore & ContactStore };

const today = hotelToday();
function booking(email: string, requestKey?: string) {
  return bookingInput({ email, ...(requestKey === undefined ? {} : { requestKey }) });
}

async function stored(collection: string, email: string) {
  return admin.collection(collection).getFullList({ filter: admin.filter("email = {:email}", { email }) });
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, ctx } = await startBookingSite({ smtp, clientKey: "int-test" }));
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

describe("a booking request sent again with its key", () => {
  it("is stored and e-mailed once, and the resend gets the first reference", async () => {
    const key = newRequestKey();
    const first = await submitBooking(booking("resend@example.com", key), ctx);
    const again = await submitBooking(booking("resend@example.com", key), ctx);
    if (!first.ok || !again.ok) throw new Error(JSON.stringify({ first, again }));
    expect(again.reference).toBe(first.reference);
    const records = await stored("booking_requests", "resend@example.com");
    expect(records).toHaveLength(1);
    // Only the key's SHA-256 is stored (pb_hooks/idempotency-lib.js).
    expect(records[0]).toMatchObject({ reference: first.reference, idempotency_key: createHash("sha256").update(key).digest("hex") });
    await smtp.waitFor((m) => m.subject.includes(first.reference));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.subject.includes(first.reference))).toHaveLength(1);
  });

  it("whose first answer was lost after the save: the guest is told to call, and the resend gets the stored reference", async () => {
    const key = newRequestKey();
    // The save reaches PocketBase, then the answer is lost (the site's container was killed, the connection dropped).
    const losesAnswer: SubmitBookingContext = {
      ...ctx,
      store: {
        ...ctx.store,
        async createBookingRequest(record) {
          await ctx.store.createBookingRequest(record);
          throw new StoreUnavailableError("answer lost");
        },
      },
    };
    expect(await submitBooking(booking("lost@example.com", key), losesAnswer)).toMatchObject({ ok: false, formError: "unavailable" });
    const again = await submitBooking(booking("lost@example.com", key), ctx);
    if (!again.ok) throw new Error(JSON.stringify(again));
    const records = await stored("booking_requests", "lost@example.com");
    expect(records).toHaveLength(1);
    expect(records[0]?.reference).toBe(again.reference);
  });

  it("many times at once (a double click, a retrying client) is stored once, and every send gets its reference", async () => {
    const key = newRequestKey();
    const results = await Promise.all(Array.from({ length: 6 }, () => submitBooking(booking("racing@example.com", key), ctx)));
    const references = new Set(results.map((r) => (r.ok ? r.reference : JSON.stringify(r))));
    expect(references.size).toBe(1);
    const records = await stored("booking_requests", "racing@example.com");
    expect(records).toHaveLength(1);
    expect(references.has(records[0]!.reference)).toBe(true);
  });

  it("is a new request with a new key, or with none", async () => {
    for (const key of [newRequestKey(), newRequestKey(), undefined, undefined]) {
      const result = await submitBooking(booking("twice@example.com", key), ctx);
      expect(result.ok).toBe(true);
    }
    expect(await stored("booking_requests", "twice@example.com")).toHaveLength(4);
  });

  it("with a malformed key is refused by the site and by PocketBase, and nothing is stored", async () => {
    for (const key of ["short", "x".repeat(65), "key with spaces 12345", "<script>alert(1)</script>"]) {
      const result = await submitBooking(booking("badkey@example.com", key), ctx);
      expect(result.ok, key).toBe(false);
    }
    const direct = admin.collection("booking_requests").create(
      bookingRecord(addDays(today, 20), {
        reference: "HTL-BADKEY1",
        first_name: "Bad",
        last_name: "Key",
        email: "badkey@example.com",
        room_type: (await admin.collection("room_types").getFirstListItem('slug = "deluxe"')).id,
        total_price: 100,
        idempotency_key: "not a key!",
      }),
    );
    await expect(direct).rejects.toSatisfy(
      (error: unknown) => error instanceof ClientResponseError && error.status === 400 && "idempotency_key" in (error.response?.data ?? {}),
    );
    expect(await stored("booking_requests", "badkey@example.com")).toHaveLength(0);
  });
});

describe("a contact message sent again with its key", () => {
  it("is stored once, also when the sends race", async () => {
    const key = newRequestKey();
    const message = { name: "Omar Resend", email: "omar.resend@example.com", message: "Do you have a room on Friday?", requestKey: key };
    const results = await Promise.all([submitContact(message, ctx), submitContact(message, ctx), submitContact(message, ctx)]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await submitContact(message, ctx)).toEqual({ ok: true });
    expect(await stored("contact_messages", "omar.resend@example.com")).toHaveLength(1);
    expect(await submitContact({ ...message, requestKey: newRequestKey() }, ctx)).toEqual({ ok: true });
    expect(await stored("contact_messages", "omar.resend@example.com")).toHaveLength(2);
  });
});
