// What the hotel e-mails, and when: every message is written into the outbox
// in the transaction of the change it tells of (pb_hooks/outbox.pb.js), so a
// request and its messages are stored together or not at all, and the guest's
// answer never waits for the mail server. The site's own submit path, a real
// PocketBase with this repo's migrations and hooks, a real SMTP receiver.
// outbox-sender.test.ts covers the sender's retries, restarts and crashes.
import PocketBase, { ClientResponseError, type RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { createMember, memberClient, memberToken } from "@hotel/pocketbase/testing/desk-fixtures";
import { bookingRecord, pbDay } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { submitBooking, type BookingStore, type SubmitBookingContext } from "@/lib/booking/submit";
import { messagesAbout, sendAgain } from "@/lib/cms/outbox";
import { submitContact, type ContactStore } from "@/lib/contact/submit";
import { startSmtpReceiver, type BookingFixtures, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

const STAFF_INBOX = "front-desk@example.com";
const SITE_URL = "https://hotel.example";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let ctx: SubmitBookingContext & { store: BookingStore & ContactStore };

const today = hotelToday();
let counter = 0;

async function book(locale: "ar" | "en", extra: Record<string, unknown> = {}) {
  counter++;
  const result = await submitBooking(
    bookingInput({ extras: [] as string[], lastName: `Outbox-${counter}`, email: `guest-${counter}@example.com`, ...extra }),
    { ...ctx, locale },
  );
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  const record = await admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));
  return { ...result, record };
}

const messagesOf = (field: "booking_request" | "contact_message", id: string) =>
  admin.collection("outbox").getFullList({ filter: admin.filter(`${field} = {:id}`, { id }), sort: "created" });

async function sentMessages(bookingId: string, kinds: string[]): Promise<RecordModel[]> {
  let found: RecordModel[] = [];
  await expect
    .poll(
      async () => {
        found = (await messagesOf("booking_request", bookingId)).filter((m) => kinds.includes(m.kind as string));
        return found.map((m) => `${m.kind}:${m.status}`).sort();
      },
      { timeout: 15_000, interval: 100 },
    )
    .toEqual(kinds.map((k) => `${k}:sent`).sort());
  return found;
}

const received = (message: RecordModel) => smtp.messages.filter((m) => m.messageId === message.message_id);

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, fixtures, ctx } = await startBookingSite({
    smtp,
    env: { STAFF_NOTIFY_EMAIL: STAFF_INBOX, SITE_URL },
    clientKey: "int-test",
    rateLimits: false,
  }));
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

