// A page downloads its own photos only. The router prefetches the pages the
// visible links lead to; a prefetch must not pull those pages' heroes too
// (it did while the hero was an eager <img> in a server component, which
// React announces as a preload hint in the RSC payload: a browser on /book
// fetched five 1920 px photos of pages the guest never opened, at high
// priority). The hero of the page itself is in the server's HTML, at high
// priority.
import { expect, test } from "./fixtures";

/** The PocketBase file behind a /_next/image URL (its `url` parameter). */
function photoOf(url: string, base: string): string | null {
  const parsed = new URL(url, base);
  return parsed.pathname === "/_next/image" ? parsed.searchParams.get("url") : null;
}

for (const { path, hero } of [
  { path: "/", hero: true },
  { path: "/en/OurRooms", hero: true },
  { path: "/en/book", hero: false },
]) {
  test(`${path}: prefetching its links downloads no other page's photo`, async ({ page, baseURL }) => {
    const requested = new Set<string>();
    let prefetches = 0;
    page.on("request", (request) => {
      const photo = photoOf(request.url(), baseURL!);
      if (photo) requested.add(photo);
      if (new URL(request.url()).searchParams.has("_rsc")) prefetches++;
    });
    await page.goto(path);
    // The links in view are prefetched once the page is idle; wait for them.
    await expect.poll(() => prefetches, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");

    // The page's own photos are its <img> elements (a preload link in the
    // head may have been added by a prefetch, so those do not count).
    const own = await page.evaluate(() =>
      [...document.querySelectorAll("img")].flatMap((img) => [img.src, ...img.srcset.split(",").map((c) => c.trim().split(" ")[0] ?? "")]),
    );
    const ownPhotos = new Set(own.flatMap((url) => photoOf(url, baseURL!) ?? []));
    expect([...requested].filter((photo) => !ownPhotos.has(photo))).toEqual([]);

    // The page's own hero is in the server's HTML, at high priority, and was fetched.
    const html = await (await page.request.get(path)).text();
    const urgent = html.match(/<img[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(urgent).toHaveLength(hero ? 1 : 0);
    if (hero) {
      const first = /srcset="([^" ]+)/i.exec(urgent[0] ?? "")?.[1] ?? "";
      const photo = photoOf(first.replaceAll("&amp;", "&"), baseURL!);
      expect(ownPhotos).toContain(photo);
      expect(requested).toContain(photo);
    }
  });
}
