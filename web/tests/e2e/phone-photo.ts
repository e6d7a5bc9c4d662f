// A photo as a phone delivers it, for the specs and benches of staff uploads:
// 3,840 × 2,400 pixels, JPEG at 90, 2–3 MB (a seed scene, enlarged, with a
// camera's fine grain, which is what makes a real photo's file large).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { renderPhoto } from "@hotel/seed";

export const PHONE_PHOTO = { width: 3840, height: 2400 } as const;

/** A camera's grain: brightness ±24 around the middle grey an overlay leaves unchanged. */
function grain(width: number, height: number): Buffer {
  const out = randomBytes(width * height);
  for (let i = 0; i < out.length; i++) out[i] = 104 + (out[i]! % 49);
  return out;
}

export async function phonePhoto(): Promise<Buffer> {
  const scene = await renderPhoto({ scene: "room-deluxe", label: "Phone photo" });
  const { width, height } = PHONE_PHOTO;
  const noise = await sharp(grain(width, height), { raw: { width, height, channels: 1 } })
    .toColourspace("srgb")
    .png()
    .toBuffer();
  return sharp(scene.data)
    .resize(width, height, { fit: "cover" })
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
