// Staff photos against a real PocketBase (photos.go, 1765050000_photo_uploads.js):
// a camera's 20 MB JPEG is accepted and stored at the size the site can use,
// turned upright; the hotel can keep originals; over 25 MB, or over 100 million
// pixels, is refused saying why; the 360° panoramas keep their size.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import { ClientResponseError, type RecordModel } from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { roomTypeBody, settingsBody } from "../../testing/booking-fixtures";

const MB = 1024 * 1024;

let pb: PocketBaseServer;
let admin: PocketBase;
let settings: RecordModel;
/** A 21-megapixel camera's JPEG of fine detail (noise), 20 MB, taken with the camera on its side (EXIF orientation 6). */
let camera: Buffer;

/** A JPEG of `width` × `height` pixels of noise; `orientation` as a camera writes it. */
async function noiseJpeg(width: number, height: number, quality: number, orientation = 1): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .toBuffer();
}

let rooms = 0;
/** Creates an unpublished room type with `photo` as its one image; the stored file's bytes, or PocketBase's refusal. */
async function upload(photo: Buffer, name = "camera.jpg", collection = "room_types", field = "images") {
  const body = collection === "room_types" ? roomTypeBody(`photo-test-${++rooms}`, { published: false }) : tourScene(++rooms);
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  form.append(field, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), name);
  try {
    const record = await admin.collection(collection).create(form);
    const stored = await readFile(
      join(pb.dataDir, "storage", record.collectionId, record.id, (record[field] as string[] | string).toString()),
    );
    return { stored, refused: null };
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    return { stored: null, refused: error };
  }
}

const tourScene = (n: number) => ({ slug: `scene-${n}`, title_ar: "مشهد", title_en: "Scene", published: false });

async function keepOriginals(keep: boolean) {
  settings = await admin.collection("settings").update(settings.id, { keep_photo_originals: keep });
}

beforeAll(async () => {
  pb = await startPocketBase();
  admin = await superuserClient(pb);
  settings = await admin.collection("settings").create(settingsBody());
  camera = await noiseJpeg(5616, 3744, 95, 6);
}, 120_000);

afterAll(async () => {
  await pb?.stop();
});

describe("staff photos", () => {
  it("accepts a camera's 20 MB JPEG and stores it at 2560 px on its long side, upright, without the camera's metadata", async () => {
    expect(camera.length).toBeGreaterThan(20 * MB);
    expect(settings.keep_photo_originals).toBe(false);
    const { stored, refused } = await upload(camera);
    expect(refused?.response).toBeUndefined();
    const meta = await sharp(stored!).metadata();
    // Taken on its side: upright, it is 3744 wide and 5616 high.
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1706, 2560]);
    expect(meta.orientation).toBeUndefined();
    expect(stored!.length).toBeLessThan(camera.length / 3);
  }, 60_000);

  it("stores a photo as uploaded when the hotel keeps originals", async () => {
    await keepOriginals(true);
    try {
      const { stored } = await upload(camera);
      expect(stored?.equals(camera)).toBe(true);
    } finally {
      await keepOriginals(false);
    }
  }, 60_000);

  it("stores a photo of the site's size or smaller as it is", async () => {
    const small = await noiseJpeg(2560, 1707, 80);
    expect((await upload(small)).stored?.equals(small)).toBe(true);
  }, 60_000);

  it("refuses a photo over 25 MB with PocketBase's message naming the limit", async () => {
    const large = Buffer.concat([camera, Buffer.alloc(26 * MB - camera.length)]);
    const { refused } = await upload(large);
    expect(refused?.status).toBe(400);
    const error = (refused?.response.data as Record<string, { code: string; message: string }>).images;
    expect(error?.code).toBe("validation_file_size_limit");
    expect(error?.message).toBe(`Failed to upload camera.jpg - the maximum allowed file size is ${25 * MB} bytes.`);
  }, 60_000);

  it("refuses a photo of more than 100 million pixels, however small its file, saying how to fix it", async () => {
    const huge = await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: "#8a6" } })
      .jpeg()
      .toBuffer();
    expect(huge.length).toBeLessThan(8 * MB);
    const { refused } = await upload(huge, "scan.jpg");
    expect(refused?.status).toBe(400);
    expect(refused?.message).toBe(
      "The photo scan.jpg is 12000 × 9000 pixels; photos of up to 100 million pixels are accepted: export it smaller.",
    );
  }, 60_000);

  it("keeps a 360° panorama at its full size", async () => {
    const panorama = await noiseJpeg(6000, 3000, 60);
    const { stored, refused } = await upload(panorama, "lobby.jpg", "tour_scenes", "panorama");
    expect(refused?.response).toBeUndefined();
    expect(stored?.equals(panorama)).toBe(true);
  }, 60_000);
});
