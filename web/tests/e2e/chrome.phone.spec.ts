import { expect, test } from "./fixtures";

// Runs in the "phone" project (Pixel 7 viewport).

test("phone: the hamburger opens the side panel; its menu is an accordion", async ({ page }) => {
  await page.goto("/en/about");
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Open the menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();

  const facilities = dialog.getByRole("button", { name: "Show Facilities" });
  const about = dialog.getByRole("button", { name: "Show About" });
  await facilities.click();
  await expect(facilities).toHaveAttribute("aria-expanded", "true");
  const wellness = dialog.getByRole("button", { name: "Show Wellness" });
  await wellness.click();
  await expect(dialog.getByRole("link", { name: "Sauna" })).toBeVisible();
  await dialog.getByRole("button", { name: "Show Dining & lounges" }).click();
  await expect(dialog.getByRole("link", { name: "Sauna" })).toBeHidden();
  await about.click();
  await expect(facilities).toHaveAttribute("aria-expanded", "false");
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "false");

  await dialog.getByRole("link", { name: "Rooms" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/OurRooms");
  await expect(dialog).toBeHidden();
});

test("phone: the header keeps the switcher and a Contact button, and turns sticky", async ({ page }) => {
  await page.goto("/OurRooms");
  const header = page.locator("header.site-header");
  await expect(header.getByRole("link", { name: "English" })).toBeVisible();
  await expect(header.getByRole("link", { name: "اتصل بنا" })).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute("data-sticky", "true");
  await expect(header).toBeInViewport();
});

test("phone: the home page draws a section only when it comes near, and a keyboard still reaches its links", async ({ page }) => {
  await page.goto("/");
  const link = page.locator("section#catering a").first();
  const drawn = () => link.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  // Far below the first screen, the browser skips the section's layout and paint (content-visibility: auto).
  expect(await drawn()).toBe(false);
  // Skipped content stays focusable: focus brings the section in, and draws it.
  await link.focus();
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await expect.poll(drawn).toBe(true);
});
