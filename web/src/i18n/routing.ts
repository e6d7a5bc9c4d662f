import { defineRouting } from "next-intl/routing";
import { PATHNAMES } from "@/lib/site";

export const LOCALE_COOKIE = "i18n_redirected";
// Written, never read: the original site's language selector and the cookie policy
// page name this key as where the choice is remembered; the cookie above is
// what the proxy reads.
export const LOCALE_STORAGE_KEY = "selectedLanguage";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** next-intl writes the cookie on the home page with these (src/proxy.ts adds Secure on an https site). */
export const localeCookie = { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, path: "/", sameSite: "lax" } as const;

export const routing = defineRouting({
  locales: ["ar", "en"],
  defaultLocale: "ar",
  // Arabic unprefixed, English under /en, as the legacy site had it.
  localePrefix: "as-needed",
  localeDetection: true,
  localeCookie,
  // We emit hreflang alternates in <head> ourselves (with x-default).
  alternateLinks: false,
  // Public paths that differ from their folder (/OurRooms → rooms/, /offerDetails-{id} → offers/[id]).
  pathnames: PATHNAMES,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}

export function localeDir(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** BCP 47 tags used for number/date formatting (ar-IQ, en-US). */
// Western digits in Arabic too, matching what ICU messages print for "ar"
// and the phone numbers, so one page never mixes two digit systems.
export const INTL_LOCALE: Record<Locale, string> = { ar: "ar-IQ-u-nu-latn", en: "en-US" };

/** Each language's name in itself, as language pickers show it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ar: "العربية", en: "English" };

/** Short forms for the phone header. */
export const LANGUAGE_SHORT_NAMES: Record<Locale, string> = { ar: "ع", en: "EN" };
