import { test as base, expect } from "@playwright/test";
import PocketBase from "pocketbase";
import { testClockOffsetSeconds } from "@hotel/pocketbase/testing";

/**
 * Specs import { test, expect } from here: baseURL is the stack started by
 * global-setup.ts, and `pb` is a superuser client of its PocketBase (for
 * creating or editing records in a test).
 *
 * In the calendar sweep (scripts/sweep.mjs) every page's clock starts at the
 * sweep's "now" and runs on: the server rendered the page on that clock, and
 * the browser must agree with it.
 */
export const test = base.extend<{ pb: PocketBase }>({
  context: async ({ context }, use) => {
    if (testClockOffsetSeconds() !== 0) await context.clock.install({ time: Date.now() });
    await use(context);
  },
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts (global-setup starts the stack)");
    await use(url);
  },
  pb: async ({}, use) => {
    const pb = new PocketBase(process.env.PB_URL);
    pb.autoCancellation(false);
    await pb.collection("_superusers").authWithPassword(process.env.PB_SUPERUSER_EMAIL!, process.env.PB_SUPERUSER_PASSWORD!);
    await use(pb);
  },
});

export { expect };
