// Seasonal rates and closures against a real PocketBase: what staff may not
// save (and the message that says why), what guests may read, and the
// `overlaps` text the hooks keep on every row.
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, type PocketBaseServer } from "../../testing/pocketbase-server";

let pb: PocketBaseServer;
let admin: PocketBase;

/** A Basra day as the admin UI stores it: 21:00 UTC of the day before. */
const basraDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 3 * 3_600_000).toISOString().replace("T", " ");

const season = (overrides: Record<string, unknown> = {}) => ({
  name_ar: "موسم",
  name_en: "Season",
  published: true,
  first_night: basraDay("2031-03-10"),
  last_night: basraDay("2031-03-12"),
  nightly_price: 200_000,
  ...overrides,
});

async function refusal(collection: string, body: Record<string, unknown>): Promise<{ message: string; fields: Record<string, string> }> {
  try {
    await admin.collection(collection).create(body);
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    expect(error.status).toBe(400);
    const data = (error.response?.data ?? {}) as Record<string, { message: string }>;
    return { message: error.response?.message ?? "", fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.message])) };
  }
  throw new Error(`${collection}: the save was accepted`);
}

beforeAll(async () => {
  pb = await startPocketBase();
  admin = new PocketBase(pb.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(pb.superuser.email, pb.superuser.password);
});

afterAll(async () => {
  await pb?.stop();
});

describe("what staff may not save", () => {
  it("refuses a range whose last night is before its first, naming both days", async () => {
    for (const collection of ["seasonal_rates", "closures"]) {
      const body =
        collection === "closures"
          ? { reason_ar: "صيانة", reason_en: "Maintenance", first_night: basraDay("2031-05-10"), last_night: basraDay("2031-05-09") }
          : season({ first_night: basraDay("2031-05-10"), last_night: basraDay("2031-05-09") });
      const { fields } = await refusal(collection, body);
      expect(fields.last_night).toBe("The last night (2031-05-09) is before the first night (2031-05-10). Swap the two dates.");
    }
  });

  it("accepts a one-night range (first = last, a Basra day)", async () => {
    const saved = await admin.collection("closures").create({
      reason_ar: "ليلة",
      reason_en: "One night",
      first_night: basraDay("2031-06-01"),
      last_night: basraDay("2031-06-01"),
    });
    expect(saved.id).toBeTruthy();
  });

  it("refuses a price of 0 or less, in every way it can be set", async () => {
    expect((await refusal("seasonal_rates", season({ nightly_price: -5 }))).fields.nightly_price).toMatch(/more than 0 dinars/);
    expect((await refusal("seasonal_rates", season({ nightly_price: 0, percent_change: -100 }))).fields.percent_change).toMatch(
      /free or negative/,
    );
    expect((await refusal("seasonal_rates", season({ nightly_price: 0, percent_change: 0, min_stay: 0 }))).fields.nightly_price).toMatch(
      /changes nothing/,
    );
    expect((await refusal("seasonal_rates", season({ nightly_price: 150_000, percent_change: 10 }))).fields.percent_change).toMatch(
      /either a nightly price or a percentage/,
    );
  });

  it("accepts a season that only sets a minimum stay, and one that takes a percentage off", async () => {
    await expect(admin.collection("seasonal_rates").create(season({ nightly_price: 0, min_stay: 3 }))).resolves.toBeTruthy();
    await expect(admin.collection("seasonal_rates").create(season({ nightly_price: 0, percent_change: -15 }))).resolves.toBeTruthy();
  });
});

describe("overlaps", () => {
  it("names the rows that share nights, on both sides, and forgets a deleted one", async () => {
    const room = await admin.collection("room_types").getList(1, 1);
    const a = await admin.collection("closures").create({
      reason_ar: "أ",
      reason_en: "Gulf Cup",
      published: true,
      first_night: basraDay("2032-01-05"),
      last_night: basraDay("2032-01-10"),
    });
    const b = await admin.collection("closures").create({
      reason_ar: "ب",
      reason_en: "Conference",
      first_night: basraDay("2032-01-10"),
      last_night: basraDay("2032-01-12"),
      room_type: room.items[0]?.id ?? "",
    });
    // The night after a range ends is not an overlap.
    const c = await admin.collection("closures").create({
      reason_ar: "ج",
      reason_en: "Later",
      published: true,
      first_night: basraDay("2032-01-13"),
      last_night: basraDay("2032-01-14"),
    });
    expect(b.overlaps).toBe("Overlaps with: Gulf Cup (2032-01-05 … 2032-01-10)");
    expect((await admin.collection("closures").getOne(a.id)).overlaps).toBe("Overlaps with: Conference (2032-01-10 … 2032-01-12, draft)");
    expect((await admin.collection("closures").getOne(c.id)).overlaps).toBe("");

    await admin.collection("closures").delete(b.id);
    expect((await admin.collection("closures").getOne(a.id)).overlaps).toBe("");
  });

  it("lists a season's priority beside its name", async () => {
    const low = await admin
      .collection("seasonal_rates")
      .create(season({ name_en: "Ramadan", priority: 1, first_night: basraDay("2033-02-01"), last_night: basraDay("2033-02-28") }));
    const high = await admin
      .collection("seasonal_rates")
      .create(season({ name_en: "Eid", priority: 5, first_night: basraDay("2033-02-27"), last_night: basraDay("2033-03-02") }));
    expect(high.overlaps).toBe("Overlaps with: Ramadan (2033-02-01 … 2033-02-28, priority 1)");
    expect((await admin.collection("seasonal_rates").getOne(low.id)).overlaps).toBe(
      "Overlaps with: Eid (2033-02-27 … 2033-03-02, priority 5)",
    );
  });
});

describe("the stay_rules view (the server's one read of both)", () => {
  it("shows guests the published seasons and closures only, with their own columns, and takes no writes", async () => {
    const nights = { first_night: basraDay("2034-04-01"), last_night: basraDay("2034-04-02") };
    const published = await admin
      .collection("closures")
      .create({ reason_ar: "مغلق", reason_en: "View closure", published: true, ...nights });
    await admin.collection("closures").create({ reason_ar: "مسودة", reason_en: "View draft", published: false, ...nights });
    const priced = await admin
      .collection("seasonal_rates")
      .create(season({ name_en: "View season", nightly_price: 300_000, min_stay: 2, ...nights }));

    const guest = new PocketBase(pb.url);
    const rows = await guest
      .collection("stay_rules")
      .getFullList({ filter: 'first_night >= "2034-03-01" && first_night <= "2034-05-01"', sort: "kind" });
    expect(rows.map((r) => [r.kind, r.id])).toEqual([
      ["closure", published.id],
      ["season", priced.id],
    ]);
    expect(rows[0]).toMatchObject({ reason_en: "View closure", name_en: "" });
    expect(rows[1]).toMatchObject({ name_en: "View season", nightly_price: 300_000, min_stay: 2, reason_en: "" });
    await expect(guest.collection("stay_rules").create({ kind: "closure" })).rejects.toBeInstanceOf(ClientResponseError);
  });
});

describe("settings", () => {
  it("keeps a dollar rate and the day it was set", async () => {
    const fields = (await admin.collections.getOne("settings")).fields as { name: string; type: string }[];
    expect(fields.find((f) => f.name === "usd_rate")?.type).toBe("number");
    expect(fields.find((f) => f.name === "usd_rate_set_on")?.type).toBe("date");
  });
});
