// The rooms page skips drawing a room until it comes near the viewport
// (content-visibility, globals.css), with a stand-in height until then. A link
// to one room, from a home page card or typed in, must still land on that room.
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

async function expectAtTop(page: Page, slug: string) {
  const room = page.locator(`article#${slug}`);
  // The room starts in the first quarter of the screen, below the sticky
  // header, not somewhere else on a page whose rooms above it were never drawn.
  await expect
    .poll(async () => {
      const box = await room.boundingBox();
      return box === null ? null : box.y > 0 && box.y < page.viewportSize()!.height / 4;
    })
    .toBe(true);
  await expect(page.locator(`#${slug}-title`)).toBeInViewport();
}

for (const { name, viewport } of [
  { name: "phone", viewport: { width: 412, height: 823 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a home page room card leads to its room on /OurRooms", async ({ page }) => {
      await page.goto("/en");
      const card = page.locator(".room-card").last();
      const link = card.locator("h3 a");
      const href = (await link.getAttribute("href"))!;
      const slug = href.split("#")[1]!;
      expect(href).toBe(`/en/OurRooms#${slug}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/en/OurRooms#${slug}$`));
      await expectAtTop(page, slug);
    });

    test("/OurRooms#executive-suite opened directly shows that room", async ({ page }) => {
      await page.goto("/OurRooms#executive-suite");
      await expectAtTop(page, "executive-suite");
    });
  });
}
