// Issue 32, item 7: at phone width the header's hotel name is cut with an
// ellipsis at the inline end (in either direction), never clipped mid-glyph,
// and the whole name stays available (title, and the link's accessible name).
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 780 } });

for (const { path, field } of [
  { path: "/", field: "hotel_name_ar" },
  { path: "/en", field: "hotel_name_en" },
] as const) {
  test(`${path}: the header's name is ellipsised at 360 px, and whole for screen readers`, async ({ page, pb }) => {
    const settings = await pb.collection("settings").getFirstListItem("", { sort: "-created" });
    const name = String(settings[field]);
    await page.goto(path);
    const brand = page.locator(".site-header__brand");
    const nameBox = brand.locator(".logo__name");
    await expect(nameBox).toHaveText(name);
    await expect(nameBox).toHaveAttribute("title", name);
    await expect(brand).toHaveAccessibleName(new RegExp(name.replace(/[[\]\\^$.*+?(){}|]/g, "\\$&")));

    const box = await nameBox.evaluate((el) => {
      const style = getComputedStyle(el);
      const own = el.getBoundingClientRect();
      const link = el.closest("a")!.getBoundingClientRect();
      return {
        textOverflow: style.textOverflow,
        whiteSpace: style.whiteSpace,
        overflow: style.overflowX,
        lineClamp: style.webkitLineClamp,
        overflows: el.scrollWidth > el.clientWidth,
        lines: Math.round(own.height / parseFloat(style.lineHeight)),
        insideLink: own.left >= link.left - 0.5 && own.right <= link.right + 0.5,
        insideViewport: own.left >= 0 && own.right <= window.innerWidth,
      };
    });
    // The placeholder name is longer than the room the bar leaves it at this width.
    expect(box.overflows).toBe(true);
    expect(box).toMatchObject({ textOverflow: "ellipsis", whiteSpace: "nowrap", overflow: "hidden", lines: 1 });
    expect(box.lineClamp).toMatch(/^(none|)$/);
    // The name's own box is whole on screen: what is cut is cut by its ellipsis, not by an ancestor.
    expect(box.insideLink).toBe(true);
    expect(box.insideViewport).toBe(true);
  });
}
