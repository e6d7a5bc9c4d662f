import { describe, expect, it } from "vitest";
import { countDigits, DIGIT_RANGES, hasLetter, isDigit, isLetter, LETTER_RANGES } from "./unicode";

/** A property escape's code points as unicode.ts writes them: "first-last" or one, in hex. */
function rangesOf(property: RegExp): string {
  const out: string[] = [];
  let first = -1;
  for (let cp = 0; cp <= 0x110000; cp++) {
    const member = cp < 0x110000 && property.test(String.fromCodePoint(cp));
    if (member && first < 0) first = cp;
    if (!member && first >= 0) {
      out.push(first === cp - 1 ? first.toString(16) : `${first.toString(16)}-${(cp - 1).toString(16)}`);
      first = -1;
    }
  }
  return out.join(",");
}

describe("the letters and digits of every script, as explicit ranges", () => {
  // On a Node with a newer Unicode this fails: paste the ranges it prints into unicode.ts, 110 characters a line.
  it("are \\p{L} and \\p{Nd} of this Node's Unicode", () => {
    expect(LETTER_RANGES.join(",")).toBe(rangesOf(/\p{L}/u));
    expect(DIGIT_RANGES.join(",")).toBe(rangesOf(/\p{Nd}/u));
  });

  it("are found in a text code point by code point, astral ones too", () => {
    const differ: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const char = String.fromCodePoint(cp);
      if (isLetter(cp) !== /\p{L}/u.test(char) || isDigit(cp) !== /\p{Nd}/u.test(char)) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
    expect(hasLetter("١٢٣ - 07801")).toBe(false);
    expect(hasLetter("07801 \u{20000}")).toBe(true);
    expect(countDigits("+964 ٧٨٠ ۱۲۳ 4567 \u{1d7ce}")).toBe(14);
  });
});
