// The site's security headers, in one place. The baseline goes on every
// response (next.config.ts headers()); the Content-Security-Policy goes on
// every page from the proxy, at request time, because it names PocketBase's
// public address, which is only known when the server starts.
//
// Why a static policy with script-src 'self' 'unsafe-inline' and not nonces:
// a nonce must differ per response, so every page would be rendered per
// request, which ends ISR caching and sends every page view to PocketBase.
// Next's App Router writes its RSC payload as inline <script> tags whose
// content differs per page, so hashes cannot be listed ahead either. What the
// policy still forbids: scripts from any other origin, plugins, <base>
// hijacking, form posts elsewhere, framing, and connections to anything but
// this site and PocketBase. See docs/deploy.md, "Security headers".

export interface CspOptions {
  /** PocketBase's public origin (images, panoramas, realtime), e.g. https://cms.example.com. */
  pocketBaseOrigin: string;
  /** Whether the public site is served over https (adds upgrade-insecure-requests). */
  https: boolean;
}

/** Origins the map embed may load from (components/map). */
export const MAP_FRAME_ORIGINS = ["https://www.openstreetmap.org"];

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ pocketBaseOrigin, https }: CspOptions): string {
  const pb = origin(pocketBaseOrigin);
  const withPb = (...sources: string[]) => (pb ? [...sources, pb] : sources).join(" ");
  const directives = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withPb("'self'", "data:", "blob:")}`,
    "font-src 'self'",
    `connect-src ${withPb("'self'")}`,
    `media-src ${withPb("'self'")}`,
    "worker-src 'self' blob:",
    `frame-src ${MAP_FRAME_ORIGINS.join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers for every response (pages, files, API). HSTS only in production builds. */
export function baselineSecurityHeaders(production: boolean): Array<{ key: string; value: string }> {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  // Browsers ignore HSTS over plain http, so local production runs are unaffected.
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}

/**
 * Guests' own request pages and the routes beside them (/request/…, and under
 * /en): the path holds a private token, so no Referer may carry it away, no
 * search engine may keep it and no cache may hold the answer. Next's own
 * Cache-Control for these dynamic pages says no-store as well.
 */
export const PRIVATE_PAGE_SOURCES = ["/request/:path*", "/en/request/:path*"] as const;
export const PRIVATE_PAGE_HEADERS: Array<{ key: string; value: string }> = [
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Cache-Control", value: "no-store" },
];
