// One schema per form, shared by the react-hook-form client form (through
// zodResolver) and the server entry point. Error messages are message KEYS
// (see FORM_ERROR_KEYS); the UI translates them under the FormErrors
// namespace, so the same rule reads right in Arabic and English.
//
// Written with zod/mini (functional checks, tree-shaken) and free of the phone
// number parser, because the browser loads this module too (after the page,
// through validation.ts): the full zod build and libphonenumber's metadata
// were most of /book's and /contact's first load. The server adds the real
// phone check (server-schema.ts).
import * as z from "zod/mini";
import { daysBetween, hotelToday, isIsoDate } from "./dates";
import { BOOKING_LIMITS, CONTACT_LIMITS, toErrorKey, type FieldErrors, type FormErrorKey } from "@/lib/forms/form-rules";
import { stayProblem, type StayRules } from "./stay-rules";

// Zod 4 compiles object parsers with `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') blocks and reports on every page
// with a form. The interpreted path gives the same results.
z.config({ jitless: true });

export { BOOKING_FIELDS, BOOKING_LIMITS, CONTACT_FIELDS, CONTACT_LIMITS, FORM_ERROR_KEYS, toErrorKey } from "@/lib/forms/form-rules";
export type { FieldErrors, FormErrorKey } from "@/lib/forms/form-rules";

// An empty number input reads as NaN (react-hook-form's valueAsNumber): that is "required" too.
const requiredOr = (key: FormErrorKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === "" || Number.isNaN(issue.input) ? "required" : key;

// Tags, HTML entities and the characters that start them have no place in a name.
const MARKUP = /[<>]|&[#a-z0-9]+;/i;
const TAG_LIKE = /<\s*[a-z!/?]|&[#a-z0-9]+;|javascript:/i;
// Control characters (except tab and line breaks, allowed in messages only).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const LETTER = /\p{L}/u;

// Cross-field rules run even while single fields are still wrong, so the guest
// sees every problem at once; they only need an object to look at.
const onObjects = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

function personName(maxLength: number) {
  return z
    .string({ error: requiredOr("invalid") })
    .check(
      z.trim(),
      z.minLength(1, { error: "required" }),
      z.maxLength(maxLength, { error: "nameTooLong" }),
      z.refine((v) => !MARKUP.test(v), { error: "markup", abort: true }),
      z.refine((v) => !CONTROL_OR_BREAK.test(v) && LETTER.test(v), { error: "nameInvalid" }),
    );
}

// Every valid number has at least 7 digits (any script: Arabic-Indic digits
// are phone digits too); fewer is certainly not a number. Anything longer
// the server parses for real, and its "phoneInvalid" is shown on the field.
const MIN_PHONE_DIGITS = 7;
const DIGIT = /\p{Nd}/gu;

/** The browser's light phone check: enough digits to be a number. */
export function mayBePhone(value: string): boolean {
  return (value.match(DIGIT)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

/** A check the server adds to the phone field (the real parse); the browser passes none. */
export type PhoneCheck = z.core.$ZodCheck<string>;

/** A phone field: trimmed, no markup, looks like a number, plus the server's check when given. */
export function phoneField(serverCheck?: PhoneCheck) {
  return z.string({ error: requiredOr("phoneInvalid") }).check(
    z.trim(),
    z.minLength(1, { error: "required" }),
    z.maxLength(BOOKING_LIMITS.maxPhoneInput, { error: "phoneInvalid" }),
    z.refine((v) => !MARKUP.test(v), { error: "markup", abort: true }),
    // Not aborting, like the server's check: the contact form's union then
    // reports this branch's message, and the cross-field rules still run.
    z.refine(mayBePhone, { error: "phoneInvalid" }),
    ...(serverCheck ? [serverCheck] : []),
  );
}

type PhoneSchema = ReturnType<typeof phoneField>;

const optionalPhone = (phone: PhoneSchema) => z.optional(z.union([z.literal(""), phone], { error: "phoneInvalid" }));

const optionalEmail = z.optional(
  z.union(
    [
      z.literal(""),
      z.pipe(z.string().check(z.trim(), z.maxLength(254, { error: "emailInvalid" })), z.email({ error: "emailInvalid" })),
    ],
    { error: "emailInvalid" },
  ),
);

/**
 * Bots fill every input; people never see this one. A filled one is not an
 * error here: the server accepts the request and stores nothing (isTrapped),
 * so a bot learns nothing from the answer.
 */
const honeypot = z.optional(z.string({ error: "invalid" }).check(z.maxLength(2_000, { error: "invalid" })));

/** True when the hidden field was filled in: a bot's request, to be answered as if accepted and dropped. */
export function isTrapped(values: { website?: string | undefined }): boolean {
  return (values.website ?? "").trim() !== "";
}

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
export type BookingField = keyof BookingInput;

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
    if (problem?.kind === "closed") {
      ctx.addIssue({ code: "custom", path: [problem.night === checkIn ? "checkIn" : "checkOut"], message: "nightClosed" });
    } else if (problem?.kind === "minStay") {
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "minStay" });
    }
  }
}

/** The full booking schema for a form or a request: shape + today + room capacity. */
export function bookingSchema(context: BookingRulesContext, fields: BookingFieldsSchema = bookingFieldsSchema) {
  return fields.check(z.superRefine((value, ctx) => checkBookingAgainst(value as Partial<BookingInput>, context, ctx), onObjects));
}

/** Convenience for the browser: the rules as of today in Basra. */
export function bookingSchemaForToday(roomTypes: readonly RoomCapacity[], now?: Date) {
  return bookingSchema({ today: hotelToday(now), roomTypes });
}

/** The contact form's fields and rules; `phone` is the browser's or the server's phone field. */
export function contactSchemaWith(phone: PhoneSchema) {
  return z
    .object({
      name: personName(CONTACT_LIMITS.maxNameLength),
      phone: optionalPhone(phone),
      email: optionalEmail,
      message: z
        .string({ error: requiredOr("invalid") })
        .check(
          z.trim(),
          z.minLength(1, { error: "required" }),
          z.minLength(CONTACT_LIMITS.minMessageLength, { error: "messageTooShort" }),
          z.maxLength(CONTACT_LIMITS.maxMessageLength, { error: "messageTooLong" }),
          z.refine((v) => !TAG_LIKE.test(v), { error: "markup", abort: true }),
          z.refine((v) => !CONTROL.test(v), { error: "invalid" }),
        ),
      website: honeypot,
    })
    .check(
      z.superRefine((value, ctx) => {
        const { phone: p, email } = value as Partial<typeof value>;
        const has = (v: unknown) => typeof v === "string" && v.trim() !== "";
        if (!has(p) && !has(email)) ctx.addIssue({ code: "custom", path: ["phone"], message: "contactMethodRequired" });
      }, onObjects),
    );
}

export const contactSchema = contactSchemaWith(phoneField());

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** First error per field, as message keys; issues without a known field land on `fallbackField`. */
export function fieldErrorsFrom<F extends string>(error: z.core.$ZodError, fields: readonly F[], fallbackField: F): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const field = typeof head === "string" && (fields as readonly string[]).includes(head) ? (head as F) : fallbackField;
    out[field] ??= toErrorKey(issue.message);
  }
  return out;
}
