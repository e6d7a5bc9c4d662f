// What the service worker may keep of a page, and how a kept page says it is
// a copy. Pure functions over Response and text, so the rules are unit-tested
// (copies.test.ts) and the worker (src/sw/sw.ts) only wires them in.
import { INTL_LOCALE, type Locale } from "@/i18n/routing";
import { HOTEL_TIME_ZONE } from "@/lib/hotel-time";
import { SAVED_AT_HEADER } from "./policy";

/**
 * Whether an answer may be kept on the device and shown to whoever uses it
 * next: a full page of this site that no one's session shaped. Staff preview
 * (draft mode) and anything signed in answer `private, no-store`; an answer
 * that sets a cookie is someone's.
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || (response.type !== "basic" && response.type !== "default")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl) && !response.headers.has("set-cookie");
}

/** The copy to keep, stamped with when it was saved; null when it may not be kept. */
export async function keepableCopy(response: Response, now = Date.now()): Promise<Response | null> {
  if (!mayKeep(response)) return null;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "No connection: this page was saved on {date}…" in the page's language, the date in Basra's time. */
export function savedCopyText(template: string, locale: Locale, savedAt: number): string {
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeStyle: "short", timeZone: HOTEL_TIME_ZONE }).format(
    new Date(savedAt),
  );
  return template.replace("{date}", date);
}

/** The page's HTML with the stamp first in <body>, where React 19 leaves a node it did not render alone. */
export function stampHtml(html: string, text: string, savedAt: number): string {
  const stamp = `<p class="offline-stamp" role="status" data-testid="offline-stamp" data-saved-at="${savedAt}">${escapeHtml(text)}</p>`;
  return html.replace(/<body[^>]*>/, (body) => body + stamp);
}

/** The page's language from its path: English under /en, Arabic elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ar";
}
