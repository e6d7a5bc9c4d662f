// The field rules both forms share (names, phone, e-mail, the honeypot) and
// how a failed parse becomes per-field message keys. Error messages are
// message KEYS (see FORM_ERROR_KEYS), translated under FormErrors. Written
// with zod/mini and free of the phone number parser: the browser loads this
// module too (booking/schema.ts and contact/schema.ts say why).
import * as z from "zod/mini";
import { BOOKING_LIMITS, toErrorKey, type FieldErrors, type FormErrorKey } from "@/lib/forms/form-rules";
import { REQUEST_KEY } from "@/lib/forms/request-key";

// Zod 4 compiles object parsers with `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') blocks and reports on every page
// with a form. The interpreted path gives the same results.
z.config({ jitless: true });

// An empty number input reads as NaN (react-hook-form's valueAsNumber): that is "required" too.
export const requiredOr = (key: FormErrorKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === "" || Number.isNaN(issue.input) ? "required" : key;

// Tags, HTML entities and the characters that start them have no place in a name.
export const MARKUP = /[<>]|&[#a-z0-9]+;/i;
export const TAG_LIKE = /<\s*[a-z!/?]|&[#a-z0-9]+;|javascript:/i;
// Control characters (except tab and line breaks) in messages; names refuse every invisible character (INVISIBLE).
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
const LETTER = /\p{L}/u;

// Characters that show nothing or change how the text around them shows: C0
// and C1 controls, zero-width characters, bidi marks, embeddings, overrides
// and isolates, line and paragraph separators, other invisible format
// characters and tags. In a name they make look-alikes of other guests' names
// and break the staff e-mail's subject. The same definition as INVISIBLE in
// pocketbase/pb_hooks/bookings-lib.js (web/src/lib/forms/name-rules.test.ts compares them).
const INVISIBLE_CHARS =
  "\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b\\u200d-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb";
const TAG_CHAR = "\\udb40[\\udc00-\\udc7f]";
export const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]|${TAG_CHAR}`);
// ZWNJ (U+200C) keeps two Arabic-script letters from joining, as Persian and
// Kurdish spelling needs (many of the hotel's guests are Kurdish); anywhere
// else it shows nothing, so it is refused there like the others.
const ARABIC_LETTER =
  "\\u0620-\\u065f\\u066e-\\u06d3\\u06d5-\\u06dc\\u06df-\\u06ff\\u0750-\\u077f\\u08a0-\\u08ff\\ufb50-\\ufdff\\ufe70-\\ufefc";
export const STRAY_ZWNJ = new RegExp(`(^|[^${ARABIC_LETTER}])\\u200c|\\u200c([^${ARABIC_LETTER}]|$)`);
// At either end they are what copying a name out of a chat or a contact card
// brings along, and mean nothing: removed there like spaces. Inside, removing
// one could turn a name into another, so the guest is asked to type it again.
const INVISIBLE_EDGES = new RegExp(
  `^(?:[\\s\\u200c${INVISIBLE_CHARS}]|${TAG_CHAR})+|(?:[\\s\\u200c${INVISIBLE_CHARS}]|${TAG_CHAR})+$`,
  "g",
);

/** Whether a name holds an invisible character (a ZWNJ only counts outside Arabic-script letters). */
export function hasInvisible(value: string): boolean {
  return INVISIBLE.test(value) || STRAY_ZWNJ.test(value);
}

// Cross-field rules run even while single fields are still wrong, so the guest
// sees every problem at once; they only need an object to look at.
export const onObjects = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

export function personName(maxLength: number) {
  return z.string({ error: requiredOr("invalid") }).check(
    z.overwrite((v) => v.replace(INVISIBLE_EDGES, "")),
    z.minLength(1, { error: "required" }),
    z.maxLength(maxLength, { error: "nameTooLong" }),
    z.refine((v) => !MARKUP.test(v), { error: "markup", abort: true }),
    z.refine((v) => !hasInvisible(v), { error: "nameInvisible", abort: true }),
    z.refine((v) => LETTER.test(v), { error: "nameInvalid" }),
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

export type PhoneSchema = ReturnType<typeof phoneField>;

export const optionalPhone = (phone: PhoneSchema) => z.optional(z.union([z.literal(""), phone], { error: "phoneInvalid" }));

export const optionalEmail = z.optional(
  z.union(
    [z.literal(""), z.pipe(z.string().check(z.trim(), z.maxLength(254, { error: "emailInvalid" })), z.email({ error: "emailInvalid" }))],
    { error: "emailInvalid" },
  ),
);

/**
 * Bots fill every input; people never see this one. A filled one is not an
 * error here: the server accepts the request and stores nothing (isTrapped),
 * so a bot learns nothing from the answer.
 */
export const honeypot = z.optional(z.string({ error: "invalid" }).check(z.maxLength(2_000, { error: "invalid" })));

/** The key the form was sent with (request-key.ts); absent from clients that send none. */
export const requestKey = z.optional(z.string({ error: "invalid" }).check(z.regex(REQUEST_KEY, { error: "invalid" })));

/** True when the hidden field was filled in: a bot's request, to be answered as if accepted and dropped. */
export function isTrapped(values: { website?: string | undefined }): boolean {
  return (values.website ?? "").trim() !== "";
}

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
