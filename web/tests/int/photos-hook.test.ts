import { createServer, type IncomingMessage, type Server } from "node:http";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { roomTypeBody } from "@hotel/pocketbase/testing/booking-fixtures";

// pocketbase/pb_hooks/photos.pb.js against a real PocketBase: once a save has
// added photos, it POSTs their names to the site's /api/photos with the shared
// secret (the site then makes the files guests get, lib/photos/warm-up.ts);
// a save without new photos sends nothing.

const SECRET = "photos-hook-test-secret";

interface Received {
  secret: string | undefined;
  body: { collectionId?: string; recordId?: string; files?: string[] };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

describe("photos hook", () => {
  let pb: PocketBaseServer;
  let client: PocketBase;
  let site: Server;
  const received: Received[] = [];
  let photo: Blob;

  beforeAll(async () => {
    const sitePort = await freePort();
    site = createServer(async (req, res) => {
      const body = await readBody(req);
      if (req.url === "/api/photos")
        received.push({ secret: req.headers["x-revalidate-secret"] as string | undefined, body: JSON.parse(body) });
      res.writeHead(req.url === "/api/photos" ? 202 : 200, { "content-type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => site.listen(sitePort, "127.0.0.1", resolve));
    pb = await startPocketBase({ env: { WEB_URL: `http://127.0.0.1:${sitePort}`, REVALIDATE_SECRET: SECRET } });
    client = new PocketBase(pb.url);
    client.autoCancellation(false);
    await client.collection("_superusers").authWithPassword(pb.superuser.email, pb.superuser.password);
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#c8a060" } })
      .jpeg()
      .toBuffer();
    photo = new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
  });

  afterAll(async () => {
    await pb?.stop();
    await new Promise((resolve) => site?.close(resolve));
  });

  /** The calls made by the time the save's answer came, and a moment after. */
  async function callsAfter(save: () => Promise<unknown>) {
    received.length = 0;
    await save();
    await new Promise((r) => setTimeout(r, 300));
    return received.map((r) => ({ ...r }));
  }

  it("names the photos a new record was saved with, once, with the secret", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(roomTypeBody("photos-hook", { published: false }))) form.append(key, String(value));
    form.append("images", photo, "lobby.jpg");
    form.append("images", photo, "bed.jpg");
    let room = { id: "", collectionId: "", images: [] as string[] };
    const calls = await callsAfter(async () => (room = await client.collection("room_types").create(form)));
    expect(room.images).toHaveLength(2);
    expect(calls).toEqual([{ secret: SECRET, body: { collectionId: room.collectionId, recordId: room.id, files: room.images } }]);

    // Text only: nothing to make.
    expect(await callsAfter(() => client.collection("room_types").update(room.id, { name_en: "Room with photos" }))).toEqual([]);

    // One more photo: that one alone.
    const more = new FormData();
    more.append("+images", photo, "view.jpg");
    let updated = { images: [] as string[] };
    const added = await callsAfter(async () => (updated = await client.collection("room_types").update(room.id, more)));
    const newName = updated.images.find((name) => !room.images.includes(name));
    expect(newName).toMatch(/^view_\w+\.jpg$/);
    expect(added.map((c) => c.body.files)).toEqual([[newName]]);

    // A photo taken away: nothing to make.
    expect(await callsAfter(() => client.collection("room_types").update(room.id, { "images-": [newName] }))).toEqual([]);
  });

  it("sends nothing for a save of a collection without photos", async () => {
    expect(await callsAfter(() => client.collection("ui_texts").create({ key: "Header.offers", value_ar: "", value_en: "Deals" }))).toEqual(
      [],
    );
  });
});
