import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { equirectangular } from "./art/geometry";
import { photoScenes } from "./art/photos";
import { content } from "./content/index";
import { IMAGE_SIZES, renderPanorama, renderPhoto } from "./images";

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "seed-images-"));
});
afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe("placeholder photos", () => {
  it("render every scene the content uses as a 1600×1067 JPEG of modest size", async () => {
    const used = new Set(
      [
        ...content.roomTypes.flatMap((r) => r.art),
        ...content.facilities.flatMap((f) => f.art),
        ...content.offers.flatMap((o) => o.art),
        ...content.catering.flatMap((c) => c.art),
        ...content.pages.flatMap((p) => p.art),
      ].map((a) => a.scene),
    );
    expect([...used].every((scene) => photoScenes.includes(scene))).toBe(true);
    for (const scene of used) {
      const file = await renderPhoto({ scene, label: `test ${scene}` }, { cacheDir });
      const meta = await sharp(file.data).metadata();
      expect({ scene, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        scene,
        format: "jpeg",
        ...IMAGE_SIZES.photo,
      });
      expect(file.data.length, scene).toBeLessThan(250_000);
      // Not a blank canvas: a real picture has a spread of tones.
      const stats = await sharp(file.data).stats();
      expect(stats.channels[0]!.stdev, scene).toBeGreaterThan(10);
    }
  }, 60_000);

  it("are deterministic and served from the cache on the second call", async () => {
    const art = { scene: "room-deluxe" as const, label: "Determinism check" };
    const otherCache = await mkdtemp(join(tmpdir(), "seed-images-2-"));
    try {
      const first = await renderPhoto(art, { cacheDir });
      const elsewhere = await renderPhoto(art, { cacheDir: otherCache });
      expect(elsewhere.data.equals(first.data)).toBe(true);
      const again = await renderPhoto(art, { cacheDir });
      expect(again.data.equals(first.data)).toBe(true);
      expect((await readdir(cacheDir)).filter((f) => f.startsWith("determinism-check-"))).toHaveLength(1);
      expect(first.name).toBe("determinism-check.jpg");
    } finally {
      await rm(otherCache, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("placeholder panoramas", () => {
  it("are 2:1 equirectangular JPEGs at least 4096 wide", async () => {
    const file = await renderPanorama("deluxe-room", "Deluxe Room", { cacheDir });
    const meta = await sharp(file.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBeGreaterThanOrEqual(4096);
    expect(meta.width).toBe(2 * meta.height!);
    expect(file.data.length).toBeLessThan(1_500_000);
  }, 30_000);

  it("place points where a 360° viewer expects them", () => {
    const size = { width: 4096, height: 2048 };
    const camera = { eye: [0, 1.6, 0] as const };
    const at = (p: readonly [number, number, number]) => equirectangular(p, camera, size).map((n) => Math.round(n));
    expect(at([0, 1.6, 5])).toEqual([2048, 1024]); // straight ahead: centre, on the horizon
    expect(at([5, 1.6, 0])).toEqual([3072, 1024]); // to the right: three quarters across
    expect(at([-5, 1.6, 0])).toEqual([1024, 1024]);
    expect(at([0, 6.6, 5])).toEqual([2048, 512]); // 45° up: a quarter from the top
    expect(at([5, 1.6, 5])[0]).toBe(2560); // the corner of a square room at 45°
  });
});
