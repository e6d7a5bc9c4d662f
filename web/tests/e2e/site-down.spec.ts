// The site-down page: what the front door answers, with 503, for a page it
// has no copy of while the site cannot answer (proxy/hotel/site-down.conf).
// Here the page itself, as the door fetches it; the compose smoke test stops
// the site and checks the door serves it.
import { SITE_DOWN_PATH } from "../../src/lib/site";
import { expect, test } from "./fixtures";
import { inLocale } from "./site-routes";

const CASES = [
  { locale: "ar", dir: "rtl", heading: "نعود خلال دقائق", home: "/", back: "العودة إلى الرئيسية" },
  { locale: "en", dir: "ltr", heading: "Back in a few minutes", home: "/en", back: "Back to Home" },
] as const;

for (const c of CASES) {
  test(`${inLocale(SITE_DOWN_PATH, c.locale)} gives the number in the settings to call, and is not indexed`, async ({ page, pb }) => {
    const settings = (await pb.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
    expect(settings.phone).toBeTruthy();
    const response = await page.goto(inLocale(SITE_DOWN_PATH, c.locale));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", c.locale);
    await expect(page.locator("html")).toHaveAttribute("dir", c.dir);
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    const call = page.locator(".error-page__message").getByRole("link", { name: settings.phone });
    // tel: with the number in international form (lib/forms/phone.ts), ending in the settings' digits.
    const lastDigits = String(settings.phone).replace(/\D/g, "").slice(-7);
    await expect(call).toHaveAttribute("href", new RegExp(`^tel:\\+\\d*${lastDigits}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: c.back })).toHaveAttribute("href", c.home);
  });
}

test("the site-down page is not in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain(SITE_DOWN_PATH);
});
