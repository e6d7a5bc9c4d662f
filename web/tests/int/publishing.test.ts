// pb_hooks/publishing.pb.js against a real PocketBase with this repo's
// migrations, hooks and seed: bilingual completeness on publish, the content
// report, interface-text key checks, and the offers day-change cron job.
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { connectAsSuperuser, seedDatabase } from "@hotel/seed";
import { OFFER_CURRENT } from "@/lib/cms/expiry";

const SECRET = "publishing-test-secret";

interface Hit {
  path: string;
  secret: string | undefined;
  body: Record<string, unknown>;
}

let server: PocketBaseServer;
let admin: PocketBase;
let site: Server;
const hits: Hit[] = [];

/** A stand-in for the website's /api/revalidate that records what PocketBase sends. */
async function startFakeSite(): Promise<{ server: Server; url: string }> {
  const port = await freePort();
  const fake = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      hits.push({ path: req.url ?? "", secret: req.headers["x-revalidate-secret"] as string | undefined, body: JSON.parse(raw || "{}") });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => fake.listen(port, "127.0.0.1", resolve));
  return { server: fake, url: `http://127.0.0.1:${port}` };
}

/** The 400 a save is refused with: PocketBase's message and per-field errors. */
async function refusal(save: Promise<unknown>): Promise<{ message: string; data: Record<string, { code: string; message: string }> }> {
  const error = await save.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "the save should have been refused").toBeInstanceOf(ClientResponseError);
  const response = (error as ClientResponseError).response as {
    status: number;
    message: string;
    data: Record<string, { code: string; message: string }>;
  };
  expect((error as ClientResponseError).status).toBe(400);
  return { message: response.message, data: response.data };
}

const completeOffer = {
  title_ar: "عرض الصيف",
  title_en: "Summer offer",
  summary_ar: "ليلتان بسعر مخفض.",
  summary_en: "Two nights at a lower rate.",
  body_ar: "<p>تفاصيل العرض.</p>",
  body_en: "<p>What the offer includes.</p>",
};

