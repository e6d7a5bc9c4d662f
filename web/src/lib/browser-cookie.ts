/**
 * A preference cookie written in the browser (pages are cached, so the server
 * cannot set it): every path, sent on top-level navigations from other sites
 * (lax), and, on an https page, never over plain http.
 */
export function writePreferenceCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}
