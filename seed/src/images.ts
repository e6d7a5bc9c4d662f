// Placeholder pictures rendered at seed time (SVG → JPEG with sharp). Output
// is deterministic, and each file is cached in seed/.generated/ under a hash
// of its SVG, so a repeat run reads files instead of rendering.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { PANORAMA, panoramaSvg } from "./art/panoramas";
import { PHOTO, photoSvg } from "./art/photos";
import type { Art, PanoramaScene } from "./content/types";

export const DEFAULT_CACHE_DIR = fileURLToPath(new URL("../.generated/", import.meta.url));
export const JPEG_QUALITY = 78;

export interface GeneratedFile {
  name: string;
  type: "image/jpeg" | "application/pdf";
  data: Buffer;
}

export interface ImageOptions {
  cacheDir?: string;
}

export function fileSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

async function renderCached(svg: string, name: string, opts: ImageOptions): Promise<GeneratedFile> {
  const cacheDir = opts.cacheDir ?? DEFAULT_CACHE_DIR;
  const hash = createHash("sha256")
    .update(JSON.stringify({ q: JPEG_QUALITY, sharp: sharp.versions.sharp, vips: sharp.versions.vips }))
    .update(svg)
    .digest("hex")
    .slice(0, 16);
  const path = join(cacheDir, `${name}-${hash}.jpg`);
  const file = (data: Buffer): GeneratedFile => ({ name: `${name}.jpg`, type: "image/jpeg", data });
  try {
    return file(await readFile(path));
  } catch {
    // not rendered yet
  }
  const data = await sharp(Buffer.from(svg), { limitInputPixels: false })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Parallel runs (tests) may render the same file: write aside, then rename.
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
  return file(data);
}

/** A 1600×1067 placeholder photo for a room, facility, offer, catering section or page. */
export function renderPhoto(art: Art, opts: ImageOptions = {}): Promise<GeneratedFile> {
  return renderCached(photoSvg(art.scene, art.label), fileSlug(art.label), opts);
}

/** A 4096×2048 equirectangular placeholder panorama for the 360° tour. */
export function renderPanorama(scene: PanoramaScene, label: string, opts: ImageOptions = {}): Promise<GeneratedFile> {
  return renderCached(panoramaSvg(scene, label), `panorama-${fileSlug(label)}`, opts);
}

export const IMAGE_SIZES = { photo: PHOTO, panorama: PANORAMA } as const;
