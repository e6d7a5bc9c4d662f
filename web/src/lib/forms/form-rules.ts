// What the forms need to know about their rules without zod: the error keys
// and the field lists (the limits are lib/booking/rules/limits.ts). Client
// components import this module; the zod schemas (schema.ts) reach the
// browser later, with the validation code (validation.ts), so they are not
// part of the pages' first load.

export const FORM_ERROR_KEYS = [
  "required",
  "invalid",
  "dateInvalid",
  "dateInPast",
  "dateTooFar",
  "checkOutBeforeCheckIn",
  "stayTooLong",
  "nightClosed",
  "nightFull",
  "minStay",
  "guestsRange",
  "roomsRange",
  "tooManyGuests",
  "roomsExceedGuests",
  "adultsRange",
  "childrenRange",
  "tooManyAdults",
  "roomTypeRepeated",
  "roomLinesRange",
  "extraUnavailable",
  "nameTooLong",
  "nameInvalid",
  "nameInvisible",
  "markup",
  "phoneInvalid",
  "emailInvalid",
  "roomUnknown",
  "offerUnavailable",
  "offerRoomMismatch",
  "priceChanged",
  "messageTooShort",
  "messageTooLong",
  "contactMethodRequired",
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

const keys = new Set<string>(FORM_ERROR_KEYS);
/** Narrows a zod issue message to a known key ("invalid" for anything else). */
export function toErrorKey(message: string | undefined): FormErrorKey {
  return message && keys.has(message) ? (message as FormErrorKey) : "invalid";
}

export type FieldErrors<F extends string> = Partial<Record<F, FormErrorKey>>;

/** Every field of the booking schema (schema.test.ts holds the two lists equal). */
export const BOOKING_FIELDS = [
  "checkIn",
  "checkOut",
  "roomLines",
  "firstName",
  "lastName",
  "phone",
  "email",
  "offer",
  "breakfast",
  "extras",
  "total",
  "website",
  "requestKey",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export const CONTACT_FIELDS = ["name", "phone", "email", "message", "website", "requestKey"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
