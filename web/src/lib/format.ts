import { INTL_LOCALE, type Locale } from "@/i18n/routing";

/** "From" prices as guests read them: the locale's digits and currency sign, no decimals. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

/** A calendar day (YYYY-MM-DD) in words, independent of the server's time zone. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
