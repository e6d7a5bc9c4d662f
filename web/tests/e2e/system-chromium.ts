import { existsSync } from "node:fs";

// Debian's Chromium when present (Playwright cannot download its own here);
// Playwright's bundled browser elsewhere. One list of flags for the browser
// tests, the staff screenshots and the benchmarks.
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Quiet, sandbox-free Chromium: no background traffic, no first-run screens. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's launch options: the system Chromium with CHROMIUM_ARGS, or Playwright's defaults. */
export const systemChromiumLaunchOptions = () =>
  existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS } : {};
