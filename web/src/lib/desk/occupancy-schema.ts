// A manager's closure of nights from the occupancy grid: checked in the form
// and again by its server action; PocketBase checks the rest (rates.pb.js: the
// range; the collection's rules: a manager). Errors are keys of
// Desk.occupancy.errors.
import * as z from "zod/mini";
import { daysBetween, isIsoDate } from "@/lib/booking/rules/dates";

export const CLOSURE_ERROR_KEYS = [
  "datesInvalid",
  "lastBeforeFirst",
  "rangeTooLong",
  "reasonMissing",
  "reasonTooLong",
  "refused",
  "notFound",
  "rateLimited",
  "unavailable",
] as const;
export type ClosureErrorKey = (typeof CLOSURE_ERROR_KEYS)[number];

/** The closures collection's limit on a reason (the 1764000000 migration). */
export const MAX_CLOSURE_REASON = 200;
/** At most a year of nights in one closure from the desk (the admin UI takes any range). */
export const MAX_CLOSURE_NIGHTS = 366;

const day = z.string().check(z.refine(isIsoDate, { error: "datesInvalid" }));
const reason = z
  .string()
  .check(z.trim(), z.minLength(1, { error: "reasonMissing" }), z.maxLength(MAX_CLOSURE_REASON, { error: "reasonTooLong" }));

export const closureSchema = z
  .object({
    firstNight: day,
    lastNight: day,
    roomType: z.string().check(z.regex(/^([a-z0-9]{15})?$/, { error: "refused" })),
    reasonAr: reason,
    reasonEn: reason,
  })
  .check(
    z.refine((v) => !isIsoDate(v.firstNight) || !isIsoDate(v.lastNight) || v.lastNight >= v.firstNight, {
      error: "lastBeforeFirst",
      path: ["lastNight"],
    }),
    z.refine((v) => !isIsoDate(v.firstNight) || !isIsoDate(v.lastNight) || daysBetween(v.firstNight, v.lastNight) < MAX_CLOSURE_NIGHTS, {
      error: "rangeTooLong",
      path: ["lastNight"],
    }),
  );

export interface ClosureState {
  ok: boolean;
  error: ClosureErrorKey | null;
  /** The field the error is about. */
  field?: string;
}

/** The first error of a failed parse, and its field. */
export function closureError(error: z.core.$ZodError): ClosureState {
  const issue = error.issues[0];
  const key = (CLOSURE_ERROR_KEYS as readonly string[]).includes(issue?.message ?? "") ? (issue!.message as ClosureErrorKey) : "refused";
  return { ok: false, error: key, field: typeof issue?.path[0] === "string" ? issue.path[0] : undefined };
}
