import { routing, type Locale } from "./routing";

/** Strips a locale prefix ("/en/about" → "/about"); Arabic paths are unprefixed. */
export function stripLocale(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return "/";
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname || "/";
}

/** The public path of `pathname` (with or without a prefix) in `locale`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === routing.defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** Localizes an href that may carry a query or hash ("/contact#map"). */
export function localizedHref(href: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  return localizedPath(path, locale) + rest;
}
