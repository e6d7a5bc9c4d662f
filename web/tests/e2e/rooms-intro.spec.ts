// Issue 32, item 7: /OurRooms said "four categories" above five room types.
// The intro's figures come from the room types shown, in both languages.
import { expect, test } from "./fixtures";

const arabicTypes = (n: number) =>
  ({ zero: "لا فئات", one: "فئة واحدة", two: "فئتين", few: `${n} فئات`, many: `${n} فئة`, other: `${n} فئة` })[
    new Intl.PluralRules("ar").select(n) as "zero" | "one" | "two" | "few" | "many" | "other"
  ];

for (const { path, locale } of [
  { path: "/OurRooms", locale: "ar" },
  { path: "/en/OurRooms", locale: "en" },
] as const) {
  test(`${path}: the intro counts the room types it shows`, async ({ page }) => {
    await page.goto(path);
    const types = await page.locator("article.room").count();
    expect(types).toBeGreaterThan(1);
    const intro = page.locator(".page-header__intro");
    if (locale === "en") {
      await expect(intro).toContainText(` in ${types} types,`);
      await expect(intro).not.toContainText("four");
    } else {
      await expect(intro).toContainText(` في ${arabicTypes(types)}،`);
      await expect(intro).not.toContainText("أربع");
    }
  });
}
