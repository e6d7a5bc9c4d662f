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
//
// The rules across fields are lib/booking/rules/ (checks.ts), which the
// server's pricing and PocketBase's hooks apply too: here they become issues
// on the form's fields.
import * as z from "zod/mini";
import { isIsoDate } from "./rules/dates";
import { BOOKING_LIMITS } from "./rules/limits";
import {
  arrivalProblem,
  departsInPast,
  extraIdsProblem,
  lineCapacityProblems,
  roomLinesProblems,
  stayLengthProblem,
  stayProblemField,
  type RoomCapacity,
} from "./rules/checks";
import type { FormErrorKey } from "@/lib/forms/form-rules";
import { honeypot, onObjects, optionalEmail, personName, phoneField, requestKey, requiredOr, type PhoneSchema } from "@/lib/forms/fields";
import type { StayRules } from "@/lib/domain";
import { stayProblemOfRooms } from "./rules/stay-rules";

export { BOOKING_FIELDS, FORM_ERROR_KEYS, toErrorKey, type BookingField } from "@/lib/forms/form-rules";
export type { FieldErrors, FormErrorKey } from "@/lib/forms/form-rules";
export type { RoomCapacity } from "./rules/checks";

const isoDate = z.string({ error: requiredOr("dateInvalid") }).check(z.refine(isIsoDate, { error: "dateInvalid" }));

const wholeNumber = (key: FormErrorKey, min: number, max: number) =>
  z.number({ error: requiredOr(key) }).check(z.int({ error: key }), z.minimum(min, { error: key }), z.maximum(max, { error: key }));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RECORD_ID = /^[a-z0-9]{15}$/;

const roomTypeSlug = z
  .string({ error: requiredOr("roomUnknown") })
  .check(z.maxLength(80, { error: "roomUnknown" }), z.regex(SLUG, { error: "roomUnknown" }));

/** One line of a request: `rooms` rooms of one type; adults and children are the line's totals over its rooms. */
const roomLine = z.object({
  roomType: roomTypeSlug,
  rooms: wholeNumber("roomsRange", 1, BOOKING_LIMITS.maxRooms),
  adults: wholeNumber("adultsRange", 1, BOOKING_LIMITS.maxGuests),
  children: wholeNumber("childrenRange", 0, BOOKING_LIMITS.maxGuests),
});
export type RoomLineInput = z.input<typeof roomLine>;

const lineError = (ctx: z.core.$RefinementCtx<never>, index: number, field: keyof RoomLineInput, message: FormErrorKey) =>
  ctx.addIssue({ code: "custom", path: ["roomLines", index, field], message });

/** The request's rooms: each type once, an adult in every room, and the hotel's limits over all the lines. */
function checkRoomLines(lines: unknown, ctx: z.core.$RefinementCtx<never>): void {
  for (const problem of roomLinesProblems(lines)) {
    if ("line" in problem && "lineField" in problem) lineError(ctx, problem.line, problem.lineField, problem.code);
    else ctx.addIssue({ code: "custom", path: ["roomLines"], message: problem.code });
  }
}

/** The booking form's fields and their cross-field rules; `phone` is the browser's or the server's phone field. */
export function bookingFieldsSchemaWith(phone: PhoneSchema) {
  return z
    .object({
      checkIn: isoDate,
      checkOut: isoDate,
      roomLines: z
        .array(roomLine, { error: "roomLinesRange" })
        .check(z.minLength(1, { error: "roomLinesRange" }), z.maxLength(BOOKING_LIMITS.maxRoomLines, { error: "roomLinesRange" })),
      firstName: personName(BOOKING_LIMITS.maxNameLength),
      lastName: personName(BOOKING_LIMITS.maxNameLength),
      phone,
      email: optionalEmail,
      offer: z.optional(
        z.union([z.literal(""), z.string().check(z.regex(RECORD_ID, { error: "offerUnavailable" }))], { error: "offerUnavailable" }),
      ),
      breakfast: z.boolean({ error: "invalid" }),
      /** The ids of the extras chosen (published ones; the server checks). */
      extras: z.optional(
        z
          .array(z.string({ error: "extraUnavailable" }).check(z.regex(RECORD_ID, { error: "extraUnavailable" })), {
            error: "extraUnavailable",
          })
          .check(z.maxLength(BOOKING_LIMITS.maxExtras, { error: "extraUnavailable" })),
      ),
      /** The total the guest saw; the server recomputes it and refuses the request if it differs. */
      total: z.optional(z.number({ error: "invalid" }).check(z.int({ error: "invalid" }), z.minimum(0, { error: "invalid" }))),
      website: honeypot,
      requestKey,
    })
    .check(
      z.superRefine((value, ctx) => {
        const { checkIn, checkOut, roomLines, extras } = value as Partial<typeof value>;
        const length = isIsoDate(checkIn) && isIsoDate(checkOut) ? stayLengthProblem(checkIn, checkOut) : null;
        if (length) ctx.addIssue({ code: "custom", path: ["checkOut"], message: length });
        checkRoomLines(roomLines, ctx as z.core.$RefinementCtx<never>);
        if (Array.isArray(extras) && extraIdsProblem(extras))
          ctx.addIssue({ code: "custom", path: ["extras"], message: "extraUnavailable" });
      }, onObjects),
    );
}

export const bookingFieldsSchema = bookingFieldsSchemaWith(phoneField());
export type BookingFieldsSchema = typeof bookingFieldsSchema;

export type BookingInput = z.input<typeof bookingFieldsSchema>;
export type BookingValues = z.output<typeof bookingFieldsSchema>;

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
  const { checkIn, checkOut, roomLines } = value;
  const arrival = isIsoDate(checkIn) ? arrivalProblem(checkIn, context.today) : null;
  if (arrival) ctx.addIssue({ code: "custom", path: ["checkIn"], message: arrival });
  if (isIsoDate(checkOut) && departsInPast(checkIn, checkOut, context.today)) {
    ctx.addIssue({ code: "custom", path: ["checkOut"], message: "dateInPast" });
  }
  if (context.roomTypes === null || !Array.isArray(roomLines)) return;
  const chosen: RoomCapacity[] = [];
  roomLines.forEach((line, i) => {
    if (typeof line?.roomType !== "string" || !SLUG.test(line.roomType)) return;
    const room = context.roomTypes!.find((r) => r.slug === line.roomType);
    if (!room) return lineError(ctx as z.core.$RefinementCtx<never>, i, "roomType", "roomUnknown");
    chosen.push(room);
    for (const problem of lineCapacityProblems(line, room))
      lineError(ctx as z.core.$RefinementCtx<never>, i, problem.lineField, problem.code);
  });
  if (context.stayRules && isIsoDate(checkIn) && isIsoDate(checkOut)) {
    // The UI words the problem itself (stayProblem again) with the dates and what would work.
    const problem = stayProblemOfRooms(checkIn, checkOut, chosen, context.stayRules, context.today);
    if (problem) {
      const { field, code } = stayProblemField(problem, checkIn);
      ctx.addIssue({ code: "custom", path: [field], message: code });
    }
  }
}

/** The full booking schema for a form or a request: shape + today + room capacity. */
export function bookingSchema(context: BookingRulesContext, fields: BookingFieldsSchema = bookingFieldsSchema) {
  return fields.check(z.superRefine((value, ctx) => checkBookingAgainst(value as Partial<BookingInput>, context, ctx), onObjects));
}
