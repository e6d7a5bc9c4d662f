import { INTL_LOCALE, type Locale } from "@/i18n/routing";

/** "From" prices as guests read them: the locale's digits and currency sign, no decimals. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

// Dates are written in one module, in Iraq's month names (lib/date-format.ts).
export { formatDay } from "./date-format";
