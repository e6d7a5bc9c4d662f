// Formats the forms' precompiled texts (form-texts.ts) in the browser, and
// the amounts and days in them, with the Intl objects next-intl's own
// formatter would use for the same locale, so the output is unchanged.
import format, { type CompiledMessage, type FormatOptions } from "icu-minify/format";
import { HOTEL_TIME_ZONE } from "@/lib/hotel-time";
import type messages from "../../../messages/en.json";

type Messages = typeof messages;
export type FormNamespace = "Booking" | "ContactForm" | "FormErrors" | "GuestRequest";

export type CompiledTexts<T> = { [K in keyof T]: T[K] extends string ? CompiledMessage : CompiledTexts<T[K]> };
export type FormTexts<N extends FormNamespace> = { [K in N]: CompiledTexts<Messages[K]> };

/** "a" | "b.c" for { a: string; b: { c: string } }. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type Translate<N extends FormNamespace> = (key: MessageKey<Messages[N]>, values?: Record<string, string | number>) => string;

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) {
      value = make(...args);
      cache.set(key, value);
    }
    return value;
  };
}

const formatters: FormatOptions["formatters"] = {
  getNumberFormat: memo((locale?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options)),
  getDateTimeFormat: memo((locale?: string | string[], options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options)),
  getPluralRules: memo((locale?: string | string[], options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options)),
};

/** t(key, values) for one namespace of a form's texts; a missing key reads as its path, as in next-intl. */
export function translator<N extends FormNamespace>(locale: string, namespace: N, texts: CompiledTexts<Messages[N]>): Translate<N> {
  return (key, values) => {
    let node: unknown = texts;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (node === undefined || (typeof node === "object" && !Array.isArray(node))) return `${namespace}.${key}`;
    return String(format(node as CompiledMessage, locale, values, { formatters, timeZone: HOTEL_TIME_ZONE }));
  };
}

/** The Intl options of moneyFormatter: whole amounts in the settings currency. */
export const moneyOptions = (currency: string): Intl.NumberFormatOptions => ({
  style: "currency",
  currency,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** The Intl options of dayFormatter: a stay day (a Date at UTC midnight) in the medium style. */
export const DAY_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

/** Whole amounts in the settings currency, as the forms show them. */
export function moneyFormatter(locale: string, currency: string): (amount: number) => string {
  const nf = formatters.getNumberFormat(locale, moneyOptions(currency));
  return (amount) => nf.format(amount);
}

/** A stay day (a Date at UTC midnight) in the medium style. */
export function dayFormatter(locale: string): (date: Date) => string {
  const df = formatters.getDateTimeFormat(locale, DAY_OPTIONS);
  return (date) => df.format(date);
}

/** One day, or "first – last" for a run of days, with the given day formatter. */
export function dayRange(day: (iso: string) => string, first: string, last: string): string {
  return first === last ? day(first) : `${day(first)} – ${day(last)}`;
}
