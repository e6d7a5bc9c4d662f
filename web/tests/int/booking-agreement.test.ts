// The site and PocketBase must price a stay alike: the site sends the total it
// computed, and PocketBase (pb_hooks/booking-rules-lib.js) refuses one that
// differs from its own. Random stays over the seeded hotel, with overlapping
// seasons, closures, an offer and breakfast, go through the site's real
// submit into a real PocketBase: every stay the site accepts must be stored,
// with the site's total and breakdown.
import fc from "fast-check";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PocketBaseServer } from "@hotel/pocketbase/testing";
import { ruleNights } from "@hotel/pocketbase/testing/booking-fixtures";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { submitBooking, type SubmitBookingContext } from "@/lib/booking/submit";
import type { BookingFixtures } from "./booking-helpers";
import { bookingInput, startBookingSite } from "./booking-site";

let pb: PocketBaseServer;
let admin: PocketBase;
let fixtures: BookingFixtures;
let ctx: SubmitBookingContext;
let weddingRoomId: string | null = null;

const today = hotelToday();
const SLUGS = ["standard", "twin", "deluxe", "superior", "executive-suite"] as const;

beforeAll(async () => {
  ({ pb, admin, fixtures, ctx } = await startBookingSite({ locale: "ar", clientKey: "int-agreement", rateLimits: false }));
  weddingRoomId = ((await admin.collection("offers").getOne(fixtures.weddingOfferId)).room_type as string) || null;
  // Overlapping seasons of both kinds, for one room type and for all, at different priorities.
  const season = (name: string, first: number, last: number, extra: Record<string, unknown>) =>
    admin.collection("seasonal_rates").create({
      name_ar: `موسم ${name}`,
      name_en: `Season ${name}`,
      ...ruleNights(addDays(today, first), addDays(today, last)),
      ...extra,
    });
  await season("low", 5, 60, { percent_change: -15, priority: 0 });
  await season("festival", 20, 35, { percent_change: 35, priority: 2 });
  await season("deluxe fixed", 28, 40, { nightly_price: 333_333, priority: 2, room_type: fixtures.rooms.deluxe.id });
  await admin.collection("closures").create({
    reason_ar: "صيانة",
    reason_en: "Maintenance",
    ...ruleNights(addDays(today, 50), addDays(today, 51)),
    room_type: fixtures.rooms.twin.id,
  });
});

afterAll(async () => {
  await pb?.stop();
});

const lineArb = fc.record({
  slug: fc.constantFrom(...SLUGS),
  rooms: fc.integer({ min: 1, max: 3 }),
  extraAdults: fc.nat(),
  children: fc.nat(),
});
const stayArb = fc.record({
  // Several room types in one request, each once.
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 3, selector: (l) => l.slug }),
  offset: fc.integer({ min: 0, max: 70 }),
  nights: fc.integer({ min: 1, max: 12 }),
  breakfast: fc.boolean(),
  wedding: fc.boolean(),
  extras: fc.subarray(["airport-pickup", "extra-bed", "late-check-out"] as const),
});

describe("the site's total and PocketBase's", () => {
  it("agree on random stays: every stay the site accepts is stored with the site's total and breakdown", async () => {
    const stays = fc.sample(stayArb, { numRuns: 40, seed: 36 });
    let stored = 0;
    for (const [i, s] of stays.entries()) {
      // Counts that fit each type: an adult per room at least, no more adults than its beds, children in what is left.
      const roomLines = s.lines.map((l) => {
        const room = fixtures.rooms[l.slug];
        const adults = l.rooms + (l.extraAdults % (room.adults * l.rooms - l.rooms + 1));
        const children = l.children % ((room.adults + room.children) * l.rooms - adults + 1);
        return { roomType: l.slug, rooms: l.rooms, adults, children };
      });
      const wedding = s.wedding && (weddingRoomId === null || s.lines.some((l) => fixtures.rooms[l.slug].id === weddingRoomId));
      const checkIn = addDays(today, s.offset);
      const lastName = `Agree${i}`;
      const result = await submitBooking(
        bookingInput({
          checkIn,
          checkOut: addDays(checkIn, s.nights),
          roomLines,
          extras: s.extras.map((slug) => fixtures.extras[slug].id),
          firstName: "اتفاق",
          lastName,
          offer: wedding ? fixtures.weddingOfferId : "",
          breakfast: s.breakfast,
        }),
        ctx,
      );
      // The site may refuse a stay (a closed night, a minimum stay, too few rooms); it must never fail to save one it accepted.
      expect(result.ok || !("formError" in result && result.formError), `${JSON.stringify(s)} → ${JSON.stringify(result)}`).toBe(true);
      if (!result.ok) continue;
      const record = await admin.collection("booking_requests").getFirstListItem(admin.filter("last_name = {:n}", { n: lastName }));
      expect(record.total_price).toBe(result.price.total);
      expect(record.price_breakdown).toEqual(JSON.parse(JSON.stringify(result.price)));
      stored++;
    }
    // Most stays are bookable: the comparison is not vacuous.
    expect(stored).toBeGreaterThan(stays.length / 2);
  });
});
