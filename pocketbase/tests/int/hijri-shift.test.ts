// settings.hijri_shift against a real PocketBase: staff move the site's Hijri
// dates by one day either way, never more, and a record without it shows
// Umm al-Qura as it is.
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { settingsBody as settings } from "../../testing/booking-fixtures";

let pb: PocketBaseServer;
let admin: PocketBase;

async function refusedShift(value: unknown): Promise<string> {
  try {
    await admin.collection("settings").create(settings({ hijri_shift: value }));
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    expect(error.status).toBe(400);
    return (error.response?.data as Record<string, { message: string }>).hijri_shift?.message ?? "";
  }
  throw new Error(`hijri_shift ${JSON.stringify(value)} was accepted`);
}

beforeAll(async () => {
  pb = await startPocketBase();
  admin = await superuserClient(pb);
});

afterAll(async () => {
  await pb?.stop();
});

describe("settings.hijri_shift", () => {
  it("is 0 when staff leave it alone", async () => {
    const saved = await admin.collection("settings").create(settings());
    expect(saved.hijri_shift).toBe(0);
  });

  it("takes -1, 0 and 1", async () => {
    for (const shift of [-1, 0, 1]) {
      expect((await admin.collection("settings").create(settings({ hijri_shift: shift }))).hijri_shift).toBe(shift);
    }
  });

  it("refuses more than a day either way, and parts of a day, saying why", async () => {
    expect(await refusedShift(2)).toBe("Must be less or equal than 1.");
    expect(await refusedShift(-2)).toBe("Must be greater or equal than -1.");
    expect(await refusedShift(30)).toBe("Must be less or equal than 1.");
    expect(await refusedShift(0.5)).toMatch(/[Dd]ecimal/);
  });

  it("has a help text that says which way each value moves the dates", async () => {
    const fields = (await admin.collections.getOne("settings")).fields as { name: string; help?: string }[];
    const help = fields.find((f) => f.name === "hijri_shift")?.help ?? "";
    expect(help).toMatch(/-1: the month began in Iraq a day later/);
    expect(help).toMatch(/1: it began a day earlier/);
  });
});
