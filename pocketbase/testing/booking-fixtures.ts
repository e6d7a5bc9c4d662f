// What the PocketBase tests of booking requests build their records from: the
// hotel's days as a stay is stored, references in the site's alphabet, the
// settings, a room type and a booking request.

import { addDays, HOTEL_UTC_OFFSET_MS, hotelToday } from "../../web/src/lib/booking/rules/dates";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "../../web/src/lib/booking/rules/reference";

export { addDays };

/** Today in Basra (UTC+3 all year), "YYYY-MM-DD". */
export const basraToday = (): string => hotelToday();

/** A stay day as the site stores it. */
export const pbDay = (day: string): string => `${day} 00:00:00.000Z`;

/** A Basra day as the admin UI stores it (a season's or a closure's night): 21:00 UTC of the day before. */
export const adminDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - HOTEL_UTC_OFFSET_MS).toISOString().replace("T", " ");

/** The nights `first` to `last` of a season or closure, as the admin UI stores them. */
export const ruleNights = (first: string, last: string, published = true) => ({
  published,
  first_night: adminDay(first),
  last_night: adminDay(last),
});

let references = 0;
/** A reference in the site's alphabet (web/src/lib/booking/rules/reference.ts), new on every call. */
export function nextReference(): string {
  let n = ++references + 1000;
  let out = "";
  for (let i = 0; i < 6; i++) {
    out += REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length];
    n = Math.floor(n / REFERENCE_ALPHABET.length);
  }
  return REFERENCE_PREFIX + out;
}

/** The hotel's settings record with what PocketBase requires, reservations open; `overrides` changes any field. */
export function settingsBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hotel_name_ar: "فندق",
    hotel_name_en: "Hotel",
    address_ar: "البصرة",
    address_en: "Basra",
    phone: "+964 780 000 0000",
    email: "info@example.com",
    map_lat: 30.5,
    map_lng: 47.8,
    reservation_state: "open",
    currency: "IQD",
    ...overrides,
  };
}

/** A published room type for 2 adults and a child, 5 rooms at 100,000 a night; `overrides` changes any field. */
export function roomTypeBody(slug: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug,
    name_ar: `غرفة ${slug}`,
    name_en: `Room ${slug}`,
    summary_ar: "ملخص.",
    summary_en: "Summary.",
    description_ar: "<p>وصف.</p>",
    description_en: "<p>Text.</p>",
    category: "deluxe",
    beds_ar: "سرير",
    beds_en: "Bed",
    bathroom_ar: "حمام",
    bathroom_en: "Bathroom",
    adults: 2,
    children: 1,
    area_m2: 30,
    price_per_night: 100_000,
    room_count: 5,
    published: true,
    ...overrides,
  };
}

/** A booking request as PocketBase stores it: 1 room, 2 guests, 2 nights from `checkIn`; `overrides` changes any field. */
export function bookingRecord(checkIn: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reference: nextReference(),
    status: "new",
    locale: "en",
    check_in: pbDay(checkIn),
    check_out: pbDay(addDays(checkIn, 2)),
    nights: 2,
    guests: 2,
    rooms: 1,
    first_name: "Ali",
    last_name: "Hassan",
    phone: "+9647801234567",
    total_price: 300_000,
    currency: "IQD",
    ...overrides,
  };
}
