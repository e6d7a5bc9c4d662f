// A keyboard-only tour: skip link, header, side panel (focus moves in, stays
// in, returns), the forms, and the 360 tour's controls.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Presses Tab until `done` is true for the focused element, or gives up; returns what was focused on the way. */
async function tabUntil(page: Page, done: (info: FocusInfo) => boolean, max = 60): Promise<FocusInfo[]> {
  const seen: FocusInfo[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const info = await focused(page);
    seen.push(info);
    if (done(info)) return seen;
  }
  throw new Error(`never reached the target; focused: ${seen.map((s) => s.name || s.tag).join(" → ")}`);
}

interface FocusInfo {
  tag: string;
  name: string;
  inHeader: boolean;
  inDialog: boolean;
  inMain: boolean;
  visible: boolean;
}

function focused(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const rect = el.getBoundingClientRect();
    const labelled =
      el.getAttribute("aria-label") || (el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) || el.textContent || "";
    return {
      tag: el.tagName.toLowerCase(),
      name: labelled.trim().replace(/\s+/g, " "),
      inHeader: el.closest("header") !== null,
      inDialog: el.closest("[role=dialog]") !== null,
      inMain: el.closest("main") !== null,
      visible: rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== "hidden",
    };
  });
}

test.describe("keyboard tour", () => {
  test("skip link, then the header's links and buttons, all visible when focused", async ({ page }) => {
    await page.goto("/en");
    await page.keyboard.press("Tab");
    const skip = await focused(page);
    expect(skip.tag).toBe("a");
    expect(skip.visible).toBe(true);
    expect(skip.name).toMatch(/skip/i);

    const header = await tabUntil(page, (f) => f.tag === "button" && /menu/i.test(f.name));
    const names = header.filter((f) => f.inHeader).map((f) => f.name);
    expect(names.some((n) => /offers/i.test(n))).toBe(true);
    expect(names.some((n) => /contact/i.test(n))).toBe(true);
    expect(names.some((n) => /العربية|arabic/i.test(n))).toBe(true);
    expect(header.every((f) => f.visible)).toBe(true);
  });

  test("the skip link moves on to the main content", async ({ page }) => {
    await page.goto("/en/OurRooms");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const next = await tabUntil(page, () => true, 1);
    expect(next[0]?.inHeader).toBe(false);
    expect(next[0]?.inMain).toBe(true);
  });

  test("the side panel: opens from the keyboard, holds focus, closes with Escape and gives focus back", async ({ page }) => {
    await page.goto("/en");
    await tabUntil(page, (f) => f.tag === "button" && /menu/i.test(f.name));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect((await focused(page)).inDialog).toBe(true);

    // Walk more steps than the panel has controls: focus must never leave it.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inDialog).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).inDialog).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const back = await focused(page);
    expect(back.tag).toBe("button");
    expect(back.name).toMatch(/menu/i);
  });

  test("a menu link in the side panel is reached and followed with the keyboard", async ({ page }) => {
    await page.goto("/en");
    await tabUntil(page, (f) => f.tag === "button" && /menu/i.test(f.name));
    await page.keyboard.press("Enter");
    await tabUntil(page, (f) => f.tag === "a" && /^contact$/i.test(f.name), 40);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/en/contact");
  });

  for (const path of ["/en/contact", "/en/book"]) {
    test(`every field of the form on ${path} is reached by Tab and has a name`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const form = page.locator("main form").first();
      await expect(form).toBeVisible();
      const expected = await form.evaluate((f) =>
        Array.from(f.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button[type=submit]"))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && !(el as HTMLInputElement).disabled && el.tabIndex >= 0;
          })
          .map((el) => el.getAttribute("name") || el.id || el.tagName),
      );
      expect(expected.length).toBeGreaterThan(1);

      const reached = new Set<string>();
      await page
        .locator("main")
        .focus()
        .catch(() => undefined);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let i = 0; i < 150 && reached.size < expected.length; i++) {
        await page.keyboard.press("Tab");
        const key = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          if (!el.closest("main form")) return null;
          const name = el.getAttribute("name") || el.id || el.tagName;
          const accessible =
            el.getAttribute("aria-label") ||
            el.getAttribute("aria-labelledby") ||
            (el.id && document.querySelector(`label[for="${el.id}"]`)) ||
            el.closest("label") ||
            (el.tagName === "BUTTON" && el.textContent?.trim());
          return accessible ? name : `UNNAMED:${name}`;
        });
        if (key) reached.add(key);
      }
      expect([...reached].filter((k) => k.startsWith("UNNAMED:"))).toEqual([]);
      expect(expected.filter((name) => !reached.has(name))).toEqual([]);
    });
  }

  test("the 360 tour: scenes switch and the tour starts from the keyboard; the viewer and its controls take focus once ready", async ({
    page,
  }) => {
    await page.goto("/en/discover");
    const scenes = page.locator("main").getByRole("group").locator("button[aria-pressed]");
    const count = await scenes.count();
    test.skip(count < 2, "the seed has a single scene");

    await tabUntil(page, (f) => f.tag === "button" && f.inMain);
    // Focus is on the first scene button; move to the second and press it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(scenes.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(scenes.nth(0)).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(scenes.nth(0)).toHaveAttribute("aria-pressed", "true");

    // The tour starts from the keyboard too.
    const tour = page.locator(".tour");
    await expect(tour).toHaveAttribute("data-status", "still");
    await tabUntil(page, (f) => f.tag === "button" && /start/i.test(f.name), 10);
    await page.keyboard.press("Enter");
    await expect(tour).toHaveAttribute("data-status", /ready|unsupported/, { timeout: 20_000 });
    if ((await tour.getAttribute("data-status")) === "ready") {
      // Focus lands on the view itself (role application, named after the scene).
      await expect(page.getByRole("application")).toBeFocused();
      const after = await tabUntil(page, (f) => f.tag === "button" && /zoom out/i.test(f.name), 20);
      expect(
        after
          .filter((f) => f.tag === "button")
          .map((f) => f.name)
          .join(" | "),
      ).toMatch(/left.*up.*down.*right.*zoom in.*zoom out/i);
    } else {
      // Without WebGL the still photo stays and the controls are out of the tab order.
      await expect(page.locator(".tour__control").first()).toBeDisabled();
    }
  });
});