describe("a guest's booking request", () => {
  it("is answered once it and its messages are stored, while the mail server still holds the first of them", async () => {
    const held = smtp.hold();
    try {
      const { reference, token, record } = await book("ar");
      const messages = await messagesOf("booking_request", record.id);
      expect(messages.map((m) => m.kind).sort()).toEqual(["guest_received", "staff_new_request"]);
      expect(smtp.messages.filter((m) => m.subject.includes(reference))).toHaveLength(0);
      held.release();
      const [guest] = (await sentMessages(record.id, ["guest_received", "staff_new_request"])).filter((m) => m.kind === "guest_received");
      // Stored without the private link; the mail has it, in the guest's language.
      expect(JSON.stringify(await messagesOf("booking_request", record.id))).not.toContain(token);
      expect(guest!.text).toContain("{{link}}");
      expect(record.total_price).toBeGreaterThan(999);
      expect(guest!.text, "the total with its thousands grouped").toContain(
        `${record.total_price.toLocaleString("en-US")} ${record.currency}`,
      );
      expect(guest!.locale).toBe("ar");
      const [mail] = received(guest!);
      expect(mail!.to).toEqual([record.email]);
      expect(mail!.decoded).toContain(`${SITE_URL}/request/${token}`);
      expect(mail!.subject).toBe(`طلب الحجز ${reference}`);
      expect(mail!.decoded).toContain('<div dir="rtl" lang="ar">');
    } finally {
      held.release();
    }
  });

  it("is stored with no message when PocketBase refuses it, and staff confirming a full night store no confirmation", async () => {
    const before = (await admin.collection("outbox").getList(1, 1)).totalItems;
    const site = await admin.collection("booking_requests").getList(1, 1);
    // Refused by PocketBase's own checks (a stay that ends before it starts), through the site's account.
    const refused = await (
      await siteAccountClient(pb)
    )
      .collection("booking_requests")
      .create(
        bookingRecord(addDays(today, 30), {
          room_type: fixtures.rooms.twin.id,
          check_out: pbDay(addDays(today, 29)),
          email: "refused@example.com",
        }),
      )
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400 });
    expect((await admin.collection("booking_requests").getList(1, 1)).totalItems).toBe(site.totalItems);

    // A night the room type is full on: staff's confirmation of one more is refused, and nothing is queued for it.
    const room = fixtures.rooms.twin;
    const checkIn = addDays(today, 40);
    for (let i = 0; i < room.roomCount; i++) {
      await admin
        .collection("booking_requests")
        .create(bookingRecord(checkIn, { room_type: room.id, status: "confirmed", email: `full-${i}@example.com` }));
    }
    const last = await admin
      .collection("booking_requests")
      .create(bookingRecord(checkIn, { room_type: room.id, email: "one-too-many@example.com" }));
    const queuedBefore = await messagesOf("booking_request", last.id);
    const confirm = await admin
      .collection("booking_requests")
      .update(last.id, { status: "confirmed" })
      .catch((error: unknown) => error);
    expect(confirm).toBeInstanceOf(ClientResponseError);
    expect((await messagesOf("booking_request", last.id)).map((m) => m.id)).toEqual(queuedBefore.map((m) => m.id));
    expect((await admin.collection("outbox").getList(1, 1)).totalItems).toBe(before + 2 * room.roomCount + queuedBefore.length);
  });

  it("tells the guest, in their language, when staff confirm, change, decline or cancel it", async () => {
    const arabic = await book("ar");
    await admin.collection("booking_requests").update(arabic.record.id, { status: "confirmed" });
    const [confirmed] = await sentMessages(arabic.record.id, ["guest_confirmed"]);
    const confirmation = received(confirmed!)[0]!;
    expect(confirmation.subject).toBe(`تم تأكيد حجزكم ${arabic.reference}`);
    expect(confirmation.decoded).toContain(`${SITE_URL}/request/${arabic.token}`);

    const checkOut = addDays(arabic.record.check_out.slice(0, 10), 1);
    await admin.collection("booking_requests").update(arabic.record.id, {
      check_out: pbDay(checkOut),
      nights: arabic.record.nights + 1,
      total_price: arabic.record.total_price + 1,
    });
    const [changed] = await sentMessages(arabic.record.id, ["guest_changed"]);
    expect(received(changed!)[0]!.subject).toBe(`تم تعديل طلب الحجز ${arabic.reference}`);
    // Staff's notes are no change of the stay.
    await admin.collection("booking_requests").update(arabic.record.id, { staff_notes: "Wants a quiet room" });

    const english = await book("en");
    await admin.collection("booking_requests").update(english.record.id, {
      status: "declined",
      decline_reason_en: "The hotel is closed for a wedding that week.",
      decline_reason_ar: "",
    });
    const [declined] = await sentMessages(english.record.id, ["guest_declined"]);
    const decline = received(declined!)[0]!;
    expect(decline.subject).toBe(`Your booking request ${english.reference}`);
    expect(decline.decoded).toContain("Reason: The hotel is closed for a wedding that week.");

    const cancelled = await book("en");
    await admin.collection("booking_requests").update(cancelled.record.id, { status: "cancelled" });
    const [cancel] = await sentMessages(cancelled.record.id, ["guest_cancelled"]);
    expect(received(cancel!)[0]!.decoded).toContain("If you did not expect this, please call us.");
    // Staff cancelled it themselves: no staff e-mail about it.
    expect((await messagesOf("booking_request", cancelled.record.id)).map((m) => m.kind)).not.toContain("staff_guest_cancelled");

    const kinds = (await messagesOf("booking_request", arabic.record.id)).map((m) => m.kind);
    expect(kinds.filter((k) => k === "guest_changed")).toHaveLength(1);
  });
});

describe("a contact message", () => {
  it("is stored with staff's message, which is sent after the answer", async () => {
    const held = smtp.hold();
    try {
      const result = await submitContact({ name: "Outbox Guest", phone: "07701234567", message: "Is the sauna open late?" }, ctx);
      expect(result).toEqual({ ok: true });
      const stored = await admin.collection("contact_messages").getFirstListItem('name = "Outbox Guest"');
      const [message] = await messagesOf("contact_message", stored.id);
      expect(message).toMatchObject({ kind: "staff_new_contact", to: STAFF_INBOX, status: "queued" });
      held.release();
      const mail = await smtp.waitFor((m) => m.messageId === message!.message_id);
      expect(mail.decoded).toContain("Is the sauna open late?");
    } finally {
      held.release();
    }
  });
});

