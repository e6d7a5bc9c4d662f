import { describe, expect, it } from "vitest";
import { content } from "./index";
import { readMigrationSchema } from "./migration-schema";

const schema = readMigrationSchema();

const SOME_NIGHTS = { first_night: "2030-01-09 21:00:00.000Z", last_night: "2030-01-11 21:00:00.000Z" };

// What the seed sends per collection (art and slugs resolved by the seed are not fields).
const records: Record<string, Record<string, unknown>[]> = {
  settings: [content.settings as unknown as Record<string, unknown>],
  room_types: content.roomTypes.map(({ art: _art, ...f }) => f),
  facilities: content.facilities.map(({ art: _art, ...f }) => f),
  offers: content.offers.map(({ art: _art, room_type_slug: _r, ...f }) => f),
  catering: content.catering.map(({ art: _art, ...f }) => f),
  pages: content.pages.map(({ art: _art, ...f }) => f),
  tour_scenes: content.tourScenes.map(({ panorama: _p, ...f }) => f),
  // The seed turns starts_in_days and nights into first_night / last_night (any days will do here).
  seasonal_rates: content.seasons.map(({ starts_in_days: _s, nights: _n, ...f }) => ({ ...f, ...SOME_NIGHTS })),
  closures: content.closures.map(({ starts_in_days: _s, nights: _n, ...f }) => ({ ...f, ...SOME_NIGHTS })),
  extras: content.extras.map((f) => ({ ...f })),
};

const ARABIC = /[\u0600-\u06ff]/;

