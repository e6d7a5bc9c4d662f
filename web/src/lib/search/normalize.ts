/**
 * Search text as readers type it. One function turns both the indexed text
 * and the query into the same form, so a match never depends on how a word
 * was written: Arabic without its diacritics or tatweel, with one alef, ه for
 * ة and ي for ى, every digit Latin; English in lower case without accents.
 */

// Bidi controls, zero-width characters and the Arabic letter mark: invisible, and
// pasted text (or a hostile query) carries them inside words.
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
// Combining marks: Arabic tashkeel and the hamza or madda that NFKD splits off
// أ إ آ ؤ ئ, and Latin accents.
const MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
const LETTERS: Record<string, string> = { "\u0671": "\u0627", "\u0629": "\u0647", "\u0649": "\u064A" };
const FOLDED_LETTERS = /[\u0671\u0629\u0649]/g;
// Arabic-Indic (٠–٩) and extended, Persian (۰–۹) digits.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The text without bidi controls or zero-width characters, e.g. a query before it is shown back. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(INVISIBLE, "")
    .replace(MARKS, "")
    .replace(TATWEEL, "")
    .replace(FOLDED_LETTERS, (letter) => LETTERS[letter] ?? letter)
    .replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) - (digit >= "\u06F0" ? 0x06f0 : 0x0660)) % 10))
    .toLowerCase();
}

// Anything that is not a letter or a digit separates words.
const SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The normalised words of a text, in order. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(SEPARATOR)
    .filter((word) => word.length > 0);
}

// The definite article, alone or after و ب ف ك, and لل (ل + ال): "المطعم" is found by "مطع".
const ARTICLE = /^(?:[وبفك]?ال|لل)(?=..)/;

/** The forms a word is found by: itself and, for Arabic, without its article. */
export function wordForms(word: string): string[] {
  const bare = word.replace(ARTICLE, "");
  return bare === word ? [word] : [word, bare];
}
