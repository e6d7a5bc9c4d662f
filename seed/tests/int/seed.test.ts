import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort, startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import PocketBase, { ClientResponseError, type RecordModel } from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectAsSuperuser,
  hasSettings,
  content,
  SEEDED_COLLECTIONS,
  seedDatabase,
  SeedError,
  type RoomTypeContent,
  type SeedContent,
  waitForPocketBase,
} from "../../src/index";

const cli = fileURLToPath(new URL("../../src/cli.ts", import.meta.url));
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));

let server: PocketBaseServer;
let pb: PocketBase;
let anonymous: PocketBase;

async function snapshot(client: PocketBase): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const name of SEEDED_COLLECTIONS) {
    const records = await client.collection(name).getFullList({ batch: 500 });
    out[name] = Object.fromEntries(records.map((r) => [r.id, String(r.updated)]));
  }
  return out;
}

function withRoomType(room: RoomTypeContent): SeedContent {
  return { ...content, roomTypes: [room] };
}

beforeAll(async () => {
  server = await startPocketBase();
  pb = await connectAsSuperuser(server.url, server.superuser.email, server.superuser.password);
  anonymous = new PocketBase(server.url);
  anonymous.autoCancellation(false);
});

afterAll(async () => {
  await server?.stop();
});

describe("seedDatabase against a real PocketBase", () => {
  it("seeds an empty database, and a second run changes nothing", async () => {
    const first = await seedDatabase(pb, { ifEmpty: true });
    expect(first.skipped).toBe(false);
    expect(first.collections.room_types).toMatchObject({ created: 5, updated: 0, unchanged: 0, filesAdded: 5 });
    expect(first.collections.facilities.created).toBe(11);
    expect(first.collections.tour_scenes.created).toBe(3);
    const before = await snapshot(pb);

    // Let the clock move on so a needless write would show in `updated`.
    await new Promise((r) => setTimeout(r, 20));
    const second = await seedDatabase(pb);
    for (const name of SEEDED_COLLECTIONS) {
      const r = second.collections[name];
      expect({ name, created: r.created, updated: r.updated, filesAdded: r.filesAdded }).toEqual({
        name,
        created: 0,
        updated: 0,
        filesAdded: 0,
      });
      expect(r.unchanged, name).toBe(Object.keys(before[name]!).length);
    }
    expect(await snapshot(pb)).toEqual(before);
    expect(Object.keys(before.settings!)).toHaveLength(1);
    expect(await pb.collection("ui_texts").getList(1, 1)).toMatchObject({ totalItems: 0 });
  });

  it("places the season and the closure ahead of the seed's day, and moves them ahead again once they have ended", async () => {
    const basraDay = (value: string) => new Date(Date.parse(value.replace(" ", "T")) + 3 * 3_600_000).toISOString().slice(0, 10);
    await seedDatabase(pb, { today: "2030-01-01" });
    const season = await pb.collection("seasonal_rates").getFirstListItem(pb.filter("name_en = {:n}", { n: content.seasons[0]!.name_en }));
    const closure = await pb.collection("closures").getFirstListItem(pb.filter("reason_en = {:n}", { n: content.closures[0]!.reason_en }));
    expect(basraDay(season.first_night)).toBe("2030-01-22");
    expect(basraDay(season.last_night)).toBe("2030-01-28");
    expect(basraDay(closure.first_night)).toBe("2030-02-15");
    expect(basraDay(closure.last_night)).toBe("2030-02-16");
    expect(season).toMatchObject({ published: true, percent_change: 25, min_stay: 2 });

    // A later run while they are still ahead leaves them; one after they ended moves them.
    const same = await seedDatabase(pb, { today: "2030-01-20" });
    expect(same.collections.seasonal_rates).toMatchObject({ updated: 0, unchanged: 1 });
    const later = await seedDatabase(pb, { today: "2030-03-01" });
    expect(later.collections.closures).toMatchObject({ updated: 1 });
    expect(basraDay((await pb.collection("closures").getOne(closure.id)).first_night)).toBe("2030-04-15");
    await seedDatabase(pb);
  });

  it("with ifEmpty leaves a database that has settings alone", async () => {
    const before = await snapshot(pb);
    const report = await seedDatabase(pb, { ifEmpty: true });
    expect(report.skipped).toBe(true);
    expect(await snapshot(pb)).toEqual(before);
  });

  it("stores 75 rooms: 29 standard, 29 deluxe, 14 superior, 3 executive suites", async () => {
    const rooms = await anonymous.collection("room_types").getFullList();
    const perCategory: Record<string, number> = {};
    for (const r of rooms) perCategory[r.category] = (perCategory[r.category] ?? 0) + r.room_count;
    expect(perCategory).toEqual({ standard: 29, deluxe: 29, superior: 14, executive_suite: 3 });
    expect(rooms.reduce((n, r) => n + r.room_count, 0)).toBe(75);
  });

  it("fills every required Arabic and English field of every published record", async () => {
    const empty: string[] = [];
    for (const name of SEEDED_COLLECTIONS) {
      const collection = await pb.collections.getOne(name);
      const required = collection.fields.filter((f) => f.required && /_(ar|en)$/.test(f.name)).map((f) => f.name);
      expect(required.length, `${name} has required bilingual fields`).toBeGreaterThan(0);
      const records = await pb.collection(name).getFullList({ filter: name === "settings" ? "" : "published = true" });
      expect(records.length, name).toBeGreaterThan(0);
      for (const record of records) {
        for (const field of required) {
          if (typeof record[field] !== "string" || !record[field].trim()) empty.push(`${name}/${record.slug ?? record.id}.${field}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it("lets an anonymous visitor read the published content and its files", async () => {
    const counts: Record<string, number> = {};
    for (const name of SEEDED_COLLECTIONS) counts[name] = (await anonymous.collection(name).getList(1, 50)).totalItems;
    expect(counts).toEqual({
      settings: 1,
      room_types: 5,
      facilities: 11,
      offers: 1,
      catering: 3,
      pages: 5,
      tour_scenes: 3,
      seasonal_rates: 1,
      closures: 1,
    });

    const offer = await anonymous
      .collection("offers")
      .getFirstListItem(anonymous.filter("slug = {:slug}", { slug: "wedding-offer" }), { expand: "room_type" });
    expect(offer.expand?.room_type?.slug).toBe("deluxe");
    expect(offer).toMatchObject({ discount_percent: 10, discount_night: 2, min_nights: 2 });

    const room = await anonymous.collection("room_types").getFirstListItem(anonymous.filter("slug = {:slug}", { slug: "deluxe" }));
    expect(room.images).toHaveLength(2);
    const photo = await fetch(anonymous.files.getURL(room, room.images[0], { thumb: "480x320" }));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ width: 480, height: 320 });

    const scene = await anonymous.collection("tour_scenes").getFirstListItem(anonymous.filter("slug = {:slug}", { slug: "lobby" }));
    const pano = await fetch(anonymous.files.getURL(scene, scene.panorama));
    const meta = await sharp(Buffer.from(await pano.arrayBuffer())).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(4096);
    expect(meta.width).toBe(2 * meta.height!);

    const settings = (await anonymous.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
    const profile = await fetch(anonymous.files.getURL(settings, settings.company_profile));
    expect(profile.status).toBe(200);
    expect(
      Buffer.from(await profile.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("never replaces staff photos, and restores seeded text a later run finds changed", async () => {
    const deluxe = await pb.collection("room_types").getFirstListItem(pb.filter("slug = {:slug}", { slug: "deluxe" }));
    const staffPhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const edited: RecordModel = await pb.collection("room_types").update(deluxe.id, {
      images: [new File([new Uint8Array(staffPhoto)], "staff-photo.jpg", { type: "image/jpeg" })],
      name_en: "Renamed by mistake",
    });
    expect(edited.images).toHaveLength(1);

    const report = await seedDatabase(pb);
    expect(report.collections.room_types).toMatchObject({ updated: 1, filesAdded: 0 });
    const after = await pb.collection("room_types").getOne(deluxe.id);
    expect(after.images).toEqual(edited.images);
    expect(after.name_en).toBe("Deluxe Room");
  });

  it("re-adds generated photos when staff emptied a record's images", async () => {
    const gym = await pb.collection("facilities").getFirstListItem(pb.filter("slug = {:slug}", { slug: "gym" }));
    await pb.collection("facilities").update(gym.id, { images: [] });
    const report = await seedDatabase(pb);
    expect(report.collections.facilities).toMatchObject({ updated: 1, filesAdded: 1 });
    expect((await pb.collection("facilities").getOne(gym.id)).images).toHaveLength(1);
  });

  it("is refused by PocketBase, naming the field, when an item has no Arabic name", async () => {
    const broken = { ...content.roomTypes[0]!, slug: "broken-no-arabic-name", name_ar: "" };
    const error = await seedDatabase(pb, { content: withRoomType(broken) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedError);
    const seedError = error as SeedError;
    expect(seedError.message).toMatch(/room_types "broken-no-arabic-name".*name_ar: Cannot be blank/);
    expect(Object.keys(seedError.fields)).toEqual(["name_ar"]);
    expect(seedError.cause).toBeInstanceOf(ClientResponseError);
    expect((seedError.cause as ClientResponseError).response.data.name_ar.code).toBe("validation_required");
    await expect(
      pb.collection("room_types").getList(1, 1, { filter: pb.filter("slug = {:slug}", { slug: broken.slug }) }),
    ).resolves.toMatchObject({ totalItems: 0 });
  });

  it("is refused by PocketBase, naming the field, when a price per night is negative", async () => {
    const broken = { ...content.roomTypes[0]!, slug: "broken-negative-price", price_per_night: -5000 };
    const error = (await seedDatabase(pb, { content: withRoomType(broken) }).catch((e: unknown) => e)) as SeedError;
    expect(error).toBeInstanceOf(SeedError);
    expect(error.message).toContain("price_per_night");
    expect(Object.keys(error.fields)).toEqual(["price_per_night"]);
    expect((error.cause as ClientResponseError).response.data.price_per_night.code).toBe("validation_min_number_constraint");
    await expect(
      pb.collection("room_types").getList(1, 1, { filter: pb.filter("slug = {:slug}", { slug: broken.slug }) }),
    ).resolves.toMatchObject({ totalItems: 0 });
  });
});

describe("connectAsSuperuser", () => {
  it("explains a wrong password", async () => {
    await expect(connectAsSuperuser(server.url, server.superuser.email, "wrong-password")).rejects.toThrow(
      /refused the superuser sign-in.*PB_SUPERUSER_PASSWORD/,
    );
  });

  it("explains an unreachable server", async () => {
    await expect(connectAsSuperuser("http://127.0.0.1:9", "a@example.com", "x")).rejects.toThrow(
      /Cannot reach PocketBase at http:\/\/127\.0\.0\.1:9/,
    );
  });
});

describe("hasSettings (the seed job's --if-empty check, before any sign-in)", () => {
  it("is true on a seeded database and false on an empty one, without credentials", async () => {
    await seedDatabase(pb, { ifEmpty: true });
    expect(await hasSettings(server.url)).toBe(true);
    const empty = await startPocketBase();
    try {
      expect(await hasSettings(empty.url)).toBe(false);
    } finally {
      await empty.stop();
    }
  });

  it("is false when PocketBase cannot be reached, so the sign-in explains it", async () => {
    expect(await hasSettings("http://127.0.0.1:9")).toBe(false);
  });
});

describe("waitForPocketBase (the compose job's --wait, for a PocketBase that is still starting)", () => {
  it("resolves once a PocketBase that was not yet listening becomes healthy", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const waiting = waitForPocketBase(url, { timeoutMs: 60_000 }).then(() => Date.now());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const startedAt = Date.now();
    const late = await startPocketBase({ port });
    try {
      // It kept polling through the refused connections, and returned only once the server was up.
      expect(await waiting).toBeGreaterThanOrEqual(startedAt);
    } finally {
      await late.stop();
    }
  }, 90_000);

  it("gives up after its timeout, naming the address and the last error", async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    await expect(waitForPocketBase(url, { timeoutMs: 2000 })).rejects.toThrow(
      new RegExp(`PocketBase at ${url.replace(/[.:/]/g, "\\$&")} was not healthy within 2 s \\(last: ECONNREFUSED\\)`),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});

describe("in production (DEPLOY_ENV=production), the seed never writes its placeholders", () => {
  let fresh: PocketBaseServer;
  let admin: PocketBase;
  const REAL = {
    hotel_name_ar: "فندق السعدي البصرة",
    hotel_name_en: "Al-Saadi Hotel Basra",
    phone: "+964 780 123 4567",
    whatsapp: "",
    email: "reservations@saadi-hotel.iq",
    facebook_url: "https://www.facebook.com/saadihotel",
    instagram_url: "",
    x_url: "",
  };

  beforeAll(async () => {
    fresh = await startPocketBase();
    admin = await connectAsSuperuser(fresh.url, fresh.superuser.email, fresh.superuser.password);
  });

  afterAll(async () => {
    await fresh?.stop();
  });

  it("the command refuses an empty production database, naming the fields, and writes nothing", async () => {
    const run = spawnSync(tsx, [cli, "--if-empty", "--quiet"], {
      encoding: "utf8",
      env: {
        ...process.env,
        DEPLOY_ENV: "production",
        PB_URL: fresh.url,
        PB_SUPERUSER_EMAIL: fresh.superuser.email,
        PB_SUPERUSER_PASSWORD: fresh.superuser.password,
      },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toContain("Refusing to write placeholders into a production database");
    expect(run.stderr).toContain("hotel_name_ar, hotel_name_en, phone, whatsapp, email, facebook_url, instagram_url, x_url");
    for (const name of SEEDED_COLLECTIONS) expect((await admin.collection(name).getList(1, 1)).totalItems, name).toBe(0);
  });

  it("keeps the hotel's own values in an existing settings record, and seeds the rest", async () => {
    const record = await admin.collection("settings").create({ ...content.settings, ...REAL });
    const report = await seedDatabase(admin, { production: true });
    expect(report.collections.settings.updated + report.collections.settings.unchanged).toBe(1);
    expect(report.collections.room_types.created).toBe(5);
    const after = await admin.collection("settings").getOne(record.id);
    expect(after).toMatchObject(REAL);
    expect(after.tagline_en).toBe(content.settings.tagline_en);
  });

  it("outside production it writes them as before (local development)", async () => {
    await seedDatabase(admin, { production: false });
    const after = await admin.collection("settings").getFirstListItem("", { sort: "-created" });
    expect(after.phone).toBe(content.settings.phone);
    expect(after.email).toBe(content.settings.email);
  });
});
