// The fields both forms share (names, phone, e-mail, the honeypot) and how a
// failed parse becomes per-field message keys; what a name or a phone number
// may hold is lib/booking/rules/text.ts, which PocketBase's hooks apply too. Error messages are
// message KEYS (see FORM_ERROR_KEYS), translated under FormErrors. Written
// with zod/mini and free of the phone number parser: the browser loads this
// module too (booking/schema.ts and contact/schema.ts say why).
import * as z from "zod/mini";
import { MAX_EMAIL_LENGTH } from "@/lib/booking/rules/limits";
import { nameProblem, phoneProblem, trimName } from "@/lib/booking/rules/text";
import { toErrorKey, type FieldErrors, type FormErrorKey } from "@/lib/forms/form-rules";
import { REQUEST_KEY } from "@/lib/forms/request-key";

// Zod 4 compiles object parsers with `new Function`, which the site's
// Content-Security-Policy (no 'unsafe-eval') blocks and reports on every page
// with a form. The interpreted path gives the same results.
z.config({ jitless: true });

// An empty number input reads as NaN (react-hook-form's valueAsNumber): that is "required" too.
export const requiredOr = (key: FormErrorKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === "" || Number.isNaN(issue.input) ? "required" : key;

// Cross-field rules run even while single fields are still wrong, so the guest
// sees every problem at once; they only need an object to look at.
export const onObjects = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

/** A guest's name: trimmed of spaces and invisible characters at its ends, then judged by nameProblem. */
export function personName(maxLength: number) {
  return z.string({ error: requiredOr("invalid") }).check(
    z.overwrite(trimName),
    z.superRefine((value, ctx) => {
      const problem = nameProblem(value, maxLength);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    }),
  );
}

/** A check the server adds to the phone field (the real parse); the browser passes none. */
export type PhoneCheck = z.core.$ZodCheck<string>;

/** A phone field: trimmed, no markup, looks like a number (phoneProblem), plus the server's check when given. */
export function phoneField(serverCheck?: PhoneCheck) {
  return z.string({ error: requiredOr("phoneInvalid") }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      // Markup stops here. Anything else does not, like the server's check: the contact
      // form's union then reports this branch's message, and the cross-field rules still run.
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value, continue: problem !== "markup" });
    }),
    ...(serverCheck ? [serverCheck] : []),
  );
}

export type PhoneSchema = ReturnType<typeof phoneField>;

export const optionalPhone = (phone: PhoneSchema) => z.optional(z.union([z.literal(""), phone], { error: "phoneInvalid" }));

export const optionalEmail = z.optional(
  z.union(
    [
      z.literal(""),
      z.pipe(z.string().check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH, { error: "emailInvalid" })), z.email({ error: "emailInvalid" })),
    ],
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
