import type { Page } from "@playwright/test";

/**
 * Waits until the page has loaded and what it fetches after load has arrived
 * and run: the browser idle, then nothing new fetched for `quietMs`, then idle again.
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  await page.evaluate(async (quiet) => {
    if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }));
    const fetched = () => performance.getEntriesByType("resource").length;
    await idle();
    for (let before = -1; before !== fetched();) {
      before = fetched();
      await new Promise((resolve) => setTimeout(resolve, quiet));
    }
    await idle();
  }, quietMs);
}
