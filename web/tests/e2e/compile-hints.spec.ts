// The scripts every page runs at load (React, the App Router, the bundler's
// runtime) reach the browser with V8's compile hint on their first line, so
// they are compiled while they download rather than on the main thread
// (src/lib/compile-hints.ts); the page's own chunks do not carry it.
import { COMPILE_HINT, rootMainFiles } from "../../src/lib/compile-hints";
import { expect, test } from "./fixtures";

function builtRootScripts(): string[] {
  const dist = process.env.E2E_DIST_DIR;
  if (!dist) throw new Error("E2E_DIST_DIR is not set: global-setup.ts sets it to the build the stack runs");
  return rootMainFiles(dist).filter((file) => file.endsWith(".js"));
}

for (const path of ["/", "/en/OurRooms"]) {
  test(`${path}: the scripts it runs at load come with the compile hint, its own chunks without`, async ({ page, request }) => {
    const roots = builtRootScripts().map((file) => `/_next/${file}`);
    expect(roots.length).toBeGreaterThan(2);
    await page.goto(path);
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname));
    const pageChunks = scripts.filter((src) => src.startsWith("/_next/static/chunks/") && !roots.includes(src));
    expect(scripts).toEqual(expect.arrayContaining(roots));
    expect(pageChunks.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect((await response.text()).startsWith(COMPILE_HINT), src).toBe(roots.includes(src));
    }
    // The marked scripts still run: the page hydrates and its menu opens.
    const menu = path.startsWith("/en") ? "Menu" : "القائمة";
    await page.getByRole("button", { name: menu, exact: true }).click();
    await expect(page.getByRole("dialog", { name: menu })).toBeVisible();
  });
}
