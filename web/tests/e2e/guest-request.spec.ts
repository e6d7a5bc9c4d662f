// A guest follows their request through its private link, in a real Chromium
// against the production build: send a booking, open the link on another
// device (a new browser context), staff confirm through PocketBase, the open
// page shows it without a reload, cancel, and the room is free again. And the hostile cases: tokens that
// open nothing, the Referer, finding a request by reference and phone past
// the limit.
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { day } from "./booking-values";
import { onOwnDevice } from "./staff-helpers";

const LOCALES = [
  {
    locale: "ar",
    prefix: "",
    other: { name: "English", prefix: "/en" },
    submit: "أرسل طلب الحجز",
    received: "تم الاستلام",
    confirmed: "مؤكد",
    cancelled: "ملغى",
    cancel: "إلغاء هذا الطلب",
    confirmCancel: "نعم، ألغوه",
    cancelledOutcome: "تم إلغاء طلبكم",
    reason: { ar: "الفندق ممتلئ تلك الليلة", en: "The hotel is full that night" },
    declined: "مرفوض",
    notFound: "الصفحة غير موجودة",
  },
  {
    locale: "en",
    prefix: "/en",
    other: { name: "العربية", prefix: "" },
    submit: "Send booking request",
    received: "Received",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
    cancel: "Cancel this request",
    confirmCancel: "Yes, cancel it",
    cancelledOutcome: "Your request is cancelled",
    reason: { ar: "الفندق ممتلئ تلك الليلة", en: "The hotel is full that night" },
    declined: "Declined",
    notFound: "Page Not Found",
  },
] as const;

const TOKEN_PATH = /^(\/en)?\/request\/([A-Za-z0-9_-]{43})$/;

/**
 * Sends a booking from /book as a client of its own (onOwnDevice: the forms'
 * limits are per client, and other specs book at the same time), and returns
 * its reference and the private link's path.
 */
async function book(page: Page, l: (typeof LOCALES)[number], lastName: string, checkIn: number) {
  await onOwnDevice(page);
  await page.goto(`${l.prefix}/book?room=deluxe`);
  await page.locator("#booking-check-in").fill(day(checkIn));
  await page.locator("#booking-check-out").fill(day(checkIn + 2));
  await page.locator("#booking-first-name").fill("Zainab");
  await page.locator("#booking-last-name").fill(lastName);
  await page.locator("#booking-phone").fill("0780 123 4567");
  await page.getByRole("button", { name: l.submit }).click();
  const success = page.getByTestId("booking-success");
  await expect(success).toBeVisible({ timeout: 20_000 });
  const reference = (await success.locator("[class*=reference]").textContent())!.trim();
  const path = (await page.getByTestId("booking-request-link-url").getAttribute("href"))!;
  expect(path).toMatch(TOKEN_PATH);
  expect(path.startsWith(`${l.prefix}/request/`)).toBe(true);
  // The whole link is shown, from this site's address, and offered to WhatsApp.
  await expect(page.getByTestId("booking-request-link-url")).toHaveText(new URL(path, page.url()).toString());
  return { reference, path, token: TOKEN_PATH.exec(path)![2]! };
}

async function stored(pb: PocketBase, reference: string) {
  return pb.collection("booking_requests").getFirstListItem(pb.filter("reference = {:reference}", { reference }));
}