describe("with the mail server down", () => {
  it("stores requests and contact messages with their messages queued, and delivers them all once it is back", async () => {
    await smtp.stop();
    let ids: string[] = [];
    try {
      const a = await book("en");
      const b = await book("ar");
      const contact = await submitContact({ name: "Down Guest", phone: "07701234567", message: "Do you have parking?" }, ctx);
      expect(contact).toEqual({ ok: true });
      const stored = await admin.collection("contact_messages").getFirstListItem('name = "Down Guest"');
      const messages = [
        ...(await messagesOf("booking_request", a.record.id)),
        ...(await messagesOf("booking_request", b.record.id)),
        ...(await messagesOf("contact_message", stored.id)),
      ];
      expect(messages).toHaveLength(5);
      ids = messages.map((m) => m.id);
      await expect
        .poll(async () => (await admin.collection("outbox").getOne(ids[0]!)).last_error as string, { timeout: 10_000 })
        .toMatch(/connect/);
      for (const id of ids) expect((await admin.collection("outbox").getOne(id)).status).toBe("queued");
    } finally {
      await smtp.start();
    }
    await expect
      .poll(async () => (await Promise.all(ids.map((id) => admin.collection("outbox").getOne(id)))).map((m) => m.status), {
        timeout: 15_000,
      })
      .toEqual(ids.map(() => "sent"));
    for (const id of ids) {
      const message = await admin.collection("outbox").getOne(id);
      expect(received(message)).toHaveLength(1);
    }
  });
});

describe("the reminder the day before arrival", () => {
  // Basra is UTC+3 all year: its midnight is 21:00 UTC of the day before.
  const utc = (day: string, time: string) => `${day}T${time}Z`;
  const remind = async (at: string) =>
    (await admin.send<{ queued: number }>("/api/outbox/reminders", { method: "POST", body: { at } })).queued;

  it("is queued on Basra's day before check-in from the hour staff set, once, with everything the guest needs", async () => {
    await admin.collection("settings").update(fixtures.settingsId, { reminder_time: "00:00", whatsapp: "0780 111 2233" });
    const guest = await book("en", { checkIn: addDays(today, 25), checkOut: addDays(today, 27) });
    const checkIn = guest.record.check_in.slice(0, 10);
    await admin.collection("booking_requests").update(guest.record.id, { status: "confirmed" });
    const noEmail = await admin
      .collection("booking_requests")
      .create(bookingRecord(checkIn, { room_type: fixtures.rooms.standard.id, status: "confirmed", email: "" }));
    const unconfirmed = await admin
      .collection("booking_requests")
      .create(bookingRecord(checkIn, { room_type: fixtures.rooms.standard.id, email: "new@example.com" }));

    // 23:59:59 in Basra two days before: check-in is not yet tomorrow there (nor in UTC).
    expect(await remind(utc(addDays(checkIn, -2), "20:59:59"))).toBe(0);
    // Midnight in Basra: check-in is tomorrow there, though UTC is still on the day before.
    expect(await remind(utc(addDays(checkIn, -2), "21:00:00"))).toBe(1);
    expect(await remind(utc(addDays(checkIn, -2), "21:05:00"))).toBe(0);

    const [reminder] = await sentMessages(guest.record.id, ["guest_reminder"]);
    expect(reminder!.to).toBe(guest.record.email);
    const mail = received(reminder!)[0]!;
    expect(mail.subject).toBe(`See you tomorrow: booking ${guest.reference}`);
    const settings = await admin.collection("settings").getOne(fixtures.settingsId);
    for (const text of [
      `${SITE_URL}/en/request/${guest.token}`,
      `Check-in from: ${settings.check_in_time}`,
      settings.address_en,
      `https://www.google.com/maps/search/?api=1&query=${settings.map_lat},${settings.map_lng}`,
      settings.phone,
      "https://wa.me/9647801112233",
      guest.reference,
    ]) {
      expect(mail.decoded).toContain(text);
    }
    for (const other of [noEmail, unconfirmed]) {
      expect((await messagesOf("booking_request", other.id)).map((m) => m.kind)).not.toContain("guest_reminder");
    }
    // Once, whatever asks again: the outbox refuses a second reminder for the request.
    const second = await admin
      .collection("outbox")
      .create({ kind: "guest_reminder", booking_request: guest.record.id, to: guest.record.email, subject: "again" })
      .catch((error: unknown) => error);
    expect(second).toBeInstanceOf(ClientResponseError);
  });

  it("is not sent on the day of arrival, and waits for the hour in Basra, not in UTC", async () => {
    await admin.collection("settings").update(fixtures.settingsId, { reminder_time: "18:00" });
    const checkIn = addDays(today, 50);
    const late = await admin
      .collection("booking_requests")
      .create(bookingRecord(checkIn, { room_type: fixtures.rooms.deluxe.id, status: "confirmed", email: "late@example.com" }));
    // Midnight in Basra on the day of arrival (21:00 UTC the day before): too late for "the day before".
    expect(await remind(utc(addDays(checkIn, -1), "21:00:00"))).toBe(0);
    const onTime = await admin.collection("booking_requests").create(
      bookingRecord(addDays(checkIn, 2), {
        room_type: fixtures.rooms.deluxe.id,
        status: "confirmed",
        email: "on-time@example.com",
        locale: "ar",
      }),
    );
    // 17:59 in Basra the day before is 14:59 UTC; 18:00 there is 15:00 UTC.
    expect(await remind(utc(addDays(checkIn, 1), "14:59:59"))).toBe(0);
    expect(await remind(utc(addDays(checkIn, 1), "15:00:00"))).toBe(1);
    const [reminder] = await sentMessages(onTime.id, ["guest_reminder"]);
    expect(received(reminder!)[0]!.subject).toBe(`نراكم غدًا: الحجز ${onTime.reference}`);
    expect((await messagesOf("booking_request", late.id)).map((m) => m.kind)).not.toContain("guest_reminder");

    await admin.collection("settings").update(fixtures.settingsId, { reminder_time: "off" });
    const off = await admin
      .collection("booking_requests")
      .create(bookingRecord(addDays(checkIn, 4), { room_type: fixtures.rooms.deluxe.id, status: "confirmed", email: "off@example.com" }));
    expect(await remind(utc(addDays(checkIn, 3), "20:00:00"))).toBe(0);
    expect((await messagesOf("booking_request", off.id)).map((m) => m.kind)).not.toContain("guest_reminder");
  });
});

