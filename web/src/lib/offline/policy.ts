// What the service worker (src/sw/sw.ts) may keep on a guest's device, in one
// place so the tests read the same rules the worker runs.
import type { Locale } from "@/i18n/routing";
import { OFFLINE_PATH, ROUTES } from "@/lib/site";

/**
 * Pages answered from the network only: prices and availability (/book), the
 * guest's own request page (/request/<token>), the staff pages and the
 * reservations desk. Offline, the offline page stands in for them; no copy of
 * them is ever kept.
 */
export const NEVER_CACHED = /^(?:\/en)?\/(?:book|request|staff|desk)(?:\/|$)/;

/** The search results page, in either language: a guest's searches are theirs, whatever the answer's headers say. */
const SEARCH_PAGE = /^(?:\/en)?\/search$/;

/**
 * Whether the worker may keep a copy of this page on the device: not the
 * pages above, not search results, and no address with a query string (a
 * guest's own search or campaign link, and each spelling would take one of
 * the saved pages' places, pushing out the contact and rooms pages).
 */
export function mayKeepPage(url: URL): boolean {
  return url.search === "" && !NEVER_CACHED.test(url.pathname) && !SEARCH_PAGE.test(url.pathname);
}

/** The offline page per language (app/[locale]/offline), precached by the worker. */
export const OFFLINE_PAGES = { ar: OFFLINE_PATH, en: `/en${OFFLINE_PATH}` } as const;

/** Saved at install, so they open offline even if the guest never opened them: the number, the map, the rooms. */
export const WARM_PAGES: readonly string[] = [ROUTES.contact, ROUTES.rooms].flatMap((path) => [path, `/en${path}`]);

/** When the worker saved a page (ms since the epoch); the offline copy says so. */
export const SAVED_AT_HEADER = "x-saved-at";

/** Where the worker is served (app/serwist/[path]/route.ts); it controls the whole site (Service-Worker-Allowed: /). */
export const SERVICE_WORKER_URL = "/serwist/sw.js";

/** Each language's web app manifest (app/manifest/[file]/route.ts). */
export function manifestPath(locale: Locale): string {
  return `/manifest/${locale}.webmanifest`;
}

/** A custom property only the desk's stylesheet declares (components/desk/desk.module.css). */
export const DESK_STYLESHEET_MARKER = "--hotel-desk-stylesheet";

/** Whether a built stylesheet is the desk's: guests' service workers never save it (app/serwist/[path]/route.ts). */
export function isDeskStylesheet(css: string): boolean {
  return css.includes(DESK_STYLESHEET_MARKER);
}
