import { test as base, expect } from "@playwright/test";
import PocketBase from "pocketbase";

/**
 * Specs import { test, expect } from here: baseURL is the stack started by
 * global-setup.ts, and `pb` is a superuser client of its PocketBase (for
 * creating or editing records in a test).
 */
export const test = base.extend<{ pb: PocketBase }>({
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