describe("the outbox", () => {
  it("is staff's alone: the site's account finds nothing in it, and cannot change or add a message", async () => {
    const site = await siteAccountClient(pb);
    const { items } = await admin.collection("outbox").getList(1, 1);
    const one = items[0]!;
    expect((await site.collection("outbox").getList(1, 50)).items).toEqual([]);
    await expect(site.collection("outbox").getOne(one.id)).rejects.toMatchObject({ status: 404 });
    await expect(site.collection("outbox").update(one.id, { status: "queued" })).rejects.toMatchObject({ status: 404 });
    await expect(site.collection("outbox").create({ kind: "staff_new_request", to: "x@example.com", subject: "x" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(sendAgain(site, one.id)).rejects.toMatchObject({ status: 404 });
    expect(await messagesAbout(site, { bookingRequest: one.booking_request as string })).toEqual([]);
  });

  it("lets a member of the desk send a failed message again, and change nothing else; a disabled one sees none", async () => {
    const clerk = await createMember(admin, "reservations");
    const member = memberClient(pb.url, await memberToken(admin, clerk.id));
    smtp.behaviour.refuse = { code: 550, message: "5.1.1 No such mailbox" };
    let failed: RecordModel;
    try {
      const guest = await book("en");
      await expect
        .poll(async () => (await messagesOf("booking_request", guest.record.id)).map((m) => m.status), { timeout: 10_000 })
        .toEqual(["failed", "failed"]);
      failed = (await messagesOf("booking_request", guest.record.id))[0]!;
    } finally {
      smtp.behaviour.refuse = null;
    }
    const seen = await messagesAbout(member, { bookingRequest: failed.booking_request as string });
    expect(seen.map((m) => `${m.kind}:${m.status}`).sort()).toEqual(["guest_received:failed", "staff_new_request:failed"]);
    expect(seen.find((m) => m.id === failed.id)).toMatchObject({ to: failed.to, attempts: 1, lastError: expect.stringContaining("550") });
    expect(Object.keys(seen[0]!)).not.toContain("text");
    await expect(member.collection("outbox").update(failed.id, { to: "elsewhere@example.com", status: "queued" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(member.collection("outbox").update(failed.id, { status: "sent" })).rejects.toMatchObject({ status: 400 });
    await sendAgain(member, failed.id);
    await expect.poll(async () => (await admin.collection("outbox").getOne(failed.id)).status, { timeout: 10_000 }).toBe("sent");
    expect(received(failed)).toHaveLength(1);
    expect(received(failed)[0]!.to).toEqual([failed.to]);
    const [again] = (await messagesAbout(member, { bookingRequest: failed.booking_request as string })).filter((m) => m.id === failed.id);
    expect(again).toMatchObject({ status: "sent", lastError: "" });
    expect(again!.sentAt).not.toBe("");
    await admin.collection("staff").update(clerk.id, { active: false });
    const disabled = memberClient(pb.url, await memberToken(admin, clerk.id));
    expect(await messagesAbout(disabled, { bookingRequest: failed.booking_request as string })).toEqual([]);
  });
});
