// The forms' validation code (zod and the schemas, lib/forms/lazy-resolver.ts)
// is left out of the page's load: a guest who has not scrolled, touched or
// typed does not pay for it, and the first sign of use fetches it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settled } from "./settled";

/** The scripts the page has fetched that carry zod (its error class's name survives minifying). */
function zodScripts(page: Page): string[] {
  const found: string[] = [];
  page.on("response", async (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => "")).includes("ZodError")) found.push(response.url());
  });
  return found;
}

for (const path of ["/book", "/en/contact"]) {
  test(`${path}: the validation code waits for the guest's first scroll`, async ({ page }) => {
    const zod = zodScripts(page);
    await page.goto(path);
    await expect(page.locator("form").first()).toBeVisible();
    await settled(page, 1_000);
    expect(zod, "fetched while the page loaded, with nobody using it").toEqual([]);

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => zod.length, { message: "the first scroll fetches it" }).toBe(1);
  });
}