describe("seed content matches the content-model migration", () => {
  for (const [collection, items] of Object.entries(records)) {
    it(`${collection}: every field exists and satisfies its definition`, () => {
      const fields = schema.get(collection);
      expect(fields, `collection ${collection} in the migration`).toBeDefined();
      const problems: string[] = [];
      for (const item of items) {
        const label = `${collection}/${String(item.slug ?? "settings")}`;
        for (const [name, value] of Object.entries(item)) {
          const field = fields!.get(name);
          if (!field) {
            problems.push(`${label}: ${name} is not a field`);
            continue;
          }
          const kind = {
            text: "string",
            editor: "string",
            email: "string",
            url: "string",
            select: "string",
            date: "string",
            number: "number",
            bool: "boolean",
          }[field.type];
          if (kind && typeof value !== kind) problems.push(`${label}: ${name} should be a ${kind}`);
          if (typeof value === "string") {
            if (field.type === "text" && field.max && [...value].length > field.max)
              problems.push(`${label}: ${name} longer than ${field.max}`);
            if (field.pattern && value && !new RegExp(field.pattern).test(value))
              problems.push(`${label}: ${name} does not match ${field.pattern}`);
            if (field.type === "select" && !field.values?.includes(value))
              problems.push(`${label}: ${name} "${value}" not in ${field.values?.join("|")}`);
            if (value !== value.trim()) problems.push(`${label}: ${name} has surrounding white space`);
          }
          if (typeof value === "number" && value !== 0) {
            if (field.onlyInt && !Number.isInteger(value)) problems.push(`${label}: ${name} must be an integer`);
            if (field.min !== undefined && value < field.min) problems.push(`${label}: ${name} below ${field.min}`);
            if (field.max !== undefined && value > field.max) problems.push(`${label}: ${name} above ${field.max}`);
          }
        }
        for (const field of fields!.values()) {
          if (field.required && field.type !== "file" && !item[field.name] && item[field.name] !== 0) {
            problems.push(`${label}: required ${field.name} is missing`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("seed content", () => {
  it("has unique slugs in every collection", () => {
    for (const [collection, items] of Object.entries(records)) {
      if (collection === "settings" || collection === "seasonal_rates" || collection === "closures") continue;
      const slugs = items.map((i) => i.slug);
      expect(new Set(slugs).size, collection).toBe(slugs.length);
    }
  });

  it("counts the hotel's 75 rooms: 29 standard, 29 deluxe, 14 superior, 3 executive suites", () => {
    const perCategory: Record<string, number> = {};
    for (const room of content.roomTypes) perCategory[room.category] = (perCategory[room.category] ?? 0) + room.room_count;
    expect(perCategory).toEqual({ standard: 29, deluxe: 29, superior: 14, executive_suite: 3 });
    expect(content.roomTypes.reduce((n, r) => n + r.room_count, 0)).toBe(75);
    expect(content.roomTypes.map((r) => r.slug)).toEqual(["standard", "twin", "deluxe", "superior", "executive-suite"]);
  });

  it("fills every bilingual pair in both languages, Arabic in Arabic script and English without it", () => {
    const problems: string[] = [];
    for (const [collection, items] of Object.entries(records)) {
      for (const item of items) {
        for (const [name, value] of Object.entries(item)) {
          if (!name.endsWith("_ar")) continue;
          const en = item[name.replace(/_ar$/, "_en")];
          const label = `${collection}/${String(item.slug ?? "settings")}.${name}`;
          if (typeof value !== "string" || typeof en !== "string") {
            problems.push(`${label}: missing pair`);
            continue;
          }
          // Decorative pictures may have no alt text, but then in neither language.
          if (!value || !en) {
            if (!(name === "image_alt_ar" && !value && !en)) problems.push(`${label}: one language is empty`);
            continue;
          }
          if (!ARABIC.test(value)) problems.push(`${label}: no Arabic script`);
          if (ARABIC.test(en)) problems.push(`${label}: Arabic script in the English text`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes editor fields as simple HTML only", () => {
    const allowed = new Set(["p", "ul", "li", "h3", "strong"]);
    const editorFields = ["description_ar", "description_en", "body_ar", "body_en", "terms_ar", "terms_en"];
    for (const items of Object.values(records)) {
      for (const item of items) {
        for (const name of editorFields) {
          const html = item[name];
          if (typeof html !== "string") continue;
          const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]!);
          expect(
            tags.filter((t) => !allowed.has(t)),
            `${String(item.slug)}.${name}`,
          ).toEqual([]);
          expect(html.match(/<(p|ul|li|h3|strong)>/g)?.length, `${String(item.slug)}.${name} open tags`).toBe(
            html.match(/<\/(p|ul|li|h3|strong)>/g)?.length,
          );
        }
      }
    }
  });

  it("states the facilities' facts", () => {
    const by = Object.fromEntries(content.facilities.map((f) => [f.slug, f]));
    expect(by["meeting-room"]).toMatchObject({ route: "meeting-room", floor: 9, capacity: 25, screen_inches: 86 });
    expect(by["business-meeting-room"]).toMatchObject({ route: "services", floor: 2, capacity: 6, screen_inches: 55 });
    expect(by.restaurant).toMatchObject({ route: "restaurant", floor: 1 });
    expect(by["banquet-halls"]).toMatchObject({ capacity: 300 });
    expect(by["airport-shuttle"]).toMatchObject({ extra_fee: true });
    expect(by["airport-shuttle"]!.body_en).toContain("24 km");
    expect(by["airport-shuttle"]!.body_ar).toContain("24 كم");
    for (const route of ["gym", "lobby", "meeting-room", "restaurant", "sauna"]) {
      expect(
        content.facilities.filter((f) => f.route === route),
        route,
      ).toHaveLength(1);
    }
    const details = content.facilities.filter((f) => f.route === "services").map((f) => f.slug);
    expect(details.sort()).toEqual([
      "airport-shuttle",
      "banquet-halls",
      "business-meeting-room",
      "laundry",
      "room-service",
      "valet-parking",
    ]);
    expect(content.facilities.filter((f) => f.extra_fee).map((f) => f.slug)).toEqual(["airport-shuttle"]);
  });

  it("describes the Wedding Offer's rule and keeps it bookable in a Deluxe Room", () => {
    const offer = content.offers.find((o) => o.slug === "wedding-offer");
    expect(offer).toMatchObject({ discount_percent: 10, discount_night: 2, min_nights: 2, room_type_slug: "deluxe", published: true });
    expect(content.roomTypes.find((r) => r.slug === offer!.room_type_slug)?.category).toBe("deluxe");
    expect(offer!.includes_en).toMatch(/dinner card for two.*one week/i);
    const from = new Date(offer!.valid_from.replace(" ", "T"));
    const through = new Date(offer!.valid_through.replace(" ", "T"));
    expect(from.getTime()).toBeLessThan(Date.now());
    // When this fails the offer has expired on the site: move valid_through on.
    expect(through.getTime()).toBeGreaterThan(Date.now());
  });

  it("tells guests the truth about their data and the cookies in both languages", () => {
    const page = (slug: string) => content.pages.find((p) => p.slug === slug)!;
    expect(content.pages.map((p) => p.slug).sort()).toEqual(["about", "cookies", "help", "privacy", "terms"]);
    expect(page("privacy").body_en).toMatch(/read only by authorised hotel staff/);
    expect(page("privacy").body_ar).toContain("موظفو الفندق المخوّلون");
    for (const body of [page("cookies").body_en, page("cookies").body_ar]) {
      for (const name of ["i18n_redirected", "reservation_state", "pb_auth", "365"]) expect(body).toContain(name);
    }
  });

  it("has settings with the hotel's address, hours and distances", () => {
    expect(content.settings).toMatchObject({
      address_en: "Iraq, Basra, Al-saadi Street",
      address_ar: "العراق، البصرة، شارع السعدي",
      check_in_time: "14:00",
      check_out_time: "12:00",
      star_rating: 4,
      airport_distance_km: 24,
      currency: "IQD",
      reservation_state: "open",
    });
    expect(content.settings.map_lat).toBeCloseTo(30.5, 1);
    expect(content.settings.map_lng).toBeCloseTo(47.8, 1);
  });
});
