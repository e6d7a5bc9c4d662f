import { defineConfig, devices } from "@playwright/test";
import { systemChromiumLaunchOptions } from "./tests/e2e/system-chromium";

const launchOptions = systemChromiumLaunchOptions();

// Several people (and helpers) may run Playwright from this folder at once;
// each run writes to its own output folder so one run's cleanup cannot
// delete another's traces. Workers inherit the id from the main process.
process.env.PW_RUN_ID ||= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: `test-results/${process.env.PW_RUN_ID}`,
  globalSetup: "./tests/e2e/global-setup.ts",
  // The site is built once by global setup, then every test on two workers; room for a loaded 2-core CI machine.
  globalTimeout: 35 * 60_000,
  // The calendar sweep starts a cold stack at each instant: its first pages render and encode photos afresh.
  timeout: process.env.TEST_CLOCK_OFFSET_S ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a 2-core machine under load can push a test past its
  // timeout; Playwright still reports such a test as flaky, never as passed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Arabic is the default locale; the English-preferring default would be
    // redirected to /en by locale detection on unprefixed paths.
    locale: "ar-IQ",
    launchOptions,
    // The site's service worker would answer requests page.route() then never
    // sees; specs opt in where the worker is what they test (offline.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], locale: "ar-IQ", launchOptions }, testIgnore: /\.(phone|quiet)\.spec\.ts$/ },
    { name: "phone", use: { ...devices["Pixel 7"], locale: "ar-IQ", launchOptions }, testMatch: /\.phone\.spec\.ts$/ },
    // Specs that must have the shared stack to themselves (nothing else rendering or editing) run last, one at a
    // time: on two workers the search flood ran beside the cache check, and the reads it set off could land in its log.
    {
      name: "quiet",
      use: { ...devices["Desktop Chrome"], locale: "ar-IQ", launchOptions },
      testMatch: /\.quiet\.spec\.ts$/,
      dependencies: ["desktop", "phone"],
      workers: 1,
    },
  ],
});
