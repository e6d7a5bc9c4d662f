import { expect, test } from "./fixtures";
import { CONTENT_COLLECTIONS } from "../../src/lib/cms/tags";
import { signIn } from "./staff-helpers";

async function jsonLd(page: import("@playwright/test").Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

test("home: canonical, hreflang alternates, Open Graph and the Hotel JSON-LD", async ({ page, baseURL, pb }) => {
  await page.goto("/en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", baseURL!);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/en`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", baseURL!);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");

  const settings = await pb.collection("settings").getFirstListItem("", { sort: "-created" });
  const rooms = await pb.collection("room_types").getFullList({ filter: "published = true" });
  const hotel = (await jsonLd(page)).find((d) => d["@type"] === "Hotel")!;
  expect(hotel).toMatchObject({
    name: settings.hotel_name_en,
    telephone: settings.phone,
    numberOfRooms: rooms.reduce((sum, r) => sum + (r.room_count as number), 0),
    checkinTime: settings.check_in_time,
    checkoutTime: settings.check_out_time,
  });
  expect(hotel.numberOfRooms).toBe(75);
  expect((hotel.amenityFeature as unknown[]).length).toBeGreaterThan(5);
  expect(hotel.address).toMatchObject({ addressCountry: "IQ" });
});

test("rooms: each HotelRoom offer carries the price the page shows", async ({ page }) => {
  await page.goto("/en/OurRooms");
  const offers = (await jsonLd(page)).filter((d) => d["@type"] === "Offer");
  const rooms = page.locator("article.room");
  await expect(rooms).toHaveCount(offers.length);
  expect(offers.length).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < offers.length; i++) {
    const article = rooms.nth(i);
    const name = await article.locator("h2").textContent();
    const shown = await article.locator(".price__amount").textContent();
    const offer = offers.find((o) => o.name === name)!;
    expect(offer, name ?? "").toBeTruthy();
    expect(Number(shown!.replace(/[^\d]/g, ""))).toBe(offer.price);
    expect(offer.priceCurrency).toBe("IQD");
    expect(offer.itemOffered).toMatchObject({ "@type": "HotelRoom", name });
  }
});

test("offer page: Offer JSON-LD with validity and the linked room's price", async ({ page, pb }) => {
  const offer = await pb.collection("offers").getFirstListItem("published = true", { expand: "room_type" });
  await page.goto(`/en/offerDetails-${offer.id}`);
  const data = (await jsonLd(page)).find((d) => d["@type"] === "Offer")!;
  // Offers run by Basra's calendar day (UTC+3): the stored instant is Basra's midnight or end of day.
  const basraDay = new Date(Date.parse(String(offer.valid_through).replace(" ", "T")) + 3 * 3_600_000).toISOString().slice(0, 10);
  expect(data).toMatchObject({ name: offer.title_en, validThrough: basraDay });
  const room = offer.expand?.room_type as { price_per_night: number } | undefined;
  if (room) {
    expect(data.price).toBe(room.price_per_night);
    const shown = await page.locator("aside .price__amount").textContent();
    expect(Number(shown!.replace(/[^\d]/g, ""))).toBe(room.price_per_night);
  }
  await expect(page.getByRole("link", { name: "Book this offer" })).toHaveAttribute("href", `/en/book?offer=${offer.id}`);
});

test("sitemap lists both locales and the offers; robots points to it", async ({ request, baseURL, pb }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["", "/OurRooms", "/MeetingRoomFacility", "/terms"]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${baseURL}/en${path}"`);
  }
  const offer = await pb.collection("offers").getFirstListItem("published = true");
  expect(sitemap).toContain(`${baseURL}/offerDetails-${offer.id}`);
  expect(sitemap).not.toContain("/test<");

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toMatch(/Disallow: \/test/);
});

test("/test is noindex and reports PocketBase and content freshness (to signed-in staff)", async ({ page }) => {
  await signIn(page);
  await page.goto("/en/test");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByTestId("pb-status")).toHaveAttribute("data-reachable", "true");
  await expect(page.getByTestId("build-id")).not.toHaveText("");
  // One row per content collection the site caches.
  await expect(page.locator("tbody tr")).toHaveCount(CONTENT_COLLECTIONS.length);
});

test("rooms link to /book with the room preselected", async ({ page }) => {
  await page.goto("/OurRooms");
  const first = page.locator("article.room").first();
  const slug = await first.getAttribute("id");
  await expect(first.getByRole("link", { name: "احجز هذه الغرفة" })).toHaveAttribute("href", `/book?room=${slug}`);
});

// Not an SVG: the browser draws an SVG tab icon by building a whole SVG document on the page's main thread, on
// every page load (docs/benchmarks.md).
test("the tab's icon is a small PNG that loads at the size it declares", async ({ page }) => {
  for (const path of ["/", "/en/OurRooms"]) {
    await page.goto(path);
    const icon = page.locator('link[rel~="icon"]');
    await expect(icon).toHaveCount(1);
    await expect(icon).toHaveAttribute("type", "image/png");
    await expect(icon).toHaveAttribute("sizes", "96x96");
    const image = await page.request.get((await icon.getAttribute("href"))!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    // The width and height in the PNG's header (IHDR).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
  }
});