for (const l of LOCALES) {
  test(
    `${l.locale}: a guest follows their request from another device, sees staff confirm it without a reload, and cancels it`,
    { tag: "@calendar" },
    async ({ page, browser, baseURL, pb }) => {
      const checkIn = l.locale === "ar" ? 20 : 24;
      const { reference, path, token } = await book(page, l, `Follow-${l.locale}`, checkIn);
      const record = await stored(pb, reference);
      expect(record.status).toBe("new");
      // PocketBase keeps the hash, never the token (it is a hidden field: superusers only).
      expect(JSON.stringify(record)).not.toContain(token);

      // Another device: a new context, no cookies, no history.
      const device = await browser.newContext({ baseURL, locale: l.locale === "ar" ? "ar-IQ" : "en-US" });
      const guest = await device.newPage();
      const sentReferers: string[] = [];
      guest.on("request", (request: Request) => {
        const referer = request.headers()["referer"];
        if (referer) sentReferers.push(`${request.url()} ← ${referer}`);
      });
      const response = await guest.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["cache-control"]).toContain("no-store");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["x-robots-tag"]).toContain("noindex");
      await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(guest.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
      // No canonical or alternate address: they would copy the token into the page's head.
      await expect(guest.locator('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]')).toHaveCount(0);

      const status = guest.getByTestId("request-status");
      await expect(status).toHaveAttribute("data-status", "received");
      await expect(guest.getByTestId("request-status-text")).toContainText(l.received);
      await expect(guest.getByTestId("request-stay")).toContainText(l.locale === "ar" ? "غرفة ديلوكس" : "Deluxe");
      await expect(guest.getByRole("heading", { level: 1 })).toContainText(reference);
      const axe = await new AxeBuilder({ page: guest }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

      // The other language, one click away, on the same path.
      await expect(guest.locator("header").getByRole("link", { name: l.other.name }).first()).toHaveAttribute(
        "href",
        `${l.other.prefix}/request/${token}`,
      );

      // Staff confirm in PocketBase; the open page shows it within a few seconds, without a reload.
      await guest.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
      await pb.collection("booking_requests").update(record.id, { status: "confirmed" });
      await expect(status).toHaveAttribute("data-status", "confirmed", { timeout: 15_000 });
      await expect(guest.getByTestId("request-status-text")).toContainText(l.confirmed);
      expect(await guest.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

      // What /book counts as free that night (PocketBase's counts, which /book reads and follows live).
      const freeDeluxe = async () => {
        const counts = await pb.send<{ free: Record<string, number[]> }>("/api/availability", {
          query: { first: day(checkIn), nights: 1 },
        });
        return counts.free[record.room_type]![0]!;
      };
      const whileConfirmed = await freeDeluxe();

      // Cancel, with one confirmation step.
      await guest.getByRole("button", { name: l.cancel }).click();
      expect((await stored(pb, reference)).status, "nothing happens before the confirmation").toBe("confirmed");
      await guest.getByRole("button", { name: l.confirmCancel }).click();
      await expect(guest.getByTestId("request-cancel-outcome")).toContainText(l.cancelledOutcome);
      await expect(status).toHaveAttribute("data-status", "cancelled");
      await expect(guest.getByRole("button", { name: l.cancel })).toHaveCount(0);
      const cancelled = await stored(pb, reference);
      expect(cancelled.status).toBe("cancelled");
      expect(cancelled.decided_by).toBe("guest");
      // The room is free again for /book.
      await expect.poll(freeDeluxe, { timeout: 2_000, intervals: [100, 200, 300] }).toBe(whileConfirmed + 1);

      // A reload shows it cancelled, with nothing left to cancel.
      await guest.reload();
      await expect(guest.getByTestId("request-status-text")).toContainText(l.cancelled);
      await expect(guest.getByRole("button", { name: l.cancel })).toHaveCount(0);

      // No link off the site carries the token (the language switch is the site's own path).
      const links = await guest.locator("a[href]").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(links.length).toBeGreaterThan(5);
      expect(links.filter((href) => href.includes(token) && new URL(href).origin !== new URL(guest.url()).origin)).toEqual([]);
      // Nothing this page asked for carried it as a Referer (a stylesheet's own fonts name the stylesheet).
      expect(sentReferers.filter((line) => line.includes("/request/"))).toEqual([]);
      expect(sentReferers.join("\n")).not.toContain(token);
      await device.close();
    },
  );
}

test("a declined request shows staff's reason in the page's language", async ({ page, pb }) => {
  const l = LOCALES[1];
  const { reference, token } = await book(page, l, "Declined", 28);
  const record = await stored(pb, reference);
  await pb.collection("booking_requests").update(record.id, {
    status: "declined",
    decline_reason_ar: l.reason.ar,
    decline_reason_en: l.reason.en,
  });
  for (const [prefix, reason] of [
    ["/en", l.reason.en],
    ["", l.reason.ar],
  ] as const) {
    await page.goto(`${prefix}/request/${token}`);
    await expect(page.getByTestId("request-status")).toHaveAttribute("data-status", "declined");
    await expect(page.getByTestId("request-decline-reason")).toContainText(reason);
    await expect(page.getByRole("button", { name: /cancel|إلغاء/i })).toHaveCount(0);
  }
});

test("tokens that open no request get the site's 404 page, never cached, in both languages", async ({ page }) => {
  const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  for (const [path, message] of [
    [`/request/${random()}`, LOCALES[0].notFound],
    [`/en/request/${random()}`, LOCALES[1].notFound],
    ["/en/request/short", LOCALES[1].notFound],
    [`/request/${random()}x`, LOCALES[0].notFound],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response!.headers()["cache-control"], path).toContain("no-store");
    expect(response!.headers()["referrer-policy"], path).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.locator(".error-page__message")).toContainText(message);
  }
});

