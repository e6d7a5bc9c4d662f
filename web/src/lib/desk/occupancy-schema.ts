// A manager's closure of nights from the occupancy grid: the browser checks
// what the form's fields say (required, lengths, dates), its server action all
// of this, and PocketBase the rest (rates.pb.js: the range; the collection's
// rules: a manager). Plain checks: the form's code stays small (the desk's
// first-load budget).
// Errors are keys of Desk.occupancy.errors.

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

export const CLOSURE_FIELDS = ["firstNight", "lastNight", "roomType", "reasonAr", "reasonEn"] as const;
export type ClosureInput = Record<(typeof CLOSURE_FIELDS)[number], string>;

export interface ClosureState {
  ok: boolean;
  error: ClosureErrorKey | null;
  /** The field the error is about. */
  field?: string;
}

const RECORD_ID = /^([a-z0-9]{15})?$/;
const DAY_MS = 86_400_000;
/** A calendar day's number (days since 1970), or NaN for anything but a real YYYY-MM-DD. */
const dayNumber = (day: string) => {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day) ? ms / DAY_MS : NaN;
};

/** The closure as PocketBase is sent it (reasons trimmed), or the first problem and its field. */
export function parseClosure(input: ClosureInput): { ok: true; data: ClosureInput } | (ClosureState & { ok: false }) {
  const refuse = (error: ClosureErrorKey, field: keyof ClosureInput) => ({ ok: false as const, error, field });
  const data = { ...input, reasonAr: input.reasonAr.trim(), reasonEn: input.reasonEn.trim() };
  const [first, last] = [dayNumber(data.firstNight), dayNumber(data.lastNight)];
  if (Number.isNaN(first)) return refuse("datesInvalid", "firstNight");
  if (Number.isNaN(last)) return refuse("datesInvalid", "lastNight");
  if (last < first) return refuse("lastBeforeFirst", "lastNight");
  if (last - first >= MAX_CLOSURE_NIGHTS) return refuse("rangeTooLong", "lastNight");
  if (!RECORD_ID.test(data.roomType)) return refuse("refused", "roomType");
  for (const field of ["reasonAr", "reasonEn"] as const) {
    if (data[field] === "") return refuse("reasonMissing", field);
    if (data[field].length > MAX_CLOSURE_REASON) return refuse("reasonTooLong", field);
  }
  return { ok: true, data };
}

/** The form's fields, as text. */
export function closureInput(form: FormData): ClosureInput {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return Object.fromEntries(CLOSURE_FIELDS.map((name) => [name, value(name)])) as ClosureInput;
}
