import { expect, test } from "./fixtures";

test("the 360 viewer loads on /discover only and answers keys, buttons and the scene switcher", async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.set(response.url(), await response.text().catch(() => ""));
  });

  await page.goto("/en/about");
  await page.waitForLoadState("networkidle");
  const onAbout = new Set(scripts.keys());
  expect([...scripts.values()].some((code) => code.includes("psv-container"))).toBe(false);

  await page.goto("/en/discover");
  const tour = page.locator(".tour");
  // Nothing of the viewer is fetched until the guest starts the tour.
  await page.waitForLoadState("networkidle");
  expect([...scripts].some(([url, code]) => !onAbout.has(url) && code.includes("psv-container"))).toBe(false);
  await expect(tour).toHaveAttribute("data-status", "still");
  await page.getByRole("button", { name: "Start the 360° view" }).click();
  await expect(tour).toHaveAttribute("data-status", "ready", { timeout: 20_000 });
  const viewerChunks = [...scripts].filter(([url, code]) => !onAbout.has(url) && code.includes("psv-container"));
  expect(viewerChunks.length).toBeGreaterThan(0);

  const stage = page.locator(".tour__stage");
  const viewer = page.getByRole("application");
  await viewer.focus();
  const before = await stage.screenshot();
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(800);
  const turned = await stage.screenshot();
  expect(turned.equals(before)).toBe(false);

  await page.keyboard.press("+");
  await page.waitForTimeout(500);
  expect((await stage.screenshot()).equals(turned)).toBe(false);

  await page.getByRole("button", { name: "Look left" }).click();
  await page.getByRole("button", { name: "Zoom out" }).click();

  const second = page.locator(".tour__scene").nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(viewer).toHaveAttribute("aria-label", new RegExp(await second.innerText()));
});

test("without WebGL the tour falls back to a still photo", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (type.startsWith("webgl")) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await page.goto("/en/discover");
  await page.getByRole("button", { name: "Start the 360° view" }).click();
  await expect(page.locator(".tour")).toHaveAttribute("data-status", "unsupported");
  await expect(page.locator(".tour__still")).toBeVisible();
  await expect(page.getByText("The 360° view needs WebGL")).toBeVisible();
});

test("the map loads only when asked, and Open in Maps needs no key", async ({ page }) => {
  await page.goto("/en/contact");
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await page.getByRole("button", { name: "Show the map" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html/);
  await expect(page.getByRole("link", { name: /Download the company profile/ })).toHaveAttribute("href", /\/api\/files\/.+\.pdf$/);
});
