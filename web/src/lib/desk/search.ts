// What the desk's search box finds a request by: its reference, the guest's
// phone however it is written (+964 780 …, 0780 …, 00964 …, Arabic-Indic
// digits) and the guest's name in either script (the site's normalising:
// hamza, ta marbuta, alef maqsura, tashkeel, tatweel). PocketBase keeps the
// same keys on every request (pb_hooks/desk-lib.js: search_name holds the
// normalised words of the name, search_phone the number's digits).
import { normalizeSearchText, searchWords } from "@/lib/search/normalize";

/** Iraq's calling code: a number written with it or with a leading 0 is the same number. */
const IRAQ = "964";
/** Fewer digits than this are not a phone number to look for (a room count, a year). */
export const MIN_PHONE_DIGITS = 4;
const MAX_QUERY = 100;

export interface DeskQuery {
  /** As typed, trimmed and bounded. */
  text: string;
  /** What to look for in the reference (upper case, letters, digits and dashes). */
  reference: string;
  /** The number's own digits, without a calling code or trunk 0 (empty when too short to be a phone). */
  phone: string;
  /** The normalised words of the name. */
  words: string[];
}

/** The digits of a phone number as a guest may write it, without 00 / + / 964 / a trunk 0 in front. */
export function phoneDigits(text: string): string {
  let digits = normalizeSearchText(text).replace(/[^0-9]/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.startsWith(IRAQ)) digits = digits.slice(IRAQ.length);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

export function parseDeskQuery(raw: unknown): DeskQuery | null {
  const text = typeof raw === "string" ? raw.trim().slice(0, MAX_QUERY) : "";
  if (!text) return null;
  const phone = phoneDigits(text);
  // Digits (and a phone's punctuation) alone are a phone number; anything with a letter is a reference or a name.
  const hasLetters = /[^\d\s+()\-.\u0660-\u0669\u06F0-\u06F9]/.test(text);
  return {
    text,
    reference: hasLetters ? text.toUpperCase().replace(/[^A-Z0-9-]/g, "") : "",
    phone: phone.length >= MIN_PHONE_DIGITS && !hasLetters ? phone : "",
    words: hasLetters ? searchWords(text).slice(0, 6) : [],
  };
}
