import type { Page } from "@playwright/test";

// A marker on the page's window: it survives a client transition or a live update, not a reload.
type Marked = Window & { __sameDocument?: boolean };

/** Marks the document now in the page, so a later full page load can be told from what kept it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Marked).__sameDocument = true));
}

/** Whether the page still shows the document markDocument marked. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Marked).__sameDocument === true);
}
