import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPocketBase, startPocketBase, type PocketBaseServer } from "../../testing/pocketbase-server";

const migrationsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../pb_migrations");
const FACILITY_KEYS = "1764100000_facility_page_keys.js";

async function signedIn(server: PocketBaseServer): Promise<PocketBase> {
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  return admin;
}

async function facilityRoutes(server: PocketBaseServer): Promise<{ values: string[]; bySlug: Record<string, string> }> {
  const admin = await signedIn(server);
  const collection = await admin.collections.getOne("facilities");
  const field = collection.fields.find((f) => f.name === "route") as unknown as { values: string[] };
  const records = await admin.collection("facilities").getFullList();
  return { values: field.values, bySlug: Object.fromEntries(records.map((r) => [r.slug as string, r.route as string])) };
}

describe("migrations", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hotel-pb-migrations-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("apply to an empty data dir and go back down cleanly", () => {
    const up = runPocketBase(["migrate", "up"], dataDir);
    expect(up).toContain("1763800000_content_model.js");

    // A second `up` has nothing left to apply.
    expect(runPocketBase(["migrate", "up"], dataDir)).not.toContain("1763800000_content_model.js");

    const migrationCount = up.split("\n").filter((line) => line.startsWith("Applied")).length;
    const down = runPocketBase(["migrate", "down", String(migrationCount)], dataDir, { input: "y\n" });
    for (const line of up.split("\n").filter((l) => l.startsWith("Applied"))) {
      expect(down).toContain(line.replace("Applied ", "Reverted "));
    }

    // And up again from the reverted state.
    expect(runPocketBase(["migrate", "up"], dataDir)).toContain("1763800000_content_model.js");
  });

  it("turn the legacy URL segments stored in facilities.route into neutral keys, and back on the way down", async () => {
    const data = await mkdtemp(join(tmpdir(), "hotel-pb-facility-keys-"));
    // The migrations as they were before this one: the old schema, with old values in it.
    const before = await mkdtemp(join(tmpdir(), "hotel-pb-migrations-before-"));
    await cp(migrationsDir, before, { recursive: true, filter: (src) => !src.endsWith(FACILITY_KEYS) });
    const old = { PB_MIGRATIONS_DIR: before };
    try {
      let server = await startPocketBase({ dataDir: data, env: old });
      const admin = await signedIn(server);
      for (const [slug, route] of [
        ["restaurant", "ResturantFacility"],
        ["gym", "gymfacility"],
        ["meeting-room", "MeetingRoomFacility"],
        ["laundry", "facilitiesdetails"],
        ["shuttle", ""],
      ]) {
        await admin.collection("facilities").create({ slug, route, name_ar: slug, name_en: slug, published: false });
      }
      await server.stop({ keepData: true });

      server = await startPocketBase({ dataDir: data });
      const up = await facilityRoutes(server);
      expect(up.values).toEqual(["gym", "lobby", "meeting-room", "restaurant", "sauna", "services"]);
      expect(up.bySlug).toEqual({ restaurant: "restaurant", gym: "gym", "meeting-room": "meeting-room", laundry: "services", shuttle: "" });
      await server.stop({ keepData: true });

      expect(runPocketBase(["migrate", "down", "1"], data, { input: "y\n" })).toContain(`Reverted ${FACILITY_KEYS}`);
      server = await startPocketBase({ dataDir: data, env: old });
      const down = await facilityRoutes(server);
      expect(down.values).toEqual([
        "gymfacility",
        "lobbyfacility",
        "MeetingRoomFacility",
        "ResturantFacility",
        "saunafacility",
        "facilitiesdetails",
      ]);
      expect(down.bySlug).toEqual({
        restaurant: "ResturantFacility",
        gym: "gymfacility",
        "meeting-room": "MeetingRoomFacility",
        laundry: "facilitiesdetails",
        shuttle: "",
      });
      await server.stop({ keepData: true });
    } finally {
      await rm(data, { recursive: true, force: true });
      await rm(before, { recursive: true, force: true });
    }
  });
});
