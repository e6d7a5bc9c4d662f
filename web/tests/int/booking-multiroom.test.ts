// Several room types and extras in one booking request, below the UI: the
// server entry point, a real PocketBase with this repo's migrations and hooks,
// and a real SMTP receiver for the staff e-mail. The hostile requests are the
// ones a script posting to the server action could send.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { bookingRecord } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { submitBooking, type BookingStore, type SubmitBookingContext } from "@/lib/booking/submit";
import { startSmtpReceiver, type BookingFixtures, type SmtpReceiver } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let ctx: SubmitBookingContext & { store: BookingStore };

const today = hotelToday();
const line = (roomType: string, rooms: number, adults: number, children = 0) => ({ roomType, rooms, adults, children });
function request(overrides: Record<string, unknown> = {}) {
  return bookingInput({
    checkIn: addDays(today, 8),
    checkOut: addDays(today, 10),
    roomLines: [line("deluxe", 2, 4, 1), line("twin", 1, 2)],
    extras: [] as string[],
    firstName: "Hassan",
    lastName: "Al-Tamimi",
    ...overrides,
  });
}

async function count() {
  return (await admin.collection("booking_requests").getList(1, 1)).totalItems;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ pb, admin, fixtures, ctx } = await startBookingSite({
    smtp,
    env: { STAFF_NOTIFY_EMAIL: "desk@example.com" },
    clientKey: "multiroom",
  }));
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
});

describe("a request for two room types with an airport pickup", () => {
  it("is stored with every room line, the extra and the legacy totals, priced alike by the server and PocketBase, and e-mailed with every room", async () => {
    const pickup = fixtures.extras["airport-pickup"];
    const { deluxe, twin } = fixtures.rooms;
    const expected = 2 * 2 * deluxe.price + 2 * twin.price + pickup.price;
    const result = await submitBooking(request({ extras: [pickup.id], total: expected }), ctx);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.price.total).toBe(expected);

    const stored = await admin.collection("booking_requests").getFirstListItem(admin.filter("reference = {:r}", { r: result.reference }));
    expect(stored).toMatchObject({
      room_lines: [
        { room_type: deluxe.id, rooms: 2, adults: 4, children: 1 },
        { room_type: twin.id, rooms: 1, adults: 2, children: 0 },
      ],
      extras: [pickup.id],
      room_type: deluxe.id,
      rooms: 3,
      guests: 7,
      total_price: expected,
    });
    // What staff read is PocketBase's own computation, and it is the site's.
    expect(stored.price_breakdown).toEqual(JSON.parse(JSON.stringify(result.price)));

    const mail = await smtp.waitFor((m) => m.subject.includes(result.reference));
    expect(mail.subject).toContain("+ 1 more room type");
    expect(mail.decoded).toMatch(/2 × Deluxe Room \/ [^:]+: 4 adults, 1 child/);
    expect(mail.decoded).toMatch(/1 × Twin Room \/ [^:]+: 2 adults, 0 children/);
    expect(mail.decoded).toContain(`Airport pickup / الاستقبال من المطار (${pickup.price.toLocaleString("en-US")} IQD)`);
    expect(mail.decoded).toContain(`${expected.toLocaleString("en-US")} IQD`);
  });

  it("e-mails a request stored before room lines existed as it always showed: its room type, rooms and guests", async () => {
    const legacy = await admin.collection("booking_requests").create(
      bookingRecord(addDays(today, 3), {
        reference: "BK-LEGACY",
        locale: "ar",
        first_name: "Old",
        last_name: "Request",
        room_type: fixtures.rooms.deluxe.id,
        total_price: 2 * fixtures.rooms.deluxe.price,
      }),
    );
    expect(legacy.room_lines).toBeNull();
    const mail = await smtp.waitFor((m) => m.subject.includes("BK-LEGACY"));
    expect(mail.subject).toContain("BK-LEGACY: Deluxe Room");
    expect(mail.decoded).toContain("Room type / نوع الغرفة");
    expect(mail.decoded).not.toContain("Room 1 / الغرفة 1");
    expect(mail.decoded).toContain("Rooms / الغرف: 1");
    expect(mail.decoded).toContain("Guests / الضيوف: 2");
  });
});

describe("hostile requests are refused with a field error, and nothing is stored", () => {
  const cases: [string, () => Record<string, unknown>, Record<string, string>][] = [
    ["more rooms in a line than the type has", () => request({ roomLines: [line("executive-suite", 4, 4)] }), { roomLines: "roomsRange" }],
    ["more adults than the type holds", () => request({ roomLines: [line("deluxe", 1, 3)] }), { roomLines: "tooManyAdults" }],
    ["more guests than the type holds", () => request({ roomLines: [line("twin", 1, 2, 2)] }), { roomLines: "tooManyGuests" }],
    [
      "a room type in two lines",
      () => request({ roomLines: [line("deluxe", 1, 2), line("deluxe", 1, 2)] }),
      { roomLines: "roomTypeRepeated" },
    ],
    ["0 rooms", () => request({ roomLines: [line("deluxe", 0, 2)] }), { roomLines: "roomsRange" }],
    [
      "a hundred thousand lines",
      () => request({ roomLines: Array.from({ length: 100_000 }, (_, i) => line(`type-${i}`, 1, 1)) }),
      { roomLines: "roomLinesRange" },
    ],
    ["an extra staff have not published", () => request({ extras: [draftExtraId] }), { extras: "extraUnavailable" }],
    ["an extra that does not exist", () => request({ extras: ["abcdefghijklmno"] }), { extras: "extraUnavailable" }],
    [
      "an extra with a price of the guest's choosing",
      () => request({ extras: [{ id: fixtures.extras["airport-pickup"].id, price: 0 }] }),
      {
        extras: "extraUnavailable",
      },
    ],
    [
      "a total that leaves out the extra's price",
      () =>
        request({
          extras: [fixtures.extras["airport-pickup"].id],
          total: 2 * 2 * fixtures.rooms.deluxe.price + 2 * fixtures.rooms.twin.price,
        }),
      { total: "priceChanged" },
    ],
  ];
  let draftExtraId = "";

  beforeAll(async () => {
    draftExtraId = (
      await admin
        .collection("extras")
        .create({ slug: "spa-voucher", name_ar: "قسيمة سبا", name_en: "Spa voucher", pricing: "per_guest", price: 5000 })
    ).id;
  });

  it.each(cases)("%s", async (_name, body, fieldErrors) => {
    const before = await count();
    const result = await submitBooking(body(), ctx);
    expect(result).toMatchObject({ ok: false, fieldErrors });
    expect(await count()).toBe(before);
  });
});
