// The forms' validation code (zod and the schemas, lib/forms/lazy-resolver.ts)
// is left out of the page's load, and fetched once the page is idle, before a
// guest's first tap: fetched at the tap, its evaluation delayed the next one.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settled } from "./settled";

/** When each script that carries zod was requested (its error class's name survives minifying), ms since 1970. */
function zodRequests(page: Page): number[] {
  const found: number[] = [];
  page.on("response", async (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => "")).includes("ZodError")) found.push(response.request().timing().startTime);
  });
  return found;
}

for (const path of ["/book", "/en/contact"]) {
  test(`${path}: the validation code is fetched after the page's load, before the guest acts`, async ({ page }) => {
    const zod = zodRequests(page);
    await page.goto(path);
    await expect(page.locator("form").first()).toBeVisible();
    await settled(page, 1_000);
    await expect.poll(() => zod.length, { message: "fetched while idle, with nobody using the form yet" }).toBe(1);
    const loaded = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd);
    expect(zod[0], "not part of the page's load").toBeGreaterThanOrEqual(loaded);
  });
}
