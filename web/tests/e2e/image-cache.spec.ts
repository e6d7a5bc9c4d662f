// next/image without the front door (`npm start`): a query string the site
// never writes, added to a photo's address, must not make a fresh encode and
// a new file in the image cache on every request.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ImageOptimizerCache } from "next/dist/server/image-optimizer.js";
import { expect, test } from "./fixtures";
import { webDir } from "./stack";

const WIDTH = 640;
const QUALITY = 75;
const AVIF = "image/avif";

const optimise = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=${WIDTH}&q=${QUALITY}`;

/** Where Next keeps the encoded copy of `url` (its own cache key), in the build the stack runs. */
function cacheEntry(url: string): string {
  const href = url.startsWith("/") ? url : new URL(url).toString();
  const key = ImageOptimizerCache.getCacheKey({ href, width: WIDTH, quality: QUALITY, mimeType: AVIF });
  return resolve(webDir, process.env.E2E_DIST_DIR || ".next-e2e", "cache", "images", key);
}

test("a photo with a query the site never writes is refused, and nothing is encoded or cached", async ({ request, pb }) => {
  const offer = await pb.collection("offers").getFirstListItem("published = true && image != ''");
  const photo = `${process.env.PB_URL}/api/files/offers/${offer.id}/${offer.image}`;
  const headers = { accept: `${AVIF},image/webp,*/*` };

  // The thumb a page links to is encoded and kept: the check below can see a cache file.
  const own = await request.get(optimise(`${photo}?thumb=960x640`), { headers });
  expect(own.status()).toBe(200);
  expect(own.headers()["content-type"]).toBe(AVIF);
  await expect.poll(() => existsSync(cacheEntry(`${photo}?thumb=960x640`))).toBe(true);

  const stamp = Date.now();
  for (const url of [
    `${photo}?thumb=960x640&anything=${stamp}`,
    `${photo}?anything=${stamp}`,
    `${photo}?thumb=961x640`,
    // The original, which no page shows through next/image.
    photo,
    // A page of the site itself, fetched by the optimiser from this server.
    `/en?anything=${stamp}`,
  ]) {
    const response = await request.get(optimise(url), { headers });
    expect(response.status(), url).toBe(400);
    expect(await response.text(), url).toContain('"url" parameter is not allowed');
    expect(existsSync(cacheEntry(url)), url).toBe(false);
  }
});
