// A page's HTML links all the styles its first paint needs, and what it fetches later does not restyle it: a
// stylesheet added after load makes the browser recalculate the style of every element (the notices' CSS module
// did, on every page; docs/benchmarks.md), and the contact form's server markup went unstyled, its honeypot field
// on show, until the form's code came. The search dialog's styles are the one exception, fetched when a guest
// reaches for search.
import { expect, test } from "./fixtures";
import { settled } from "./settled";

for (const path of ["/offers", "/en/OurRooms", "/book", "/en/contact"]) {
  test(`${path}: the page adds no stylesheet to those its HTML links`, async ({ page }) => {
    const html = await (await page.goto(path))!.text();
    const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((m) => m[1]!);
    expect(linked.length, "the HTML links its stylesheets").toBeGreaterThan(0);

    await settled(page, 1_000);
    const inDocument = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
    expect(inDocument.sort()).toEqual(linked.sort());
  });
}

for (const path of ["/en/contact", "/book"]) {
  test(`${path}: the form is styled before its code arrives, its honeypot hidden`, async ({ browser }) => {
    // Without JavaScript the page is what a guest sees until the form's code has come: the HTML and its stylesheets.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    // Laid out in a clipped 1 × 1 box (forms.module.css), not as a field a guest could fill in.
    const box = (await honeypot.locator("xpath=ancestor::div[1]").boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    await context.close();
  });
}
