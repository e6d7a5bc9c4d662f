import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { stripLocale } from "./i18n/localized-path";
import { localeCookie, routing } from "./i18n/routing";
import { DESK_LIVE_PATH, parseDeskPath } from "./lib/desk/paths";
import { deskRoute } from "./lib/desk/proxy";
import { env } from "./lib/env";
import { AUTH_COOKIE } from "./lib/preview/session";
import { withStaffSession } from "./lib/preview/session-cookies";
import { withSecurityHeaders } from "./lib/security-proxy";
import { DIAGNOSTICS_FOLDER, isFolderPath, ROUTES } from "./lib/site";

// Only the home page follows the browser's language and the language cookie
// (as the original site did); its cookie is Secure on an https site. Made on
// the first request, when the environment is read.
let homeRouting: ReturnType<typeof createMiddleware> | undefined;
const routeHome = (request: NextRequest) =>
  (homeRouting ??= createMiddleware({ ...routing, localeCookie: { ...localeCookie, secure: env().siteUrl.startsWith("https:") } }))(
    request,
  );
// Every other address keeps its own language and sets no cookie: those pages
// are cached and shared (front door, CDN), so one answer must do for all.
const addressRouting = { ...routing, localeDetection: false, localeCookie: false } as const;
const routeAddress = createMiddleware(addressRouting);
// A folder's own path (/rooms, /offers/{id}) routed as if no public path mapped to it.
const { pathnames: _publicPaths, ...withoutPathnames } = addressRouting;
const routeFolder = createMiddleware(withoutPathnames);

/**
 * next-intl's locale routing, with its `pathnames` (lib/site.ts PATHNAMES)
 * rewriting public paths (/OurRooms) to the folders that serve them (rooms/).
 * A folder's own path was never an address of the site, so it answers 404
 * rather than redirecting to the public one.
 *
 * Do not start the server with `-H 127.0.0.1`: Next then takes the rewrite for
 * an external one and answers 307 to the same path forever (vercel/next.js#94342).
 */
function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  // The reservations desk has a root layout and a session of its own (lib/desk/).
  if (pathname === DESK_LIVE_PATH) return NextResponse.next();
  const desk = parseDeskPath(pathname);
  if (desk) return deskRoute(request, desk);
  const path = stripLocale(pathname);
  // withStaffSession has already removed a staff cookie PocketBase does not
  // accept, so one still here is a verified session: live diagnostics. Anyone
  // else gets the cached test/ page, which asks PocketBase nothing.
  if (path === ROUTES.test && request.cookies.has(AUTH_COOKIE)) return rewriteTo(request, routeAddress(request), DIAGNOSTICS_FOLDER);
  if (!isFolderPath(path)) return (pathname === "/" ? routeHome : routeAddress)(request);
  return rewriteTo(request, routeFolder(request), "/404");
}

/** next-intl's answer for `request`, rewritten to the locale's `folder` instead (unless it redirects). */
function rewriteTo(request: NextRequest, response: NextResponse, folder: string): NextResponse {
  if (response.headers.has("location")) return response;
  const pathname = request.nextUrl.pathname;
  const locale = routing.locales.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ?? routing.defaultLocale;
  // Keep next-intl's headers (the locale); turn its rewrite/next into ours.
  response.headers.delete("x-middleware-next");
  response.headers.set("x-middleware-rewrite", new URL(`/${locale}${folder}${request.nextUrl.search}`, request.url).toString());
  return response;
}

// Each visit also checks the staff preview cookie (lib/preview/session-cookies.ts); every
// page gets the Content-Security-Policy (lib/security-headers.ts).
export default withSecurityHeaders(withStaffSession(proxy));

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|.*\\..*).*)",
};
