// The fields of a booking request and of a contact message that the site sets
// (the site's server builds them: NewBookingRequest in booking/submit.ts and
// NewContactMessage in contact/submit.ts, which the compiler holds equal to
// these). PocketBase refuses any other field of the collection from anyone
// but staff: those are staff's to set.

export const GUEST_BOOKING_FIELDS = [
  "reference",
  "status",
  "locale",
  "check_in",
  "check_out",
  "nights",
  "guests",
  "rooms",
  "first_name",
  "last_name",
  "phone",
  "email",
  "room_type",
  "offer",
  "breakfast",
  "total_price",
  "currency",
  "price_breakdown",
  "room_lines",
  "extras",
  "idempotency_key",
  "guest_token_hash",
] as const;
export type GuestBookingField = (typeof GUEST_BOOKING_FIELDS)[number];

export const GUEST_CONTACT_FIELDS = ["name", "phone", "email", "message", "locale", "status", "idempotency_key"] as const;
export type GuestContactField = (typeof GUEST_CONTACT_FIELDS)[number];

/** true when A and B are the same union of field names: the site's records hold exactly these fields. */
export type SameFields<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Where a request staff take came from (the desk); the website's own are "website", set by PocketBase. */
export const DESK_SOURCES = ["phone", "whatsapp", "walk_in", "email"] as const;
export type DeskSource = (typeof DESK_SOURCES)[number];

/** What staff send to change a request's stay; PocketBase derives the rest (nights, rooms, guests, price). */
export const STAY_CHANGE_FIELDS = ["check_in", "check_out", "room_lines", "extras", "breakfast", "offer"] as const;
