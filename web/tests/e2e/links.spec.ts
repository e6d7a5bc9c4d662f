// The site's links (PrefetchLink) are plain <a> elements that navigate through
// the App Router, a client transition, and are prefetched when in view; without
// JavaScript they are ordinary links.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isSameDocument, markDocument } from "./same-document";
import { settled } from "./settled";

function documentRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) requests.push(request);
  });
  return requests;
}

test("a footer link and a header link navigate without loading a new document", async ({ page }) => {
  await page.goto("/en/offers");
  await settled(page);
  await markDocument(page);
  const documents = documentRequests(page);

  await page.locator("footer").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The header, kept across the transition, goes on navigating the same way.
  await page.locator("header").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(documents.map((request) => request.url())).toEqual([]);
});

test("Enter on a focused link is a client transition too; Back returns", async ({ page }) => {
  await page.goto("/en");
  await settled(page);
  await markDocument(page);
  await page.locator("footer").getByRole("link", { name: "Help" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/en/help");
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/en");
  expect(await isSameDocument(page)).toBe(true);
});

test("the links in view are prefetched after load", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
  });
  await page.goto("/en/offers");
  await settled(page);
  await expect.poll(() => prefetched.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // The header's links are in view on arrival; the footer's Privacy policy is not.
  expect(prefetched).toContain("/en/contact");
  expect(prefetched).not.toContain("/en/privacy");
});

test("a modified click is the browser's: a new page, the tab stays", async ({ page, context }) => {
  await page.goto("/en/offers");
  await settled(page);
  const opened = context.waitForEvent("page");
  await page
    .locator("footer")
    .getByRole("link", { name: "Terms of use" })
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/en/terms");
  expect(new URL(page.url()).pathname).toBe("/en/offers");
  await tab.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the links are plain links that load their page", async ({ page }) => {
    await page.goto("/en/offers");
    await page.locator("footer").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/en/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
