// PocketBase goes down while the site runs: cached pages keep their content,
// /book shows the call-us panel instead of a form, a booking already being
// filled in gets a clear error with the hotel's number (never a 500), and the
// site recovers when PocketBase comes back, without restarting `next start`.
// Runs on its own stack (same build), so stopping PocketBase cannot disturb
// the other specs. bench/resilience.ts measures the same at scale. The same
// stack also proves /book follows settings changes live (changing them on the
// shared stack would disturb the booking specs).
import { startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { isSameDocument, markDocument } from "./same-document";
import { startStack, type Stack } from "./stack";

test.describe.configure({ mode: "serial" });

let stack: Stack;
let restarted: PocketBaseServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startStack({ distDir: process.env.NEXT_DIST_DIR || ".next-e2e", build: "never", log: () => undefined });
});

test.afterAll(async () => {
  await restarted?.stop();
  await stack?.stop();
});

test("an open /book page follows reservation_state and breakfast_cost without a reload", async ({ page }) => {
  test.setTimeout(60_000);
  const admin = new PocketBase(stack.pbUrl);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
  const settings = await admin.collection("settings").getFirstListItem("", { sort: "-created" });
  const url = (path: string) => new URL(path, stack.webUrl).toString();

  await page.goto(url("/en/book?room=deluxe"));
  const form = page.getByTestId("booking-form");
  await expect(form).toBeVisible();
  // A marker that only survives if the page is not reloaded.
  await markDocument(page);
  // Let the realtime connection come up before changing anything.
  await page.waitForLoadState("networkidle");

  const newCost = Number(settings.breakfast_cost) + 1_000;
  await admin.collection("settings").update(settings.id, { breakfast_cost: newCost });
  await expect(form.locator('input[name="breakfast"]').locator("xpath=..")).toContainText(newCost.toLocaleString("en-US"), {
    timeout: 10_000,
  });

  await admin.collection("settings").update(settings.id, { reservation_state: "phone_only" });
  try {
    await expect(page.getByTestId("booking-form")).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator("[data-testid=booking-live-state], [data-testid=reservation-phone_only]").first()).toBeVisible();
    await expect(page.getByTestId("reservation-phone_only")).toBeVisible({ timeout: 10_000 });
  } finally {
    await admin.collection("settings").update(settings.id, { reservation_state: "open", breakfast_cost: settings.breakfast_cost });
  }
  await expect(page.getByTestId("booking-form")).toBeVisible({ timeout: 10_000 });
  expect(await isSameDocument(page)).toBe(true);
});

test("PocketBase down: pages keep their content, /book says to call, a booking gets the number, then the site recovers", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const admin = new PocketBase(stack.pbUrl);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
  const settings = await admin.collection("settings").getFirstListItem("", { sort: "-created" });
  const phone = String(settings.phone);
  const url = (path: string) => new URL(path, stack.webUrl).toString();

  const pages = ["/en", "/en/OurRooms", "/en/offers", "/OurRooms"];
  const before = new Map<string, string>();
  const browse = await context.newPage();
  for (const path of pages) {
    await browse.goto(url(path));
    before.set(path, (await browse.locator("h1").first().textContent()) ?? "");
  }

  // A guest opened the form before the outage and fills it in during it.
  await page.goto(url("/en/book?room=deluxe"));
  const form = page.getByTestId("booking-form");
  await expect(form).toBeVisible();

  await stack.pb.stop({ keepData: true });

  for (const path of pages) {
    const res = await browse.goto(url(path));
    expect(res?.status(), path).toBe(200);
    await expect(browse.locator("h1").first(), path).toHaveText(before.get(path)!);
  }

  // Opening /book now offers no form that could not be saved: the call-us panel, with the number.
  for (const path of ["/en/book", "/book"]) {
    const res = await browse.goto(url(path));
    expect(res?.status(), path).toBe(200);
    const panel = browse.getByTestId("reservation-unavailable");
    await expect(panel, path).toBeVisible();
    await expect(panel.locator('a[href^="tel:"]'), path).toHaveText(phone);
    await expect(browse.getByTestId("booking-form"), path).toHaveCount(0);
  }

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.locator("#booking-check-in").fill(day(20));
  await page.locator("#booking-check-out").fill(day(22));
  await page.locator("#booking-first-name").fill("Outage");
  await page.locator("#booking-last-name").fill("Guest");
  await page.locator("#booking-phone").fill("07801234567");
  const answers: number[] = [];
  page.on("response", (r) => {
    if (r.request().method() === "POST") answers.push(r.status());
  });
  await form.getByRole("button", { name: "Send booking request" }).click();
  const alert = page.getByTestId("booking-error");
  await expect(alert).toBeVisible();
  await expect(alert.locator('a[href^="tel:"]')).toHaveText(phone);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((s) => s < 500)).toBe(true);
  await expect(page.getByTestId("booking-success")).toHaveCount(0);

  // PocketBase back on the same data and port; the site was never restarted.
  restarted = await startPocketBase({
    dataDir: stack.pb.dataDir,
    port: stack.pb.port,
    env: { WEB_URL: stack.webUrl, REVALIDATE_SECRET: stack.revalidateSecret },
  });
  // Nothing the guest typed was lost: the same form sends now.
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByTestId("booking-success")).toBeVisible();
  await admin.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
  const stored = await admin.collection("booking_requests").getList(1, 1, { filter: 'last_name = "Guest" && first_name = "Outage"' });
  expect(stored.totalItems).toBe(1);

  await browse.goto(url("/en/book"));
  await expect(browse.getByTestId("booking-form")).toBeVisible();
  await expect(browse.getByTestId("reservation-unavailable")).toHaveCount(0);
});
