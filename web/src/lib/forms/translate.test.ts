import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import { compileTexts } from "./form-texts";
import { dayFormatter, moneyFormatter, translator, type FormNamespace } from "./translate";

const NAMESPACES: FormNamespace[] = ["Booking", "ContactForm", "FormErrors", "GuestRequest"];
// Counts that hit every Arabic plural form (zero, one, two, few, many, other).
const COUNTS = [0, 1, 2, 3, 10, 11, 99, 100, 102];

function keysOf(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [prefix + k] : keysOf(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

function valuesFor(n: number) {
  return {
    count: n,
    nights: n,
    guests: n,
    rooms: n,
    percent: n,
    night: n,
    room: "Deluxe Room",
    checkIn: "12 Mar 2026",
    checkOut: "14 Mar 2026",
    name: "Zainab Al-Basri",
    price: "150,000 IQD",
    total: "300,000 IQD",
    offer: "Wedding Offer",
    text: "Dinner card",
    title: "Wedding Offer",
    dates: "12 Mar 2026 – 14 Mar 2026",
    season: "Arba'een",
    reason: "Fully booked",
    suggestion: n % 2 ? "some" : "none",
    arrival: "12 Mar 2026",
    amount: "$115",
    rate: "1,310",
    date: "20 Nov 2026",
    reference: "BK-7QH3KD",
    link: "https://hotel.example/en/request/q0bY3p1uC8k2m5N7r9T1v3X5z7B9d1F3h5J7l9N1p3R",
    status: ["received", "confirmed", "declined", "cancelled"][n % 4]!,
    adults: n,
    children: n,
    quantity: n % 2 ? String(n) : "none",
  };
}

describe("the forms' precompiled texts", () => {
  for (const [locale, messages] of [
    ["ar", ar],
    ["en", en],
  ] as const) {
    it(`${locale}: read exactly as next-intl formats them, every key and plural form`, () => {
      const texts = compileTexts(messages, NAMESPACES);
      let compared = 0;
      for (const ns of NAMESPACES) {
        const ours = translator(locale, ns, texts[ns] as never);
        const theirs = createTranslator({ locale, messages, namespace: ns, timeZone: "Asia/Baghdad" });
        for (const key of keysOf(messages[ns])) {
          for (const n of COUNTS) {
            expect(ours(key as never, valuesFor(n)), `${ns}.${key} (${n})`).toBe(
              (theirs as unknown as (k: string, v: object) => string)(key, valuesFor(n)),
            );
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });

    it(`${locale}: amounts and days as next-intl's formatter writes them`, () => {
      const format = createFormatter({ locale, timeZone: "Asia/Baghdad" });
      const day = new Date(Date.UTC(2026, 2, 12));
      for (const currency of ["IQD", "USD"]) {
        expect(moneyFormatter(locale, currency)(1_234_567)).toBe(
          format.number(1_234_567, { style: "currency", currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
        );
      }
      expect(dayFormatter(locale)(day)).toBe(format.dateTime(day, { dateStyle: "medium", timeZone: "UTC" }));
    });
  }

  it("are plain JSON data, which React can pass from the server to the form", () => {
    const plainEverywhere = (node: unknown): boolean =>
      node === null ||
      typeof node !== "object" ||
      (Array.isArray(node)
        ? node.every(plainEverywhere)
        : Object.getPrototypeOf(node) === Object.prototype && Object.values(node).every(plainEverywhere));
    const texts = compileTexts(ar, NAMESPACES);
    expect(plainEverywhere(texts)).toBe(true);
    expect(JSON.parse(JSON.stringify(texts))).toEqual(texts);
  });

  it("falls back to the key for a staff text that is not valid ICU, and for a missing key", () => {
    const broken = { ...en, FormErrors: { ...en.FormErrors, required: "Required {field" } };
    const errors = console.error;
    console.error = () => undefined;
    try {
      const t = translator("en", "FormErrors", compileTexts(broken, ["FormErrors"]).FormErrors);
      expect(t("required")).toBe("FormErrors.required");
      expect(t("invalid")).toBe(en.FormErrors.invalid);
      expect(t("form.nope" as never)).toBe("FormErrors.form.nope");
    } finally {
      console.error = errors;
    }
  });
});
