// Which currency a guest reads prices in. Prices are kept, priced and
// requested in Iraqi dinars; a guest may ask to see approximate US dollars
// beside them. The choice is remembered in a cookie. Pages are cached and the
// same for everyone, so they carry both amounts and CSS shows the dollars when
// <html data-currency="USD">, which the script below sets before the first
// paint. Not in localStorage as well: the script runs on every page before the
// first paint, where a first localStorage read costs more than a cookie's
// (docs/architecture.md, "Dollars").

import { writePreferenceCookie } from "@/lib/browser-cookie";

export const DISPLAY_CURRENCIES = ["IQD", "USD"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const CURRENCY_COOKIE = "display_currency";
const CURRENCY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Dinars in whole US dollars at `rate` dinars per dollar; null without a usable rate. */
export function dinarsToDollars(dinars: number, rate: number | null | undefined): number | null {
  if (!rate || !Number.isFinite(rate) || rate <= 0) return null;
  return Math.round(dinars / rate);
}

export function rememberCurrency(currency: DisplayCurrency): void {
  document.documentElement.dataset.currency = currency;
  writePreferenceCookie(CURRENCY_COOKIE, currency, CURRENCY_COOKIE_MAX_AGE);
}

export function currentCurrency(): DisplayCurrency {
  return document.documentElement.dataset.currency === "USD" ? "USD" : "IQD";
}

/** Runs inline in <body> before anything paints: the remembered choice (a sandboxed frame may not read cookies). */
export const APPLY_CURRENCY_SCRIPT = `try{if(/(?:^|; )${CURRENCY_COOKIE}=USD(?:;|$)/.test(document.cookie))document.documentElement.dataset.currency="USD"}catch(e){}`;
