// Photos ready before the first guest (lib/photos/warm-up.ts): when staff save
// a phone's photo, every file a page lists for it is made by the site's image
// optimiser, in AVIF and in WebP, before any guest has asked for one.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ImageOptimizerCache } from "next/dist/server/image-optimizer.js";
import { expect, test } from "./fixtures";
import { phonePhoto } from "./phone-photo";
import { webDir } from "./stack";

/** Where Next keeps the encoded copy of an optimiser address (/_next/image?url=…&w=…&q=…) in `mimeType`. */
function cacheEntry(address: string, mimeType: string): string {
  const query = new URL(address, "http://site").searchParams;
  const key = ImageOptimizerCache.getCacheKey({
    href: query.get("url")!,
    width: Number(query.get("w")),
    quality: Number(query.get("q")),
    mimeType,
  });
  return resolve(webDir, process.env.E2E_DIST_DIR || ".next-e2e", "cache", "images", key);
}

/** The optimiser addresses a page's HTML lists for the photo file `name`. */
function listedFor(html: string, name: string): string[] {
  const addresses = [...html.matchAll(/(?:srcSet|srcset)="([^"]+)"/g)].flatMap((m) => m[1]!.replaceAll("&amp;", "&").split(", "));
  return [...new Set(addresses.map((candidate) => candidate.split(" ")[0]!).filter((a) => a.includes(encodeURIComponent(name))))];
}

test("a phone's photo saved as a room's cover: every file the rooms page lists for it is made before a guest asks", async ({
  pb,
  request,
}) => {
  test.setTimeout(240_000);
  const room = await pb.collection("room_types").getFirstListItem('slug = "superior"');
  const form = new FormData();
  form.append("+images", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "phone.jpg");
  const saved = await pb.collection("room_types").update(room.id, form);
  const name = (saved.images as string[])[0]!;
  try {
    expect(name).toMatch(/^phone_\w+\.jpg$/);
    let listed: string[] = [];
    await expect
      .poll(async () => (listed = await listedFor(await (await request.get("/en/OurRooms")).text(), name)).length, {
        message: "the rooms page shows the new cover",
      })
      .toBeGreaterThan(2);
    // Made in the background after the save: nothing here asks the optimiser for them.
    for (const address of listed) {
      for (const mimeType of ["image/avif", "image/webp"]) {
        await expect
          .poll(() => existsSync(cacheEntry(address, mimeType)), { message: `${mimeType} ${address}`, timeout: 150_000 })
          .toBe(true);
      }
    }
    const first = await request.get(listed[0]!, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(first.headers()["x-nextjs-cache"]).toBe("HIT");
  } finally {
    await pb.collection("room_types").update(room.id, { "images-": [name] });
  }
});
