// axe on every route in both locales (0 violations), interactive targets of
// at least 24 × 24 px (WCAG 2.5.8), and focus never hidden under the sticky
// header (WCAG 2.4.11).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SITE_DOWN_PATH } from "../../src/lib/site";
import { currentOfferId, LOCALES, inLocale, STATIC_PATHS } from "./site-routes";

/** Stands for the offer detail page; its id comes from PocketBase in the test. */
const OFFER_DETAIL = "/offerDetails-{id}";

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Fonts change text metrics, and axe measures contrast on rendered text.
  await page.evaluate(() => document.fonts.ready);
}

function formatViolations(results: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  );
}

test.describe("axe", () => {
  // One test per page, so a failure names the page and a slow machine gets a timeout per page.
  const routes = LOCALES.flatMap((locale) =>
    [...STATIC_PATHS, OFFER_DETAIL, "/no-such-page", SITE_DOWN_PATH].map((path) => ({ locale, path })),
  );
  for (const { locale, path } of routes) {
    test(`${inLocale(path, locale)} has no axe violations`, async ({ page, pb }) => {
      const resolved = path === OFFER_DETAIL ? `/offerDetails-${await currentOfferId(pb)}` : path;
      await page.goto(inLocale(resolved, locale));
      await settle(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(formatViolations(results)).toEqual([]);
    });
  }

  test("the open side panel has no axe violations", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Its contents load on demand: check the whole panel, not its first moment.
    await expect(page.getByRole("dialog").getByRole("navigation").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(formatViolations(results)).toEqual([]);
  });
});

interface SmallTarget {
  path: string;
  element: string;
  width: number;
  height: number;
}

test.describe("target size", () => {
  const viewports = [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ];
  for (const viewport of viewports) {
    for (const locale of LOCALES) {
      test(`interactive elements are at least 24 × 24 px (${viewport.name}, ${locale})`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const small: SmallTarget[] = [];
        for (const path of STATIC_PATHS) {
          const url = inLocale(path, locale);
          await page.goto(url);
          await settle(page);
          const found = await page.evaluate(measureSmallTargets);
          small.push(...found.map((f) => ({ path: url, ...f })));
        }
        expect(small).toEqual([]);
      });
    }
  }
});

/** Runs in the page: visible interactive elements smaller than 24 × 24 CSS px. */
function measureSmallTargets(): Array<{ element: string; width: number; height: number }> {
  const selector =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=switch], [tabindex]:not([tabindex='-1'])";
  const out: Array<{ element: string; width: number; height: number }> = [];
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none" || el.closest("[hidden], [inert], [aria-hidden=true]")) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    // The skip link is off screen until focused, then large.
    if (el.classList.contains("skip-link")) continue;
    // WCAG 2.5.8 exception: a link inside a sentence is sized by the text around it.
    if (el.tagName === "A" && style.display === "inline" && el.closest("p, li, dd, td, address, figcaption")) continue;
    if (rect.width < 24 || rect.height < 24) {
      const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().slice(0, 40);
      const firstClass = typeof el.className === "string" && el.className ? `.${el.className.split(" ")[0]}` : "";
      out.push({
        element: `${el.tagName.toLowerCase()}${firstClass} "${name}"`,
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      });
    }
  }
  return out;
}

test.describe("focus not obscured", () => {
  test("tabbing down the longest pages never leaves focus under the sticky header", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ["/", "/en", "/en/OurRooms", "/en/contact", "/en/book"]) {
      await page.goto(path);
      await settle(page);
      const hidden: string[] = [];
      let previous = "";
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press("Tab");
        const state = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const header = document.querySelector("header");
          const rect = el.getBoundingClientRect();
          const headerRect = header?.getBoundingClientRect();
          const headerFixed = header ? ["fixed", "sticky"].includes(getComputedStyle(header).position) : false;
          const insideHeader = header?.contains(el) ?? false;
          const insideDialog = el.closest("[role=dialog]") !== null;
          const covered =
            headerFixed &&
            !insideHeader &&
            !insideDialog &&
            headerRect !== undefined &&
            rect.top < headerRect.bottom - 1 &&
            rect.bottom > 0;
          const id = `${el.tagName}#${el.id}.${el.className} ${(el.textContent ?? "").trim().slice(0, 30)}@${Math.round(rect.top)}`;
          return { id, covered, headerBottom: headerRect?.bottom ?? 0 };
        });
        if (!state) continue;
        if (state.id === previous) break;
        previous = state.id;
        if (state.covered) hidden.push(`${path}: ${state.id} (header bottom ${Math.round(state.headerBottom)})`);
      }
      expect(hidden).toEqual([]);
    }
  });
});
