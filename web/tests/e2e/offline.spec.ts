// The site on a cut connection, in a real Chromium with the service worker
// (src/sw/sw.ts): what opens offline, what never comes from the device, and a
// booking written offline that is sent once when the connection returns.
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page, Route } from "@playwright/test";
import type PocketBase from "pocketbase";
import { day } from "./booking-values";
import { createDeskMember, DESK_COOKIE, deskToken } from "./desk-helpers";
import { expect, test } from "./fixtures";

// context.setOffline() cuts the pages but not their service worker (microsoft/playwright#2311): with the
// worker's own requests visible to routes (read when the browser starts), offline() cuts those too.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

// Every other spec blocks the worker (playwright.config.ts); here it is what is tested.
test.use({ serviceWorkers: "allow" });
// One booking flow at a time, with the price of a room switched in the middle of one.
test.describe.configure({ mode: "serial" });

/** Waits until this page's service worker is active (it registers once the page is idle, and saves the contact and rooms pages on install). */
async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none"), {
      timeout: 30_000,
      message: "the service worker is active",
    })
    .toBe("activated");
}

const cutWorker = (route: Route) => (route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback());

async function offline(context: BrowserContext, page: Page) {
  await context.route("**", cutWorker);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/**
 * A device of its own behind the front door (the stack trusts one proxy hop):
 * the forms' per-client limit counts this test's sends, not every spec's.
 */
async function ownDevice(context: BrowserContext) {
  const [a, b] = randomBytes(2);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${a}.${b}` });
}

async function online(context: BrowserContext) {
  await context.unroute("**", cutWorker);
  await context.setOffline(false);
}

/**
 * Opens a page offline and lets it settle: a script chunk the device never
 * saved (one the page loads on demand) fails, and the site's reload guard
 * (lib/runtime/reload-guard.ts) reloads the page once; a navigation started
 * meanwhile would be aborted by that reload.
 */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_500);
}

const LOCALES = [
  { locale: "ar", prefix: "", offlineHeading: "لا يوجد اتصال", savedCopy: "حُفظت هذه الصفحة في" },
  { locale: "en", prefix: "/en", offlineHeading: "No connection", savedCopy: "this page was saved on" },
] as const;

for (const l of LOCALES) {
  test(`${l.locale}: after one visit, contact and rooms open offline with the number, an unvisited page shows the offline page`, async ({
    page,
    context,
  }) => {
    await page.goto(`${l.prefix}/about`);
    await workerActive(page);
    // Online, pages come from the network, even the ones saved: no saved copy, no stamp.
    const fresh = await page.goto(`${l.prefix}/contact`);
    expect(fresh?.headers()["x-saved-at"]).toBeUndefined();
    await expect(page.getByTestId("offline-stamp")).toHaveCount(0);
    // A page visited once the worker runs is saved as it is visited.
    await page.goto(`${l.prefix}/about`);

    await offline(context, page);

    // The contact page (never opened in this language before going offline on other runs: saved on install).
    await openOffline(page, `${l.prefix}/contact`);
    const call = page.locator('main a[href^="tel:"]').first();
    await expect(call).toBeVisible();
    expect(await call.getAttribute("href")).toMatch(/^tel:\+?\d{6,}$/);
    await expect(page.locator('main a[href^="https://wa.me/"]').first()).toBeVisible();
    await expect(page.getByTestId("offline-stamp")).toContainText(l.savedCopy);

    // The rooms, with their prices and when they were saved (saved on install, never visited).
    await openOffline(page, `${l.prefix}/OurRooms`);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.getByTestId("offline-stamp")).toContainText(l.savedCopy);
    await expect(page.locator('a[href^="tel:"]').first()).toBeAttached();

    // A page this device never saved: the offline page, in the page's language, with the number and WhatsApp.
    await openOffline(page, `${l.prefix}/catering`);
    await expect(page.locator("h1")).toHaveText(l.offlineHeading);
    await expect(page.locator("html")).toHaveAttribute("lang", l.locale);
    expect(await page.getByTestId("offline-call").getAttribute("href")).toMatch(/^tel:\+?\d{6,}$/);
    await expect(page.getByTestId("offline-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);

    // Visited online, then offline: the saved copy.
    await openOffline(page, `${l.prefix}/about`);
    await expect(page.getByTestId("offline-stamp")).toBeVisible();
    await online(context);
  });
}

test("never from the device: /book, the request's page and the staff pages show the offline page offline, even once visited", async ({
  page,
  context,
}) => {
  await page.goto("/en/book");
  await workerActive(page);
  for (const path of ["/en/book", "/book", "/en/staff", "/en/request/abcdefghijklmnop"]) await page.goto(path);
  const saved = await page.evaluate(async () => (await (await caches.open("pages")).keys()).map((r) => new URL(r.url).pathname));
  expect(saved).not.toContain("/en/book");
  expect(saved).not.toContain("/book");
  expect(saved.filter((p) => /\/(book|staff|request)(\/|$)/.test(p))).toEqual([]);
  // Saved on install, for comparison.
  expect(saved).toEqual(expect.arrayContaining(["/contact", "/en/contact", "/OurRooms", "/en/OurRooms"]));

  await offline(context, page);
  for (const path of ["/en/book", "/en/staff", "/en/request/abcdefghijklmnop"]) {
    await openOffline(page, path);
    await expect(page.locator("h1"), path).toHaveText("No connection");
  }
  await online(context);
});

test("never from the device: the reservations desk, signed in, shows the offline page offline", async ({ page, context, baseURL, pb }) => {
  const member = await createDeskMember(pb, "reservations", "Offline tester");
  const url = new URL(baseURL!);
  await context.addCookies([
    { name: DESK_COOKIE, value: await deskToken(pb, member.id), domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto("/en/contact");
  await workerActive(page);
  for (const path of ["/desk", "/en/desk", "/desk/requests", "/en/desk/messages"]) {
    await page.goto(path);
    await expect(page.getByTestId("desk-member"), path).toContainText(member.name);
  }
  const saved = await page.evaluate(async () => (await (await caches.open("pages")).keys()).map((r) => new URL(r.url).pathname));
  expect(saved.filter((p) => /\/desk(\/|$)/.test(p))).toEqual([]);
  expect(saved).toContain("/en/contact");

  await offline(context, page);
  for (const path of ["/desk", "/en/desk/requests"]) {
    await openOffline(page, path);
    await expect(page.getByText("Offline tester")).toHaveCount(0);
    await expect(page.getByTestId("offline-call"), path).toBeVisible();
  }
  await online(context);
});

test("never from the device: a search, or a page asked for with a query string", async ({ page }) => {
  await page.goto("/en/contact");
  await workerActive(page);
  for (const path of ["/en/search?q=suite", "/search?q=%D8%AC%D9%86%D8%A7%D8%AD", "/en/OurRooms?utm_source=x", "/?ref=1", "/en/OurRooms"])
    await page.goto(path);
  const saved = (await page.evaluate(async () => (await (await caches.open("pages")).keys()).map((r) => r.url))).map((url) => new URL(url));
  expect(saved.filter((url) => url.search !== "" || /\/search$/.test(url.pathname)).map(String)).toEqual([]);
  // The same page without its query string is kept, as before.
  expect(saved.map((url) => url.pathname)).toContain("/en/OurRooms");
});

async function bookingsNamed(pb: PocketBase, lastName: string) {
  return pb.collection("booking_requests").getFullList({ filter: pb.filter("last_name = {:n}", { n: lastName }) });
}

async function fillBooking(page: Page, lastName: string) {
  await page.locator("#booking-check-in").fill(day(40));
  await page.locator("#booking-check-out").fill(day(42));
  await page.getByLabel("First name").fill("Offline");
  await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("07801234567");
  await expect(page.getByTestId("booking-total")).toBeVisible();
}

test("a booking sent offline is kept on the device, sent when the connection returns, and stored exactly once", async ({
  page,
  context,
  pb,
}) => {
  await ownDevice(context);
  const lastName = `Outbox-${Date.now().toString(36)}`;
  await page.goto("/en/book?room=twin");
  await workerActive(page);
  await fillBooking(page, lastName);

  await offline(context, page);
  await page.getByRole("button", { name: "Send booking request" }).click();
  const kept = page.getByTestId("form-kept-offline");
  await expect(kept).toContainText("Kept on this device");
  await expect(kept.locator('a[href^="tel:"]')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.waitForTimeout(1_000);
  expect(await bookingsNamed(pb, lastName)).toHaveLength(0);

  // Back online: the worker (Background Sync) and the page (`online`) may both send it; it is stored once.
  await online(context);
  await expect(page.getByTestId("outbox-notice").first()).toContainText(/Reference: BK-[A-Z0-9]{6}/, { timeout: 30_000 });
  await expect.poll(async () => (await bookingsNamed(pb, lastName)).length, { timeout: 15_000 }).toBe(1);
  // A later visit sends nothing again.
  await page.goto("/en/contact");
  await page.waitForTimeout(3_000);
  const stored = await bookingsNamed(pb, lastName);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ first_name: "Offline", phone: "+9647801234567", nights: 2 });
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open("hotel-outbox");
          open.onsuccess = () => {
            const req = open.result.transaction("requests").objectStore("requests").count();
            req.onsuccess = () => resolve(req.result);
          };
        }),
    ),
  ).toBe(0);
});

test("when the price changed after the guest saw it, a request kept offline is not sent until they confirm the new price", async ({
  page,
  context,
  pb,
}) => {
  await ownDevice(context);
  const lastName = `Repriced-${Date.now().toString(36)}`;
  const room = await pb.collection("room_types").getFirstListItem('slug = "superior"');
  const oldPrice = room.price_per_night as number;
  await page.goto("/en/book?room=superior");
  await workerActive(page);
  await fillBooking(page, lastName);
  const totalSeen = Number(((await page.getByTestId("booking-total").textContent()) ?? "").replace(/\D/g, ""));
  await offline(context, page);

  try {
    // Dearer before the tap that keeps the request: whoever sends it first (the page once online, or the
    // worker's Background Sync, which a restarted worker can start before Playwright cuts its network),
    // the server sees the old total.
    await pb.collection("room_types").update(room.id, { price_per_night: oldPrice + 10_000 });
    await page.getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByTestId("form-kept-offline")).toBeVisible();
    await online(context);
    const notice = page.getByTestId("outbox-notice").first();
    await expect(notice).toContainText("The price of the request you wrote without a connection has changed", { timeout: 30_000 });
    await page.waitForTimeout(2_000);
    expect(await bookingsNamed(pb, lastName)).toHaveLength(0);

    // Back in the form, with the new total, for the guest to confirm.
    await notice.getByRole("link", { name: "Review the request" }).click();
    await expect(page.getByTestId("booking-error")).toContainText("price");
    await expect(page.getByLabel("Last name")).toHaveValue(lastName);
    await page.getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByTestId("booking-success")).toBeVisible();
    const stored = await bookingsNamed(pb, lastName);
    expect(stored).toHaveLength(1);
    // Two nights of one room, each 10,000 dearer (a season, if any, raises the new price the same way).
    expect(stored[0]!.total_price).toBeGreaterThanOrEqual(totalSeen + 2 * 10_000);
  } finally {
    await pb.collection("room_types").update(room.id, { price_per_night: oldPrice });
  }
});

test("ar: a contact message sent offline is kept, said so in Arabic, and stored once when the connection returns", async ({
  page,
  context,
  pb,
}) => {
  await ownDevice(context);
  const name = `رسالة دون اتصال ${Date.now().toString(36)}`;
  const named = () => pb.collection("contact_messages").getFullList({ filter: pb.filter("name = {:n}", { n: name }) });
  await page.goto("/contact");
  await workerActive(page);
  await page.locator("#contact-name").fill(name);
  await page.locator("#contact-phone").fill("0780 123 4567");
  await page.locator("#contact-message").fill("هل لديكم غرفة متاحة الأسبوع القادم؟");

  await offline(context, page);
  await page.getByRole("button", { name: "أرسل الرسالة" }).click();
  const kept = page.getByTestId("form-kept-offline");
  await expect(kept).toContainText("محفوظ على هذا الجهاز");
  await expect(kept).toContainText("سيُرسل فور عودة الاتصال");
  await expect(kept.locator('a[href^="tel:"]')).toBeVisible();
  expect(await named()).toHaveLength(0);

  await online(context);
  await expect(page.getByTestId("outbox-notice").first()).toContainText("أُرسلت الآن رسالتك", { timeout: 30_000 });
  await expect.poll(async () => (await named()).length, { timeout: 15_000 }).toBe(1);
  // The next visit finds nothing left to send.
  await page.reload();
  await page.waitForTimeout(3_000);
  expect(await named()).toHaveLength(1);
});

test("installable: each language links its own manifest, with the hotel's name, its start URL, the theme colour and icons that load", async ({
  page,
}) => {
  for (const l of LOCALES) {
    const response = await page.goto(`${l.prefix}/contact`);
    // The page's CSP lets the site's own worker in (and nothing else: src/lib/security-headers.test.ts).
    expect(response?.headers()["content-security-policy"]).toMatch(/worker-src 'self'/);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`/manifest/${l.locale}.webmanifest`);
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      lang: l.locale,
      dir: l.locale === "ar" ? "rtl" : "ltr",
      start_url: l.prefix || "/",
      scope: "/",
      display: "standalone",
      theme_color: "#14213d",
    });
    expect(manifest.name).toMatch(l.locale === "ar" ? /البصرة/ : /Basra/);
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  }
  // The worker is served to control the whole site.
  const worker = await page.request.get("/serwist/sw.js");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
});
