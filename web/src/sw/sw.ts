/// <reference lib="webworker" />
// The site's service worker, bundled by @serwist/turbopack at build time
// (app/serwist/[path]/route.ts). What it may answer from the device, and what
// never: docs in SECURITY.md, "Service worker".
//  - Pages are network first: a cached copy only when the network fails, so a
//    guest online always gets the page the server renders now.
//  - Never kept: /book, /staff, /request/<token>, /search and any address
//    with a query string (network only, the offline page when there is no
//    network), anything marked private or no-store (staff preview, signed
//    in), server actions and every other POST (not handled), the RSC fetches
//    of client navigations, /builds/latest.json.
//  - Build assets (hashed, immutable) cache first.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistPlugin } from "serwist";
import { Offline as arOffline } from "../../messages/ar.json";
import { Offline as enOffline } from "../../messages/en.json";
import { keepableCopy, localeOfPath, savedCopyText, stampHtml } from "@/lib/offline/copies";
import { flushOutbox, OUTBOX_SYNC_TAG } from "@/lib/offline/outbox";
import { mayKeepPage, OFFLINE_PAGES, SAVED_AT_HEADER, WARM_PAGES } from "@/lib/offline/policy";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Keeps only what may be shown to anyone on this device, stamped with when it was saved (lib/offline/copies.ts). */
const publicCopiesOnly: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => keepableCopy(response),
};

/** A saved page says, at the top, that it is a copy and from when (its prices may have changed). */
const sayWhenSaved: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    const savedAt = Number(cachedResponse?.headers.get(SAVED_AT_HEADER));
    if (!cachedResponse || !savedAt) return cachedResponse;
    const locale = localeOfPath(new URL(request.url).pathname);
    const text = savedCopyText((locale === "en" ? enOffline : arOffline).savedCopy, locale, savedAt);
    return new Response(stampHtml(await cachedResponse.text(), text, savedAt), { status: 200, headers: cachedResponse.headers });
  },
};

const pages = new NetworkFirst({
  cacheName: "pages",
  plugins: [publicCopiesOnly, sayWhenSaved, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});

const buildAssets = new CacheFirst({
  cacheName: "build-assets",
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 })],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker waits until the guest accepts the new-version notice, or every tab of the site is closed.
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && !mayKeepPage(url),
      handler: new NetworkOnly(),
    },
    {
      // Client navigations' RSC fetches carry a header; a failed one makes Next load the page itself (the route below).
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: pages,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: buildAssets,
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith("/_next/image") || url.pathname.startsWith("/icons/")),
      handler: new CacheFirst({
        cacheName: "images",
        plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
  ],
  fallbacks: {
    entries: (["en", "ar"] as const).map((locale) => ({
      url: OFFLINE_PAGES[locale],
      matcher: ({ request }) => request.destination === "document" && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
});

/** The build's scripts, styles and fonts a page's HTML names, so a saved page also runs offline. */
const assetsOf = (html: string) => new Set(Array.from(html.matchAll(/\/_next\/static\/[\w./-]+\.(?:js|css|woff2)/g), (m) => m[0]));

// The contact page (number, map, address) and the rooms, in both languages, are on the device from the first visit.
self.addEventListener("install", (event) => {
  const warm = async (path: string) => {
    const request = new Request(path, { credentials: "same-origin" });
    const copy = await keepableCopy(await fetch(request));
    if (!copy) return;
    const html = await copy.clone().text();
    await (await caches.open("pages")).put(request, copy);
    await Promise.all([...assetsOf(html)].map((url) => buildAssets.handle({ event, request: new Request(url) }).catch(() => undefined)));
  };
  event.waitUntil(Promise.all(WARM_PAGES.map((path) => warm(path).catch(() => undefined))));
});

// Copies an earlier worker kept that this one would not (a search, an address with a query string) leave the device.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.open("pages").then(async (cache) => {
      for (const request of await cache.keys()) if (!mayKeepPage(new URL(request.url))) await cache.delete(request);
    }),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  // A page's own build files, loaded before this worker ran: only this site's /_next/static/, a bounded list.
  if (data?.type === "CACHE_URLS" && Array.isArray(data.urls)) {
    const urls = data.urls
      .filter((url): url is string => typeof url === "string")
      .filter((url) => {
        const parsed = URL.parse(url);
        return parsed?.origin === self.location.origin && parsed.pathname.startsWith("/_next/static/");
      })
      .slice(0, 200);
    event.waitUntil(Promise.all(urls.map((url) => buildAssets.handle({ event, request: new Request(url) }).catch(() => undefined))));
  }
});

// Background Sync: the requests kept while offline go out when the connection returns.
self.addEventListener("sync", (event: Event & { tag?: string; waitUntil?: (p: Promise<unknown>) => void }) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil?.(
    flushOutbox().then(async (outcomes) => {
      const clients = await self.clients.matchAll({ type: "window" });
      for (const client of clients) client.postMessage({ type: "outbox", outcomes });
    }),
  );
});

serwist.addEventListeners();
