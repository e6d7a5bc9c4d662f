import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { stripLocale } from "./i18n/localized-path";
import { localeCookie, routing } from "./i18n/routing";
import { env } from "./lib/env";
import { withStaffSession } from "./lib/preview/session-cookies";
import { withSecurityHeaders } from "./lib/security-proxy";
import { isFolderPath } from "./lib/site";

// The browser's language (and the language cookie) choose only where the home
// page goes, as the original site's i18n module did; any other address keeps
// the language it is written in, so a shared Arabic link opens in Arabic.
// The cookie it writes there is Secure on an https site (as LanguageSwitcher's is);
// made on the first request, when the environment is read.
let homeRouting: ReturnType<typeof createMiddleware> | undefined;
const routeHome = (request: NextRequest) =>
  (homeRouting ??= createMiddleware({ ...routing, localeCookie: { ...localeCookie, secure: env().siteUrl.startsWith("https:") } }))(
    request,
  );
// Nor do they change any other address's answer: next-intl would set the
// language cookie there whenever the page's language differs from the
// cookie's, or, without one, from the browser's. Those pages are cached and
// shared (the front door, a CDN), so one answer must do for every guest. The
// cookie records a choice: the language selector sets it (LanguageSwitcher).
const addressRouting = { ...routing, localeDetection: false, localeCookie: false } as const;
const routeAddress = createMiddleware(addressRouting);
// A folder's own path (/rooms, /offers/{id}) routed as if no public path mapped to it.
const { pathnames: _publicPaths, ...withoutPathnames } = addressRouting;
const routeFolder = createMiddleware(withoutPathnames);

/**
 * next-intl's locale routing: Arabic paths are rewritten to /ar/…, English
 * lives under /en, and a first visit to / follows the browser's language.
 * Its `pathnames` (lib/site.ts PATHNAMES) rewrite the site's public paths
 * to the folders that serve them: /OurRooms to rooms/, /gymfacility to
 * facilities/gym, /offerDetails-{id} to offers/[id].
 *
 * next-intl would redirect a folder's own path (/rooms, /en/offers/{id}) to
 * the public one; those were never addresses of the site, so they keep
 * answering 404: rewritten to a path no page serves, after the same locale
 * handling as any other unknown path (so /ar/rooms still redirects to /rooms).
 *
 * Do not start the server with `-H 127.0.0.1`: Next 16.2.6+ then compares the
 * rewrite's origin (localhost) with 127.0.0.1, treats the rewrite as external
 * and answers 307 to the same path, forever (vercel/next.js#94342). Binding
 * to localhost, 0.0.0.0 or the default works.
 */
function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  if (!isFolderPath(stripLocale(pathname))) return (pathname === "/" ? routeHome : routeAddress)(request);

  const response = routeFolder(request);
  if (response.headers.has("location")) return response;
  const locale = routing.locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ?? routing.defaultLocale;
  // Keep next-intl's headers (the locale); turn its rewrite/next into ours.
  response.headers.delete("x-middleware-next");
  response.headers.set("x-middleware-rewrite", new URL(`/${locale}/404${request.nextUrl.search}`, request.url).toString());
  return response;
}

// Each visit also checks the staff preview cookie (lib/preview/session-cookies.ts); every
// page gets the Content-Security-Policy (lib/security-headers.ts).
export default withSecurityHeaders(withStaffSession(proxy));

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