test("the status route answers only for a real token, and is never cached", async ({ page, request, pb }) => {
  const { reference, token } = await book(page, LOCALES[1], "Status", 32);
  const real = await request.post("/en/request/status", { data: { token } });
  expect(real.status()).toBe(200);
  expect(real.headers()["cache-control"]).toContain("no-store");
  expect(await real.json()).toEqual({ status: "received", declineReason: null, cancellable: true });
  for (const data of [{ token: token.slice(0, -1) + (token.endsWith("A") ? "B" : "A") }, { token: "" }, { reference }, {}]) {
    const reply = await request.post("/en/request/status", { data });
    expect(reply.status(), JSON.stringify(data)).toBe(404);
    expect(reply.headers()["cache-control"]).toContain("no-store");
    expect(await reply.text()).not.toContain(reference);
  }
  // The page is dynamic: PocketBase's answer as it is now, not a copy.
  expect((await stored(pb, reference)).status).toBe("new");
});

test("a guest finds their request by reference and phone: a new link opens it, the old one stops; guesses stop at the limit", async ({
  page,
  pb,
}) => {
  const { reference, path: oldPath } = await book(page, LOCALES[1], "Finder", 36);
  await page.goto("/en/request");
  const form = page.getByTestId("find-request-form");
  await form.getByLabel("Booking reference").fill(reference.toLowerCase());
  await form.getByLabel("Phone").fill("0780 123 4567");
  await form.getByRole("button", { name: "Find my request" }).click();
  await expect(page).toHaveURL((url) => TOKEN_PATH.test(url.pathname) && url.pathname !== oldPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  // Only the hash is kept, so the old link cannot be given back: it stops working.
  expect((await page.request.get(oldPath)).status()).toBe(404);
  expect((await stored(pb, reference)).status).toBe("new");

  // Guessing: a wrong pair says the same whatever was wrong, until the client's allowance is spent;
  // then even the right pair is refused.
  await page.goto("/en/request");
  const submit = form.getByRole("button", { name: "Find my request" });
  /** Sends the form and returns the message it shows once the server has answered. */
  async function tryPair(ref: string, phone: string) {
    await form.getByLabel("Booking reference").fill(ref);
    await form.getByLabel("Phone").fill(phone);
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/en/request"),
      submit.click(),
    ]);
    await expect(submit).toBeEnabled();
    return (await page.getByTestId("find-request-error").locator("p").first().textContent())!;
  }
  const messages: string[] = [];
  for (let i = 0; i < 8; i++) {
    const text = await tryPair(i % 2 ? "BK-ZZZZZZ" : reference, "0780 999 0000");
    messages.push(text);
    if (text.includes("several requests")) break;
  }
  const notFound = messages.filter((m) => m.startsWith("We found no request"));
  expect(new Set(notFound).size, messages.join(" | ")).toBe(1);
  expect(messages.at(-1)).toContain("several requests in a short time");
  expect(await tryPair(reference, "0780 123 4567")).toContain("several requests in a short time");
  await expect(page).toHaveURL((url) => url.pathname === "/en/request");
});
