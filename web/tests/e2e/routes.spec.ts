import { expect, test } from "./fixtures";
import { signIn } from "./staff-helpers";
import { STATIC_PATHS, STATUS_PATHS } from "./site-routes";

const LOCALES = [
  { locale: "ar", prefix: "", dir: "rtl", nameField: "hotel_name_ar" },
  { locale: "en", prefix: "/en", dir: "ltr", nameField: "hotel_name_en" },
] as const;

test.describe("every route in both locales", () => {
  let offerId = "";
  let names: Record<string, string> = {};

  test.beforeAll(async ({ pb }) => {
    const settings = await pb.collection("settings").getFirstListItem("", { sort: "-created" });
    names = { hotel_name_ar: settings.hotel_name_ar, hotel_name_en: settings.hotel_name_en };
    offerId = (await pb.collection("offers").getFirstListItem("published = true")).id;
  });

  for (const { locale, prefix, dir, nameField } of LOCALES) {
    for (const route of [...STATIC_PATHS, "/offerDetails-{id}"]) {
      test(`${locale} ${route}`, async ({ page }) => {
        const path = `${prefix}${route === "/" ? "" : route.replace("{id}", offerId)}` || "/";
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(names[nameField]!)));
        await expect(page.locator("main h1").first()).toBeVisible();
      });
    }
  }
});

test.describe("/test: guests get the cached status page, signed-in staff the live diagnostics", () => {
  for (const { locale, prefix, dir } of LOCALES) {
    for (const route of STATUS_PATHS) {
      const path = `${prefix}${route}`;
      test(`${locale} ${route} answers guests with the status page, no live figures`, async ({ page, request }) => {
        const { id } = (await (await request.get("/builds/latest.json")).json()) as { id: string };
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.locator("main h1")).toHaveText(locale === "en" ? "Site status" : "حالة الموقع");
        await expect(page.getByTestId("site-state")).toHaveText(locale === "en" ? "Up" : "يعمل");
        await expect(page.getByTestId("build-id")).toHaveText(id);
        await expect(page.getByTestId("site-version")).toHaveText(/^\d+\.\d+\.\d+$/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await expect(page.getByTestId("pb-status")).toHaveCount(0);
        await expect(page.locator("table")).toHaveCount(0);
        expect(errors, "script errors on the page").toEqual([]);
      });
    }
  }

  test("signed-in staff see the live diagnostics at /test and /en/test", async ({ page }) => {
    await signIn(page);
    for (const path of STATUS_PATHS.flatMap((route) => [route, `/en${route}`])) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId("pb-status")).toHaveAttribute("data-reachable", "true");
    }
  });
});

test("a first visit to / from an English-preferring browser goes to /en", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  const page = await context.newPage();
  await page.goto("/");
  expect(new URL(page.url()).pathname).toBe("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test("other addresses keep their language for an English-preferring browser, with or without the language cookie", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "en-US", baseURL });
  const page = await context.newPage();
  for (const path of ["/OurRooms", "/offers", "/about"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "ar");
  }
  await context.addCookies([{ name: "i18n_redirected", value: "en", url: baseURL! }]);
  await page.goto("/offers");
  expect(new URL(page.url()).pathname).toBe("/offers");
  await context.close();
});

// Those answers are cached and shared (the front door keys them on the address
// alone, proxy/hotel/page-cache.conf): one guest's language must not be set on
// the next guest by a cookie kept with the page.
test("no address but the home page sets the language cookie, whatever the browser's language or cookie", async ({ request }) => {
  const guests: Record<string, string>[] = [
    { "accept-language": "en-US,en;q=0.9" },
    { "accept-language": "ar-IQ,ar;q=0.9" },
    { "accept-language": "fr, en;q=0.5", cookie: "i18n_redirected=en" },
    { "accept-language": "en", cookie: "i18n_redirected=ar" },
    { "accept-language": "de", cookie: "i18n_redirected=x-junk" },
  ];
  const asked: string[] = [];
  for (const path of ["/offers", "/en/offers", "/OurRooms", "/en", "/nope", "/rooms"]) {
    for (const headers of guests) {
      const res = await request.get(path, { headers: { ...headers, "sec-fetch-dest": "document" }, maxRedirects: 0 });
      asked.push(`${path} ${res.status()} ${res.headers()["set-cookie"] ?? "no cookie"}`);
    }
  }
  expect(asked.filter((a) => !a.endsWith("no cookie"))).toEqual([]);
  expect(asked).toHaveLength(30);
  // The home page still follows the browser, and keeps the cookie's choice over it.
  const english = await request.get("/", { headers: { "accept-language": "en-US,en;q=0.9" }, maxRedirects: 0 });
  expect([english.status(), new URL(english.headers().location ?? "/", "http://x").pathname]).toEqual([307, "/en"]);
  const chosen = await request.get("/", { headers: { "accept-language": "en-US", cookie: "i18n_redirected=ar" }, maxRedirects: 0 });
  expect(chosen.status()).toBe(200);
});

test.describe("the folders behind the spec's paths are no second address: 404 in both languages", () => {
  let offerId = "";
  test.beforeAll(async ({ pb }) => {
    offerId = (await pb.collection("offers").getFirstListItem("published = true")).id;
  });
  const folders = [
    "/offer-details/{id}",
    "/offers/{id}",
    "/rooms",
    "/facilities/gym",
    "/facilities/services",
    "/facilities/nope",
    "/diagnostics",
  ];
  for (const folder of folders) {
    for (const prefix of ["", "/en"]) {
      test(`${prefix}${folder}`, async ({ page }) => {
        const path = `${prefix}${folder.replace("{id}", offerId)}`;
        expect((await page.goto(path))?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "404" }), path).toBeVisible();
        await expect(page.locator(".error-page__message"), path).toContainText(path);
      });
    }
  }
});

test("the server-rendered language links name the spec's paths, not the folders behind them", async ({ request, pb }) => {
  const offer = await pb.collection("offers").getFirstListItem("published = true");
  const pairs = [
    ["/gymfacility", "/en/gymfacility"],
    ["/en/ResturantFacility", "/ResturantFacility"],
    ["/facilitiesdetails", "/en/facilitiesdetails"],
    ["/OurRooms", "/en/OurRooms"],
    [`/en/offerDetails-${offer.id}`, `/offerDetails-${offer.id}`],
  ];
  for (const [path, other] of pairs) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toContain(`href="${other}"`);
    expect(html, path).not.toMatch(/href="(\/en)?\/(facilities\/|rooms"|offers\/)/);
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
