// A page's first Intl.NumberFormat or Intl.DateTimeFormat loads the browser's
// ICU data, tens of milliseconds of the main thread (docs/benchmarks.md, "A page's first
// Intl formatter"). Only /book needs formatters, and it loads that data in a
// worker first (lib/forms/intl-warm-up.ts); every other page makes none while
// it loads, hydrates and fetches what it fetches when idle.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { settled } from "./settled";
import { currentOfferId, inLocale, LOCALES, STATIC_PATHS } from "./site-routes";

/** Records every formatter the page makes, and every toLocale…String call (which makes one). */
const RECORD_FORMATTERS = `(() => {
  window.__formatters = [];
  const note = (what) => window.__formatters.push(what);
  for (const name of ["NumberFormat", "DateTimeFormat"]) {
    const Real = Intl[name];
    Intl[name] = new Proxy(Real, {
      construct(target, args) { note(name + " " + JSON.stringify(args)); return Reflect.construct(target, args); },
      apply(target, self, args) { note(name + " " + JSON.stringify(args)); return Reflect.apply(target, self, args); },
    });
  }
  for (const [proto, method] of [[Date.prototype, "toLocaleString"], [Date.prototype, "toLocaleDateString"], [Date.prototype, "toLocaleTimeString"], [Number.prototype, "toLocaleString"]]) {
    const real = proto[method];
    proto[method] = function (...args) { note(method); return real.apply(this, args); };
  }
})();`;

async function formattersMadeBy(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // What comes when the browser is idle after load (the live watchers' code) has arrived and run.
  await settled(page);
  return page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);
}

test("no page but /book makes an Intl formatter while it loads and hydrates", async ({ page, pb }) => {
  test.setTimeout(180_000);
  await page.addInitScript(RECORD_FORMATTERS);
  // The record works: /book makes its formatters as the form hydrates (after its worker has loaded the data).
  expect(await formattersMadeBy(page, "/book")).toContain(
    'NumberFormat ["ar",{"style":"currency","currency":"IQD","maximumFractionDigits":0,"minimumFractionDigits":0}]',
  );

  const paths = [...STATIC_PATHS.filter((path) => path !== "/book"), `/offerDetails-${await currentOfferId(pb)}`];
  const made: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    for (const path of paths.map((p) => inLocale(p, locale))) {
      const formatters = await formattersMadeBy(page, path);
      if (formatters.length > 0) made[path] = formatters;
    }
  }
  expect(made).toEqual({});
});
