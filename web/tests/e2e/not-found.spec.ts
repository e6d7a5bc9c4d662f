import { expect, test } from "./fixtures";

const CASES = [
  { path: "/no-such-page", lang: "ar", home: "/", message: "الصفحة غير موجودة", back: "العودة إلى الرئيسية" },
  { path: "/en/no-such-page/deeper", lang: "en", home: "/en", message: "Page Not Found", back: "Back to Home" },
  { path: "/en/offerDetails-doesnotexist1", lang: "en", home: "/en", message: "Page Not Found", back: "Back to Home" },
];

for (const c of CASES) {
  test(`unknown path ${c.path} answers 404 with the path in the message`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    const message = page.locator(".error-page__message");
    await expect(message).toContainText(c.message);
    await expect(message).toContainText(c.path);
    const back = page.getByRole("link", { name: c.back });
    await expect(back).toHaveAttribute("href", c.home);
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === c.home);
  });
}

test("the English 404 carries the spec's text", async ({ page }) => {
  await page.goto("/en/missing");
  await expect(page.getByText("Whoops, this is embarassing. Looks like the page you were looking for wasn't found.")).toBeVisible();
});
