import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { stripLocale } from "./i18n/localized-path";
import { routing } from "./i18n/routing";
import { withStaffSession } from "./lib/preview/session-cookies";
import { withSecurityHeaders } from "./lib/security-proxy";
import { OFFER_INTERNAL_PREFIX, offerIdFromPath } from "./lib/site";

// The browser's language (and the language cookie) choose only where the home
// page goes, as the original site's i18n module did; any other address keeps
// the language it is written in, so a shared Arabic link opens in Arabic.
const routeHome = createMiddleware(routing);
const routeAddress = createMiddleware({ ...routing, localeDetection: false });

/**
 * next-intl's locale routing: Arabic paths are rewritten to /ar/…, English
 * lives under /en, and a first visit to / follows the browser's language.
 *
 * Legacy offer URLs (/offerDetails-{id}) are then pointed at the internal
 * /[locale]/offer-details/[id] route: a folder cannot hold a prefix inside a
 * segment, and a catch-all single segment would swallow every unknown path
 * (Next 16.4 serves notFound() from a page without server-rendered markup,
 * while unmatched paths get the server-rendered app/not-found.tsx).
 *
 * Do not start the server with `-H 127.0.0.1`: Next 16.2.6+ then compares the
 * rewrite's origin (localhost) with 127.0.0.1, treats the rewrite as external
 * and answers 307 to the same path, forever (vercel/next.js#94342). Binding
 * to localhost, 0.0.0.0 or the default works.
 */
function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  const response = (pathname === "/" ? routeHome : routeAddress)(request);
  if (response.headers.has("location")) return response;

  const path = stripLocale(pathname);
  const offerId = offerIdFromPath(path);
  // The internal route is not a second address of each offer: only /offerDetails-{id} is.
  if (!offerId && !path.startsWith(OFFER_INTERNAL_PREFIX)) return response;

  const locale = routing.locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ?? routing.defaultLocale;
  // No page answers /{locale}/offer-details: the not-found page, status 404.
  const internal = offerId ? `${OFFER_INTERNAL_PREFIX}${offerId}` : OFFER_INTERNAL_PREFIX.replace(/\/$/, "");
  const target = new URL(`/${locale}${internal}${request.nextUrl.search}`, request.url);
  // Keep next-intl's headers (locale, cookie); turn its rewrite/next into our rewrite.
  response.headers.delete("x-middleware-next");
  response.headers.set("x-middleware-rewrite", target.toString());
  return response;
}

// Each visit also checks the staff preview cookie (lib/preview/session-cookies.ts); every
// page gets the Content-Security-Policy (lib/security-headers.ts).
export default withSecurityHeaders(withStaffSession(proxy));

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
