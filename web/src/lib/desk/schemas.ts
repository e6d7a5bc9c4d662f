// The desk's forms, one schema each, shared by the server actions and the
// forms (which show the server's verdict in the member's language). Error
// messages are keys of the Desk.errors messages.
import * as z from "zod/mini";
import { DESK_ROLES, REQUEST_STATUSES } from "./types";

export const DESK_ERROR_KEYS = [
  "missing",
  "invalid",
  "disabled",
  "codeInvalid",
  "codeExpired",
  "rateLimited",
  "unavailable",
  "signedOut",
  "notFound",
  "overbooked",
  "notYet",
  "stayOver",
  "alreadyDecided",
  "reasonTooLong",
  "notesTooLong",
  "emailInvalid",
  "nameInvalid",
  "passwordShort",
  "passwordMismatch",
  "emailTaken",
  "refused",
  "amountInvalid",
  "methodMissing",
  "noRate",
  "refundTooLarge",
  "paymentDeclined",
  "rangeInvalid",
] as const;
export type DeskErrorKey = (typeof DESK_ERROR_KEYS)[number];

const RECORD_ID = /^[a-z0-9]{15}$/;
export const recordId = z.string().check(z.regex(RECORD_ID, { error: "notFound" }));

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { error: "missing" }), z.maxLength(254, { error: "invalid" })),
  password: z.string().check(z.minLength(1, { error: "missing" }), z.maxLength(256, { error: "invalid" })),
});

export const codeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^[0-9\u0660-\u0669\u06F0-\u06F9 ]{4,20}$/, { error: "codeInvalid" })),
});

export const MAX_REASON = 500;
export const MAX_NOTES = 5000;

export const decisionSchema = z.object({
  id: recordId,
  status: z.enum(REQUEST_STATUSES, { error: "refused" }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MAX_REASON, { error: "reasonTooLong" }))),
});

export const notesSchema = z.object({
  id: recordId,
  notes: z.string().check(z.maxLength(MAX_NOTES, { error: "notesTooLong" })),
});

export const MIN_PASSWORD = 10;

export const accountSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: "nameInvalid" }), z.maxLength(80, { error: "nameInvalid" })),
  email: z.email({ error: "emailInvalid" }).check(z.maxLength(254, { error: "emailInvalid" })),
  role: z.enum(DESK_ROLES, { error: "refused" }),
  password: z.string().check(z.minLength(MIN_PASSWORD, { error: "passwordShort" }), z.maxLength(72, { error: "passwordShort" })),
});

export const passwordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, { error: "missing" })),
    password: z.string().check(z.minLength(MIN_PASSWORD, { error: "passwordShort" }), z.maxLength(72, { error: "passwordShort" })),
    passwordConfirm: z.string(),
  })
  .check(z.refine((value) => value.password === value.passwordConfirm, { error: "passwordMismatch", path: ["passwordConfirm"] }));

/** The first error's key of a failed parse. */
export function firstError(error: z.core.$ZodError): DeskErrorKey {
  const message = error.issues[0]?.message;
  return (DESK_ERROR_KEYS as readonly string[]).includes(message ?? "") ? (message as DeskErrorKey) : "invalid";
}
