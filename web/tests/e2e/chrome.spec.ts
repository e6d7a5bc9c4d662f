import { expect, test } from "./fixtures";
import { day } from "./booking-values";

test("the side panel lists the eight menu items in the spec's order", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  const items = dialog.locator(".menu__item--l0 > .menu__row > .menu__link");
  await expect(items).toHaveText(["Home", "About", "Discover", "Rooms", "Facilities", "Catering", "Offers", "Contact"]);
  expect(await items.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/en",
    "/en/about",
    "/en/discover",
    "/en/OurRooms",
    "/en/facilities",
    "/en/catering",
    "/en/offers",
    "/en/contact",
  ]);
});

test("the Arabic menu keeps the same order", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "القائمة", exact: true }).click();
  const links = page.getByRole("dialog").locator(".menu__item--l0 > .menu__row > .menu__link");
  // The panel's contents load on demand (idle, pointer, focus or opening): wait for them, then read them.
  await expect(links).toHaveCount(8);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
    "/",
    "/about",
    "/discover",
    "/OurRooms",
    "/facilities",
    "/catering",
    "/offers",
    "/contact",
  ]);
});

test("the header turns sticky with a smaller logo past 80 px", async ({ page }) => {
  await page.goto("/en/OurRooms");
  const header = page.locator("header.site-header");
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).toHaveAttribute("data-sticky", "true");
  await expect(header.locator(".logo__mark")).toHaveCSS("transform", "matrix(0.8, 0, 0, 0.8, 0, 0)");
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
});

test("the side panel opens, traps focus, and closes with Escape and the close button", async ({ page }) => {
  await page.goto("/en/about");
  const opener = page.getByRole("button", { name: "Menu", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close the menu" })).toBeFocused();
  await expect(dialog.getByText("Iraq, Basra, Al-saadi Street")).toBeVisible();

  for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Close the menu" }).click();
  await expect(dialog).toBeHidden();
});

test("switching language sets the cookie and localStorage and stays on the page", async ({ page, context }) => {
  await page.goto("/MeetingRoomFacility");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page
    .locator("header")
    .getByRole("link", { name: /English/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/MeetingRoomFacility");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("en");
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("en");
  expect(cookie?.path).toBe("/");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page
    .locator("header")
    .getByRole("link", { name: /العربية/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/MeetingRoomFacility");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("ar");
});

test("the footer has the page links, contact block, three social links and Basra's year", { tag: "@calendar" }, async ({ page }) => {
  await page.goto("/en");
  const footer = page.locator("footer.site-footer");
  await expect(footer.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/en/facilities");
  await expect(footer.getByRole("link", { name: "About" })).toHaveAttribute("href", "/en/about");
  await expect(footer.getByRole("link", { name: "Discover 360" })).toHaveAttribute("href", "/en/discover");
  await expect(footer.getByRole("link", { name: "Our location" })).toHaveAttribute("href", /maps/);
  await expect(footer.locator(".social-links a")).toHaveCount(3);
  // A cached page past its time is served once more while it renders again (stale-while-revalidate), as the
  // calendar sweep's instants meet a build of another day: a reload then has the year of the day.
  await expect
    .poll(
      async () => {
        await page.reload();
        return footer.textContent();
      },
      { timeout: 30_000 },
    )
    .toContain(`© ${day(0).slice(0, 4)}`);
  for (const name of ["Terms of use", "Privacy policy", "Cookie policy", "Help"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
});

test("every page keeps the settings' reservation_state in a cookie of that name, not only /book", async ({ page }) => {
  await page.goto("/en/about");
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "reservation_state")?.value)
    .toMatch(/^(open|phone_only|closed)$/);
});
