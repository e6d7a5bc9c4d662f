// The reservations desk's addresses. Guests' pages live in app/[locale]/ and
// the desk in app/desk/[locale]/, a root layout of its own (no site header,
// footer or service-worker registration, and none of its code in a guest
// page). Its public addresses follow the site's languages, Arabic unprefixed
// (/desk/requests) and English under /en (/en/desk/requests); the proxy
// rewrites them to the folder (/desk/ar/requests, /desk/en/requests).
import { routing, type Locale } from "@/i18n/routing";

export const DESK_PATH = "/desk";
/** The live stream of changes an open desk follows (app/desk/live/route.ts), the same for both languages. */
export const DESK_LIVE_PATH = "/desk/live";
export const DESK_SIGN_IN = "/sign-in";

/** The public address of a desk page (`path` within the desk: "/", "/requests/abc") in `locale`. */
export function deskPath(path: string, locale: Locale): string {
  const within = path === "/" || path === "" ? "" : path.startsWith("/") ? path : `/${path}`;
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return `${prefix}${DESK_PATH}${within}`;
}

export interface DeskAddress {
  locale: Locale;
  /** The path within the desk, "" for its first page. */
  rest: string;
}

/** A public desk address split into its language and the path within the desk; null for any other path. */
export function parseDeskPath(pathname: string): DeskAddress | null {
  if (pathname === DESK_LIVE_PATH) return null;
  for (const locale of routing.locales) {
    const prefix = locale === routing.defaultLocale ? DESK_PATH : `/${locale}${DESK_PATH}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { locale, rest: pathname.slice(prefix.length) };
  }
  return null;
}

/** The folder a desk address is served from: app/desk/[locale]/… */
export function deskFolderPath({ locale, rest }: DeskAddress): string {
  return `${DESK_PATH}/${locale}${rest}`;
}

/** Where to go back to after signing in: a desk address only, else the desk's first page. */
export function safeDeskReturn(value: unknown, locale: Locale): string {
  if (typeof value === "string" && /^\/[^/\\\s]/.test(value) && !/[\s\\]/.test(value)) {
    const path = value.split(/[?#]/)[0] ?? "";
    const address = parseDeskPath(path);
    if (address && address.rest !== DESK_SIGN_IN) return value;
  }
  return deskPath("/", locale);
}
