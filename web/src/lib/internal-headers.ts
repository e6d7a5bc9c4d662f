import type { IncomingHttpHeaders } from "node:http";

/**
 * Request headers Next honours only from itself, never from a client. Two of
 * them carry its draft-mode secret (`__prerender_bypass`'s value): whoever
 * knows it and sends `x-prerender-revalidate` skips the proxy (and so the
 * staff check) and forces a fresh render of any cached page. Next drops some
 * of the rest itself (server/lib/server-ipc/utils.js); dropping them here
 * too keeps that true if it stops. This site makes no request to itself with
 * any of them: its revalidation is a route handler calling revalidateTag.
 * The front door drops the same names (proxy/hotel/proxy-headers.conf).
 */
export const NEXT_INTERNAL_HEADERS = [
  "x-prerender-revalidate",
  "x-prerender-revalidate-if-generated",
  "x-next-revalidated-tags",
  "x-next-revalidate-tag-token",
  "x-now-route-matches",
  "x-matched-path",
  "x-nextjs-data",
  "next-resume",
  "x-next-resume-state-length",
  // Also dropped by prefix below; named for the front door, which cannot match a prefix.
  "x-middleware-subrequest",
  "x-middleware-rewrite",
  "x-middleware-redirect",
  "x-middleware-set-cookie",
  "x-middleware-skip",
  "x-middleware-override-headers",
  "x-middleware-next",
  "x-middleware-prefetch",
] as const;

/** Whole families of Next's internal headers (the proxy's answers to Next, older Next's worker calls). */
export const NEXT_INTERNAL_PREFIXES = ["x-middleware-", "x-invoke-"] as const;

const exact = new Set<string>(NEXT_INTERNAL_HEADERS);

export function isNextInternalHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return exact.has(lower) || NEXT_INTERNAL_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** Removes every Next-internal header from a Node request's headers (names there are lower case). */
export function dropInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (isNextInternalHeader(name)) delete headers[name];
}
