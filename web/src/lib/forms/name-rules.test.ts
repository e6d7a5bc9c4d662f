// One definition of "invisible" in a name, kept twice: the site's forms
// (web/src/lib/forms/fields.ts) and PocketBase's hooks (pb_hooks/bookings-lib.js)
// cannot share a module. They must refuse exactly the same characters.
import { describe, expect, it } from "vitest";
import { INVISIBLE, STRAY_ZWNJ } from "@/lib/forms/fields";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";

const hooks = loadHookLib<{ INVISIBLE: RegExp; STRAY_ZWNJ: RegExp }>("bookings-lib.js");

// Every code point of the Basic Multilingual Plane (surrogates excepted), and the tag characters.
const codePoints = [
  ...Array.from({ length: 0xd800 }, (_, i) => i),
  ...Array.from({ length: 0x10000 - 0xe000 }, (_, i) => 0xe000 + i),
  ...Array.from({ length: 0x80 }, (_, i) => 0xe0000 + i),
];

describe("invisible characters in names", () => {
  it("are the same characters for the site and for PocketBase", () => {
    const differ = codePoints.filter((cp) => {
      const text = `a${String.fromCodePoint(cp)}b`;
      return INVISIBLE.test(text) !== hooks.INVISIBLE.test(text);
    });
    expect(differ.map((cp) => cp.toString(16))).toEqual([]);
  });

  it("allow a ZWNJ between the same letters for both", () => {
    const differ = codePoints.filter((cp) => {
      const c = String.fromCodePoint(cp);
      return [`${c}\u200c${c}`, `\u0628\u200c${c}`, `${c}\u200c\u0628`].some(
        (text) => STRAY_ZWNJ.test(text) !== hooks.STRAY_ZWNJ.test(text),
      );
    });
    expect(differ.map((cp) => cp.toString(16))).toEqual([]);
  });

  it("include the attacker's characters, and not the letters of Arabic, Kurdish or Latin names", () => {
    for (const c of ["\u200b", "\u200f", "\u061c", "\u2028", "\u2029", "\u202e", "\u2066", "\ufeff", "\u2060", "\u200e", "\u0085"]) {
      expect(INVISIBLE.test(c), c.codePointAt(0)!.toString(16)).toBe(true);
    }
    expect(INVISIBLE.test("زينب البصري Zainab Al-Basri کوردی ئاسۆ")).toBe(false);
  });
});
