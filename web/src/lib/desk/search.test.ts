import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";
import { searchWords } from "@/lib/search/normalize";
import { parseDeskQuery, phoneDigits } from "./search";

interface DeskLib {
  nameKey(first: string, last: string): string;
  phoneKey(phone: string): string;
}
// PocketBase keeps the keys the desk searches (search_name, search_phone) with its own port.
const hooks = loadHookLib<DeskLib>("desk-lib.js");

describe("finding a request by phone, however the guest or the desk writes it", () => {
  const stored = "+9647801234567";
  it.each([
    ["+964 780 123 4567"],
    ["00964 780 123 4567"],
    ["0780 123 4567"],
    ["07801234567"],
    ["٠٧٨٠ ١٢٣ ٤٥٦٧"],
    ["+٩٦٤ ٧٨٠ ١٢٣ ٤٥٦٧"],
    ["۰۷۸۰۱۲۳۴۵۶۷"],
    ["(0780) 123-4567"],
    ["0780123"],
    ["4567"],
  ])("%s finds +964 780 123 4567", (typed) => {
    const query = parseDeskQuery(typed)!;
    expect(query.phone.length).toBeGreaterThanOrEqual(4);
    expect(hooks.phoneKey(stored)).toContain(query.phone);
  });

  it("finds a number kept as the admin UI took it, with spaces, and a foreign one", () => {
    expect(hooks.phoneKey("+964 780 123 4567")).toContain(phoneDigits("0780 123 4567"));
    expect(hooks.phoneKey("+44 7700 900123")).toContain(phoneDigits("+44 7700 900123"));
    expect(hooks.phoneKey("+44 7700 900123")).toContain(phoneDigits("07700 900123"));
  });

  it("looks for digits alone only in phone numbers, and for anything with a letter only in references and names", () => {
    expect(parseDeskQuery("0780 123 4567")).toMatchObject({ reference: "", words: [] });
    expect(parseDeskQuery("bk-2345ab")).toMatchObject({ reference: "BK-2345AB", phone: "" });
  });

  it("does not take a name, a reference or three digits for a phone number", () => {
    expect(parseDeskQuery("Ahmed")!.phone).toBe("");
    expect(parseDeskQuery("BK-2345AB")!.phone).toBe("");
    expect(parseDeskQuery("123")!.phone).toBe("");
    expect(parseDeskQuery("   ")).toBeNull();
  });
});

describe("finding a request by name in either script", () => {
  it.each([
    ["أحمد", "احمد"],
    ["إبراهيم", "ابراهيم"],
    ["آمنة", "امنه"],
    ["مُحَمَّد", "محمد"],
    ["فاطمة", "فاطمه"],
    ["مصطفى", "مصطفي"],
    ["عـــلي", "علي"],
    ["José", "jose"],
    ["ZAINAB", "zainab"],
  ])("%s is found by %s", (written, typed) => {
    const key = hooks.nameKey(written, "");
    for (const word of parseDeskQuery(typed)!.words) expect(key).toContain(word);
    expect(hooks.nameKey(typed, "")).toBe(key);
  });

  it("PocketBase's key is the site's normalised words, for any name", () => {
    const letters = fc.constantFrom(..."ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةىـًٌٍَُِّْ abcdefghijklmnopqrstuvwxyzÉéÀàÇç-'".split(""));
    fc.assert(
      fc.property(fc.string({ unit: letters, maxLength: 20 }), fc.string({ unit: letters, maxLength: 20 }), (first, last) => {
        expect(hooks.nameKey(first, last)).toBe(searchWords(`${first} ${last}`).join(" "));
      }),
      { numRuns: 500 },
    );
  });

  it("a query is at most six words and a hundred characters, as typed", () => {
    const query = parseDeskQuery(`${"word ".repeat(30)}`)!;
    expect(query.words.length).toBe(6);
    expect(query.text.length).toBeLessThanOrEqual(100);
  });
});