let slugCounter = 0;
const slug = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++slugCounter}`;

function flatten(tree: Record<string, unknown>, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else if (value && typeof value === "object") Object.assign(out, flatten(value as Record<string, unknown>, path));
  }
  return out;
}
const messages = flatten(JSON.parse(readFileSync(new URL("../../messages/en.json", import.meta.url), "utf8")));

beforeAll(async () => {
  const fake = await startFakeSite();
  site = fake.server;
  server = await startPocketBase({ env: { WEB_URL: fake.url, REVALIDATE_SECRET: SECRET } });
  admin = await connectAsSuperuser(server.url, server.superuser.email, server.superuser.password);
  await seedDatabase(admin);
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

describe("bilingual completeness on publish", () => {
  it("refuses to publish an offer with empty Arabic or English fields, naming each field", async () => {
    const { message, data } = await refusal(
      admin.collection("offers").create({ ...completeOffer, slug: slug("half"), summary_ar: "", body_en: "<p><br></p>", published: true }),
    );
    expect(Object.keys(data).sort()).toEqual(["body_en", "summary_ar"]);
    expect(data.summary_ar).toEqual({ code: "validation_missing_translation", message: "Required in Arabic before publishing." });
    expect(data.body_en!.message).toBe("Required in English before publishing.");
    expect(message).toContain("summary (Arabic)");
    expect(message).toContain("body (English)");
    expect(message).toContain('untick "published"');
  });

  it("lets an incomplete draft be saved, and refuses to publish it until both languages are there", async () => {
    // (Titles are required by the schema itself, drafts included.)
    const draft = await admin.collection("offers").create({ ...completeOffer, slug: slug("draft"), summary_ar: "", published: false });
    const { data } = await refusal(admin.collection("offers").update(draft.id, { published: true }));
    expect(Object.keys(data)).toEqual(["summary_ar"]);

    const published = await admin.collection("offers").update(draft.id, { summary_ar: "عرض الشتاء", published: true });
    expect(published.published).toBe(true);

    // Emptying a field of a published record is refused as well.
    const again = await refusal(admin.collection("offers").update(draft.id, { summary_en: "   " }));
    expect(Object.keys(again.data)).toEqual(["summary_en"]);
  });

  it("refuses half a translation of an optional pair (terms in English only)", async () => {
    const { data } = await refusal(
      admin
        .collection("offers")
        .create({ ...completeOffer, slug: slug("terms"), terms_en: "<p>Subject to availability.</p>", published: true }),
    );
    expect(Object.keys(data)).toEqual(["terms_ar"]);
    expect(data.terms_ar!.message).toMatch(/other language has a terms/);
    // Both empty is fine: terms are optional.
    const ok = await admin.collection("offers").create({ ...completeOffer, slug: slug("noterms"), published: true });
    expect(ok.id).toBeTruthy();
  });

  it.each([
    ["room_types", "name", ["summary", "description", "beds", "bathroom"]],
    ["facilities", "name", ["summary", "body"]],
    ["catering", "title", ["summary", "body"]],
    ["pages", "title", ["summary", "body"]],
    ["tour_scenes", "title", ["description"]],
  ])("refuses to publish %s with only an English %s", async (collection, titleField, others) => {
    const { data } = await refusal(
      admin.collection(collection).create({ slug: slug("only-en"), [`${titleField}_en`]: "English only", published: true }),
    );
    const expected = [`${titleField}_ar`, ...others.flatMap((f) => [`${f}_ar`, `${f}_en`])];
    expect(Object.keys(data).sort()).toEqual(expected.sort());
  });
});

describe("extras", () => {
  it("need their name in both languages, drafts too, and only published ones reach guests", async () => {
    const { data } = await refusal(
      admin
        .collection("extras")
        .create({ slug: slug("pickup"), name_en: "Airport pickup", pricing: "per_stay", price: 35000, published: true }),
    );
    expect(Object.keys(data)).toEqual(["name_ar"]);
    const draft = await admin
      .collection("extras")
      .create({ slug: slug("draft"), name_en: "Spa", name_ar: "سبا", pricing: "per_guest", price: 5000, published: false });
    const anonymous = await fetch(`${server.url}/api/collections/extras/records/${draft.id}`);
    expect(anonymous.status).toBe(404);
  });
});

describe("content report", () => {
  it("is for staff only", async () => {
    const anonymous = await fetch(`${server.url}/api/hotel/content-report`);
    expect(anonymous.status).toBe(401);
  });

  it("finds nothing missing in the seeded content and lists incomplete drafts with their fields", async () => {
    const draftSlug = slug("report");
    const draft = await admin
      .collection("facilities")
      .create({ slug: draftSlug, name_en: "Pool", name_ar: "مسبح", summary_en: "Rooftop pool", published: false });

    const report = await admin.send<{
      collections: {
        collection: string;
        total: number;
        incomplete: { id: string; slug: string; title: string; published: boolean; missing: string[] }[];
      }[];
    }>("/api/hotel/content-report", {});
    const byName = Object.fromEntries(report.collections.map((c) => [c.collection, c]));
    expect(Object.keys(byName).sort()).toEqual(["catering", "extras", "facilities", "offers", "pages", "room_types", "tour_scenes"]);
    expect(byName.extras!.incomplete).toEqual([]);
    expect(byName.room_types!.total).toBeGreaterThan(0);
    expect(byName.room_types!.incomplete).toEqual([]);
    expect(byName.pages!.incomplete).toEqual([]);
    expect(byName.tour_scenes!.incomplete).toEqual([]);
    expect(byName.catering!.incomplete).toEqual([]);

    const listed = byName.facilities!.incomplete.find((r) => r.id === draft.id);
    expect(listed).toEqual({
      id: draft.id,
      slug: draftSlug,
      title: "Pool",
      published: false,
      missing: ["summary_ar", "body_ar", "body_en"],
    });
    // Seeded facilities are complete: the draft is the only one listed.
    expect(byName.facilities!.incomplete.map((r) => r.id)).toEqual([draft.id]);
  });
});

describe("interface-text overrides", () => {
  const plainKey = "Footer.contactUs";
  const placeholderKey = "Common.priceFrom";

  it("accepts a key of the site's messages, with one or both languages", async () => {
    expect(messages[plainKey]).toBeTypeOf("string");
    const record = await admin.collection("ui_texts").create({ key: plainKey, value_en: "Talk to us", value_ar: "" });
    expect(record.key).toBe(plainKey);
    await admin.collection("ui_texts").delete(record.id);
  });

  it("refuses an unknown key with a clear message and suggestions", async () => {
    const { message, data } = await refusal(admin.collection("ui_texts").create({ key: "Footer.contactus", value_en: "x" }));
    expect(data.key!.code).toBe("validation_unknown_ui_text");
    expect(data.key!.message).toBe('"Footer.contactus" is not a text on the site. Did you mean Footer.contactUs?');
    expect(message).toContain("Footer.contactus");

    const far = await refusal(admin.collection("ui_texts").create({ key: "Nothing.likeThisAtAll", value_en: "x" }));
    expect(far.data.key!.message).toContain("the staff page lists them all");
  });

  it("refuses a key that names a group of texts rather than one text", async () => {
    const { data } = await refusal(admin.collection("ui_texts").create({ key: "Footer", value_en: "x" }));
    expect(data.key!.message).toMatch(/^"Footer" is a group of texts, not one text\. Use a full key, e\.g\. Footer\./);
  });

  it("refuses renaming an existing override to an unknown key", async () => {
    const record = await admin.collection("ui_texts").create({ key: plainKey, value_en: "Reach us" });
    const { data } = await refusal(admin.collection("ui_texts").update(record.id, { key: "Footer.nope" }));
    expect(Object.keys(data)).toEqual(["key"]);
    await admin.collection("ui_texts").delete(record.id);
  });

  it("keeps a replacement to the placeholders the built-in text has", async () => {
    expect(messages[placeholderKey]).toContain("{price}");
    const { data } = await refusal(
      admin.collection("ui_texts").create({ key: placeholderKey, value_en: "Only {prize} a night", value_ar: "من {price}" }),
    );
    expect(Object.keys(data)).toEqual(["value_en"]);
    expect(data.value_en!.message).toBe("Unknown placeholder {prize}. This text can use {price}.");

    const braces = await refusal(admin.collection("ui_texts").create({ key: placeholderKey, value_en: "From {price per night" }));
    expect(braces.data.value_en!.code).toBe("validation_ui_text_braces");

    const ok = await admin.collection("ui_texts").create({ key: placeholderKey, value_en: "Only {price} a night", value_ar: "" });
    await admin.collection("ui_texts").delete(ok.id);
  });

  it("accepts rewording inside plural branches", async () => {
    const key = "Common.nights";
    const ok = await admin.collection("ui_texts").create({ key, value_en: "{count, plural, one {# evening} other {# evenings}}" });
    await admin.collection("ui_texts").delete(ok.id);
  });
});

describe("offers live by the hotel's day (Basra, UTC+3)", () => {
  // Basra's midnight today, as the UTC instant the admin UI stores for a date picked in Basra.
  const basraMidnight = (() => {
    const local = new Date(Date.now() + 3 * 3_600_000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 3 * 3_600_000;
  })();
  const pbDate = (ms: number) => new Date(ms).toISOString().replace("T", " ");
  const visibleToGuests = async (dates: { valid_from?: string; valid_through?: string }) => {
    const offer = await admin.collection("offers").create({ ...completeOffer, slug: slug("day"), published: true, ...dates });
    try {
      return (await fetch(`${server.url}/api/collections/offers/records/${offer.id}`)).status === 200;
    } finally {
      await admin.collection("offers").delete(offer.id);
    }
  };

  it("shows an offer through the whole of its last day in Basra, and not a second longer", async () => {
    // "Valid through today" picked in Basra: 21:00 UTC yesterday. A UTC-day rule would already hide it.
    expect(await visibleToGuests({ valid_through: pbDate(basraMidnight) })).toBe(true);
    expect(await visibleToGuests({ valid_through: pbDate(basraMidnight - 1000) })).toBe(false);
  });

  it("is the same rule the site uses for its own offer queries", async () => {
    const offers = await admin.collections.getOne("offers");
    expect(offers.listRule).toBe(OFFER_CURRENT);
    expect(offers.viewRule).toBe(OFFER_CURRENT);
  });

  it("shows an offer from the first moment of its first day in Basra", async () => {
    expect(await visibleToGuests({ valid_from: pbDate(basraMidnight + 86_400_000 - 1000) })).toBe(true);
    expect(await visibleToGuests({ valid_from: pbDate(basraMidnight + 86_400_000) })).toBe(false);
  });
});

describe("offers day change", () => {
  it("is a cron job at midnight in Basra (21:00 UTC) that asks the site to refresh its offers", async () => {
    const jobs = await admin.send<{ id: string; expression: string }[]>("/api/crons", {});
    expect(jobs).toContainEqual({ id: "offers_day_change", expression: "0 21 * * *" });

    hits.length = 0;
    await admin.send("/api/crons/offers_day_change", { method: "POST" });
    await expect.poll(() => hits.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(hits[0]).toEqual({ path: "/api/revalidate", secret: SECRET, body: { collection: "offers", reason: "day change" } });
  });
});

describe("admin UI comfort", () => {
  it("puts titles, published, dates, price and photos first (the first list columns and the top of the form)", async () => {
    const firstFields = async (name: string, count: number) =>
      (await admin.collections.getOne(name)).fields.slice(1, count + 1).map((f) => f.name);
    expect(await firstFields("offers", 6)).toEqual(["title_ar", "title_en", "published", "valid_from", "valid_through", "image"]);
    expect(await firstFields("room_types", 5)).toEqual(["name_ar", "name_en", "published", "price_per_night", "images"]);
    expect(await firstFields("settings", 6)).toEqual(["hotel_name_ar", "hotel_name_en", "phone", "whatsapp", "email", "reservation_state"]);
  });

  it("tells staff in the form what publishing needs and where interface-text keys are listed", async () => {
    const help = async (collection: string, field: string) =>
      (await admin.collections.getOne(collection)).fields.find((f) => f.name === field)?.help as string;
    expect(await help("offers", "published")).toContain("Publishing needs the Arabic and English texts");
    expect(await help("offers", "valid_through")).toContain("leaves the site by itself");
    expect(await help("ui_texts", "key")).toContain("/staff");
  });
});
