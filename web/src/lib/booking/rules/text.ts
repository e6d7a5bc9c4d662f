// What a guest's name, phone number and message may hold, character by
// character: the forms, the site's server and PocketBase's hooks judge them
// with these functions. Each returns the first problem as an error key of the
// forms (FORM_ERROR_KEYS), or null; PocketBase words the key for staff.
import { BOOKING_LIMITS, CONTACT_LIMITS } from "./limits";
import { countDigits, hasLetter } from "./unicode";

// Tags, HTML entities and the characters that start them have no place in a name.
// Both cases spelled out, not the i flag: goja's i also takes ſ for s and K (Kelvin) for k.
export const MARKUP = /[<>]|&[#a-zA-Z0-9]+;/;
export const TAG_LIKE = /<\s*[a-zA-Z!/?]|&[#a-zA-Z0-9]+;|[jJ][aA][vV][aA][sS][cC][rR][iI][pP][tT]:/;
// Control characters (except tab and line breaks) in messages; names refuse every invisible character (INVISIBLE).
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
/** The controls, breaks and bidi embeddings of INVISIBLE: PocketBase tells staff "control characters" for these. */
export const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

// Characters that show nothing or change how the text around them shows: C0
// and C1 controls, zero-width characters, bidi marks, embeddings, overrides
// and isolates, line and paragraph separators, other invisible format
// characters and tags. In a name they make look-alikes of other guests' names
// and break the staff e-mail's subject.
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

/** A name as typed, without the spaces and invisible characters at its ends (the forms store it so). */
export function trimName(value: string): string {
  return value.replace(INVISIBLE_EDGES, "");
}

/** Whether a name holds an invisible character (a ZWNJ only counts outside Arabic-script letters). */
export function hasInvisible(value: string): boolean {
  return INVISIBLE.test(value) || STRAY_ZWNJ.test(value);
}

export type NameProblem = "required" | "nameTooLong" | "markup" | "nameInvisible" | "nameInvalid";

/** A guest's name (trimmed as trimName does): at least one letter of any script, no markup, nothing invisible. */
export function nameProblem(value: string, maxLength: number): NameProblem | null {
  if (value.length < 1) return "required";
  if (value.length > maxLength) return "nameTooLong";
  if (MARKUP.test(value)) return "markup";
  if (hasInvisible(value)) return "nameInvisible";
  if (!hasLetter(value)) return "nameInvalid";
  return null;
}

// Every valid number has at least 7 digits (any script: Arabic-Indic digits
// are phone digits too); fewer is certainly not a number. Anything longer
// the site's server parses for real (libphonenumber), and stores it in E.164.
const MIN_PHONE_DIGITS = 7;
// E.164 numbers have at most 15 digits.
const MAX_PHONE_DIGITS = 15;
// A number as PocketBase keeps it: ASCII digits with spaces, dashes and brackets (staff type numbers so).
const STORED_PHONE = /^\+?[0-9][0-9 ()-]{4,28}$/;

export type PhoneProblem = "required" | "phoneInvalid" | "markup";

/** Whether the text has enough digits to be a phone number. */
export function mayBePhone(value: string): boolean {
  return countDigits(value) >= MIN_PHONE_DIGITS;
}

/** The light check of a phone number (trimmed) that needs no phone-number parser: enough digits to be a number. */
export function phoneProblem(value: string): PhoneProblem | null {
  if (value.length < 1) return "required";
  if (value.length > BOOKING_LIMITS.maxPhoneInput) return "phoneInvalid";
  if (MARKUP.test(value)) return "markup";
  if (!mayBePhone(value)) return "phoneInvalid";
  return null;
}

/** A phone number as PocketBase stores it: the light check, and ASCII digits, at most 15 of them. */
export function storedPhoneProblem(value: string): PhoneProblem | null {
  const problem = phoneProblem(value);
  if (problem) return problem;
  return STORED_PHONE.test(value) && countDigits(value) <= MAX_PHONE_DIGITS ? null : "phoneInvalid";
}

export type MessageProblem = "required" | "messageTooShort" | "messageTooLong" | "markup" | "invalid";

/** A contact message: its length without the spaces at its ends, no tags or entities, no control characters. */
export function messageProblem(value: string): MessageProblem | null {
  const length = value.trim().length;
  if (length < 1) return "required";
  if (length < CONTACT_LIMITS.minMessageLength) return "messageTooShort";
  if (length > CONTACT_LIMITS.maxMessageLength) return "messageTooLong";
  if (TAG_LIKE.test(value)) return "markup";
  if (CONTROL.test(value)) return "invalid";
  return null;
}
