/**
 * Whether a request comes from a page or the worker of this very site:
 * `Sec-Fetch-Site: same-origin` where the browser sends it, otherwise an
 * `Origin` naming the host the request was made to. A cross-site form or
 * script gets nothing from /outbox.json (app/outbox.json/route.ts).
 */
export function isSameOrigin(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = headers.get("origin");
  const host = headers.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
