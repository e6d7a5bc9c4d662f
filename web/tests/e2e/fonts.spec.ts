// Each locale downloads its own font family only: Cairo for Arabic pages,
// Inter for English ones (the other language's name in the switcher is set
// in a system font), and neither is preloaded on the other locale's pages.
import { expect, test } from "./fixtures";

for (const { path, own, other } of [
  { path: "/", own: /cairo_arabic/, other: /inter_latin/ },
  { path: "/en", own: /inter_latin/, other: /cairo_arabic/ },
]) {
  test(`${path} loads its own font family and not the other`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" || /\.woff2(\?|$)/.test(request.url())) fonts.push(request.url());
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(
      fonts.some((url) => own.test(url)),
      fonts.join("\n"),
    ).toBe(true);
    expect(fonts.filter((url) => other.test(url))).toEqual([]);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
  });
}
