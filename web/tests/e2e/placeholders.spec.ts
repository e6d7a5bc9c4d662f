// Issue 32, item 7: the seed's placeholders (hotel name, phone, e-mail, social
// links) never reach guests unnoticed. Signed-in staff see a banner naming
// the fields left, on every page, in their language; guests see nothing.
import { placeholderFields } from "../../src/lib/placeholders";
import { expect, test } from "./fixtures";
import { signIn } from "./staff-helpers";

const LABELS = {
  en: { heading: "The settings still hold the seed's placeholders", phone: "phone", email: "e-mail" },
  ar: { heading: "ما زالت الإعدادات تحمل قيمًا مؤقتة", phone: "الهاتف", email: "البريد الإلكتروني" },
} as const;

test("signed-in staff see the placeholders left on every page, in both languages; guests see no banner", async ({
  page,
  browser,
  baseURL,
  pb,
}) => {
  test.setTimeout(120_000);
  const settings = await pb.collection("settings").getFirstListItem("", { sort: "-created" });
  const left = placeholderFields(settings);
  // The e2e stack runs on the seed's content: its stand-ins are all there.
  expect(left).toEqual(expect.arrayContaining(["phone", "email"]));

  await signIn(page);
  for (const [path, locale] of [
    ["/en", "en"],
    ["/en/OurRooms", "en"],
    ["/", "ar"],
    ["/contact", "ar"],
  ] as const) {
    await page.goto(path);
    const banner = page.getByTestId("placeholder-banner");
    await expect(banner, path).toBeVisible();
    await expect(banner).toContainText(LABELS[locale].heading);
    await expect(banner.locator("li")).toHaveCount(left.length);
    expect(await banner.locator("li").evaluateAll((items) => items.map((li) => li.getAttribute("data-field")))).toEqual(left);
    await expect(banner.locator('li[data-field="phone"]')).toHaveText(LABELS[locale].phone);
    await expect(banner.locator('li[data-field="email"]')).toHaveText(LABELS[locale].email);
  }

  // Guests: the same pages, and the cached copies staff previewing do not change, without the banner.
  const guest = await browser.newContext({ baseURL });
  try {
    const guestPage = await guest.newPage();
    for (const path of ["/en", "/en/OurRooms", "/", "/contact", "/en/test"]) {
      const response = await guestPage.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(guestPage.locator("main h1").first()).toBeVisible();
      await expect(guestPage.getByTestId("placeholder-banner"), path).toHaveCount(0);
      expect(await response!.text(), path).not.toContain("placeholder-banner");
    }
  } finally {
    await guest.close();
  }
});

test("signed-in staff who left preview still see the banner on the staff page", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/en/staff");
  await page.locator("main").getByRole("button", { name: "Leave preview" }).click();
  await expect(page.getByTestId("preview-state")).toContainText("Preview is off");
  await page.goto("/en/staff");
  await expect(page.getByTestId("placeholder-banner")).toBeVisible();
  await page.goto("/en/about");
  await expect(page.getByTestId("preview-bar")).toHaveCount(0);
});
