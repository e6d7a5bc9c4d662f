import { describe, expect, it } from "vitest";
import { normalizeSearchText, searchWords, wordForms } from "./normalize";

describe("normalizeSearchText", () => {
  it("drops tashkeel (fatha, damma, kasra, shadda, sukun, tanwin, dagger alef)", () => {
    expect(normalizeSearchText("مَطْعَمٌ")).toBe("مطعم");
    expect(normalizeSearchText("جناحًا")).toBe("جناحا");
    expect(normalizeSearchText("مُزيّنة")).toBe(normalizeSearchText("مزينة"));
    expect(normalizeSearchText("هٰذا")).toBe("هذا");
  });

  it("drops tatweel", () => {
    expect(normalizeSearchText("مـــطعم")).toBe("مطعم");
  });

  it("treats أ إ آ ٱ and ا as one alef", () => {
    for (const alef of ["أ", "إ", "آ", "ٱ"]) expect(normalizeSearchText(`${alef}حمد`)).toBe("احمد");
  });

  it("reads ة as ه and ى as ي", () => {
    expect(normalizeSearchText("قاعة")).toBe("قاعه");
    expect(normalizeSearchText("مستشفى")).toBe("مستشفي");
  });

  it("reads Arabic-Indic and Persian digits as Latin ones", () => {
    expect(normalizeSearchText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeSearchText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normalizeSearchText("+٩٦٤ ٧٨٠")).toBe("+964 780");
  });

  it("ignores case and accents in English", () => {
    expect(normalizeSearchText("SAUNA")).toBe("sauna");
    expect(normalizeSearchText("Café Crème")).toBe("cafe creme");
  });

  it("drops bidi controls and zero-width characters", () => {
    expect(normalizeSearchText("\u202Esau\u200Bna\u2066")).toBe("sauna");
    expect(normalizeSearchText("مط\u200Fعم\u061C")).toBe("مطعم");
  });

  it("folds Arabic presentation forms to the letters", () => {
    expect(normalizeSearchText("\uFEE3\uFEC4\uFECC\uFEE2")).toBe("مطعم");
  });
});

describe("searchWords and wordForms", () => {
  it("split at anything that is not a letter or a digit", () => {
    expect(searchWords("Check-in: 14:00, (Sauna)!")).toEqual(["check", "in", "14", "00", "sauna"]);
  });

  it("find an Arabic word without its article", () => {
    expect(wordForms("المطعم")).toEqual(["المطعم", "مطعم"]);
    expect(wordForms("والساونا")).toEqual(["والساونا", "ساونا"]);
    expect(wordForms("للضيوف")).toEqual(["للضيوف", "ضيوف"]);
    expect(wordForms("sauna")).toEqual(["sauna"]);
    // Too short to be an article and a word.
    expect(wordForms("الا")).toEqual(["الا"]);
  });
});
