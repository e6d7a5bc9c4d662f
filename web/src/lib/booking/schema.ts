// The booking form's schema, shared by the react-hook-form client form
// (through zodResolver) and the server entry point; the contact form's is
// contact/schema.ts, the fields both use lib/forms/fields.ts. Error messages
// are message KEYS (see FORM_ERROR_KEYS); the UI translates them under the
// FormErrors namespace, so the same rule reads right in Arabic and English.
//
// Written with zod/mini (functional checks, tree-shaken) and free of the phone
// number parser, because the browser loads this module too (after the page,
// through validation.ts): the full zod build and libphonenumber's metadata
// were most of /book's and /contact's first load. The server adds the real
// phone check (lib/forms/server-schema.ts).
import * as z from "zod/mini";
import { daysBetween, isIsoDate } from "./dates";
import { BOOKING_LIMITS, type FormErrorKey } from "@/lib/forms/form-rules";
import { honeypot, onObjects, optionalEmail, personName, phoneField, requestKey, requiredOr, type PhoneSchema } from "@/lib/forms/fields";
import type { StayRules } from "@/lib/domain";
import { stayProblem } from "./stay-rules";

export { BOOKING_FIELDS, BOOKING_LIMITS, FORM_ERROR_KEYS, toErrorKey, type BookingField } from "@/lib/forms/form-rules";
export type { FieldErrors, FormErrorKey } from "@/lib/forms/form-rules";

const isoDate = z.string({ error: requiredOr("dateInvalid") }).check(z.refine(isIsoDate, { error: "dateInvalid" }));

const wholeNumber = (key: FormErrorKey, min: number, max: number) =>
  z.number({ error: requiredOr(key) }).check(z.int({ error: key }), z.minimum(min, { error: key }), z.maximum(max, { error: key }));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RECORD_ID = /^[a-z0-9]{15}$/;

/** The booking form's fields and their cross-field rules; `phone` is the browser's or the server's phone field. */
export function bookingFieldsSchemaWith(phone: PhoneSchema) {
  return z
    .object({
      checkIn: isoDate,
      checkOut: isoDate,
      guests: wholeNumber("guestsRange", 1, BOOKING_LIMITS.maxGuests),
      rooms: wholeNumber("roomsRange", 1, BOOKING_LIMITS.maxRooms),
      firstName: personName(BOOKING_LIMITS.maxNameLength),
      lastName: personName(BOOKING_LIMITS.maxNameLength),
      phone,
      email: optionalEmail,
      roomType: z
        .string({ error: requiredOr("roomUnknown") })
        .check(z.maxLength(80, { error: "roomUnknown" }), z.regex(SLUG, { error: "roomUnknown" })),
      offer: z.optional(
        z.union([z.literal(""), z.string().check(z.regex(RECORD_ID, { error: "offerUnavailable" }))], { error: "offerUnavailable" }),
      ),
      breakfast: z.boolean({ error: "invalid" }),
      /** The total the guest saw; the server recomputes it and refuses the request if it differs. */
      total: z.optional(z.number({ error: "invalid" }).check(z.int({ error: "invalid" }), z.minimum(0, { error: "invalid" }))),
      website: honeypot,
      requestKey,
    })
    .check(
      z.superRefine((value, ctx) => {
        const { checkIn, checkOut, guests, rooms } = value as Partial<typeof value>;
        if (isIsoDate(checkIn) && isIsoDate(checkOut)) {
          const nights = daysBetween(checkIn, checkOut);
          if (nights < 1) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "checkOutBeforeCheckIn" });
          else if (nights > BOOKING_LIMITS.maxNights) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "stayTooLong" });
        }
        if (Number.isInteger(guests) && Number.isInteger(rooms) && (rooms as number) > (guests as number)) {
          ctx.addIssue({ code: "custom", path: ["rooms"], message: "roomsExceedGuests" });
        }
      }, onObjects),
    );
}

export const bookingFieldsSchema = bookingFieldsSchemaWith(phoneField());
export type BookingFieldsSchema = typeof bookingFieldsSchema;

export type BookingInput = z.input<typeof bookingFieldsSchema>;
export type BookingValues = z.output<typeof bookingFieldsSchema>;

/** What the rules need to know about a room type. */
export interface RoomCapacity {
  /** The CMS record id; seasons and closures name room types by it. */
  id?: string;
  slug: string;
  adults: number;
  children: number;
  /** Rooms of this type in the hotel; 0 or absent means "not counted". */
  roomCount?: number;
}

export interface BookingRulesContext {
  /** Today's date in Basra (hotelToday()); passed in so tests and the server agree on "now". */
  today: string;
  /** The room types a guest may choose; null skips the room checks (the server's first pass, before it has loaded them). */
  roomTypes: readonly RoomCapacity[] | null;
  /** Closed nights and minimum stays; absent or null skips them (the server's first pass). */
  stayRules?: StayRules | null;
}

/** The checks that need "today" and the room types; shared by the client form and the server. */
export function checkBookingAgainst(
  value: Partial<BookingInput>,
  context: BookingRulesContext,
  ctx: z.core.$RefinementCtx<BookingValues>,
): void {
  const { checkIn, checkOut, guests, rooms, roomType } = value;
  if (isIsoDate(checkIn)) {
    if (daysBetween(context.today, checkIn) < 0) ctx.addIssue({ code: "custom", path: ["checkIn"], message: "dateInPast" });
    else if (daysBetween(context.today, checkIn) > BOOKING_LIMITS.maxAdvanceDays) {
      ctx.addIssue({ code: "custom", path: ["checkIn"], message: "dateTooFar" });
    }
  }
  if (isIsoDate(checkOut) && daysBetween(context.today, checkOut) < 1 && !(isIsoDate(checkIn) && daysBetween(checkIn, checkOut) < 1)) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], message: "dateInPast" });
  }
  if (context.roomTypes === null || typeof roomType !== "string" || !SLUG.test(roomType)) return;
  const room = context.roomTypes.find((r) => r.slug === roomType);
  if (!room) {
    ctx.addIssue({ code: "custom", path: ["roomType"], message: "roomUnknown" });
    return;
  }
  if (Number.isInteger(rooms) && room.roomCount && (rooms as number) > room.roomCount) {
    ctx.addIssue({ code: "custom", path: ["rooms"], message: "roomsRange" });
  }
  if (Number.isInteger(guests) && Number.isInteger(rooms)) {
    const perRoom = room.adults + room.children;
    if ((guests as number) > perRoom * (rooms as number)) {
      ctx.addIssue({ code: "custom", path: ["guests"], message: "tooManyGuests" });
    }
  }
  if (context.stayRules && isIsoDate(checkIn) && isIsoDate(checkOut)) {
    // The UI words the problem itself (stayProblem again) with the dates and what would work.
    const problem = stayProblem({ checkIn, checkOut, roomTypeId: room.id }, context.stayRules, context.today);
    if (problem?.kind === "closed" || problem?.kind === "full") {
      const message = problem.kind === "full" ? "nightFull" : "nightClosed";
      ctx.addIssue({ code: "custom", path: [problem.night === checkIn ? "checkIn" : "checkOut"], message });
    } else if (problem?.kind === "minStay") {
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "minStay" });
    }
  }
}

/** The full booking schema for a form or a request: shape + today + room capacity. */
export function bookingSchema(context: BookingRulesContext, fields: BookingFieldsSchema = bookingFieldsSchema) {
  return fields.check(z.superRefine((value, ctx) => checkBookingAgainst(value as Partial<BookingInput>, context, ctx), onObjects));
}
