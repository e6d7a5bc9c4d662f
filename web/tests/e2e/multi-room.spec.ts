// Several room types and an extra in one request, in a real Chromium against
// the production build: the total the page shows is the one the server
// stores and the one PocketBase e-mails to staff, in both languages. And on a
// phone, the room picker shows its whole label.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { devices } from "@playwright/test";
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { day, digitsOf } from "./booking-values";
import { onOwnDevice } from "./staff-helpers";

const LOCALES = [
  { locale: "ar", path: "/book", submit: "أرسل طلب الحجز", add: "أضف نوع غرفة آخر", adults: "البالغون", rooms: "عدد الغرف" },
  { locale: "en", path: "/en/book", submit: "Send booking request", add: "Add another room type", adults: "Adults", rooms: "Room count" },
] as const;

async function openBookings(pb: PocketBase) {
  const settings = (await pb.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
  if (settings.reservation_state !== "open") await pb.collection("settings").update(settings.id, { reservation_state: "open" });
}

/** The staff e-mail PocketBase sent about `reference` (the stack's SMTP receiver writes each one to E2E_MAIL_DIR). */
function staffMail(reference: string): { to: string[]; subject: string; decoded: string } | null {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through playwright.config.ts (global-setup starts the stack)");
  for (const name of readdirSync(dir)) {
    const mail = JSON.parse(readFileSync(join(dir, name), "utf8")) as { to: string[]; subject: string; decoded: string };
    if (mail.subject.includes(reference)) return mail;
  }
  return null;
}

for (const [i, l] of LOCALES.entries()) {
  test(
    `${l.locale}: two room types with an airport pickup are priced the same on the page, by the server and in the staff e-mail`,
    { tag: "@calendar" },
    async ({ page, pb }) => {
      await openBookings(pb);
      // A guest of their own: the booking limiter counts per client, and other specs book from this machine too.
      await onOwnDevice(page);
      const deluxe = await pb.collection("room_types").getFirstListItem('slug = "deluxe"');
      const twin = await pb.collection("room_types").getFirstListItem('slug = "twin"');
      const pickup = await pb.collection("extras").getFirstListItem('slug = "airport-pickup"');
      // Two nights clear of the seeded season and closure; each language its own dates.
      const checkIn = day(10 + 3 * i);
      const checkOut = day(12 + 3 * i);

      await page.goto(`${l.path}?room=deluxe`);
      await expect(page.getByTestId("booking-form")).toBeVisible();
      await page.locator("#booking-check-in").fill(checkIn);
      await page.locator("#booking-check-out").fill(checkOut);
      await page.locator("#booking-rooms").fill("2");
      await page.locator("#booking-adults").fill("4");
      await page.getByRole("button", { name: l.add }).click();
      await page.locator("#booking-room-type-2").selectOption("twin");
      await page.locator("#booking-adults-2").fill("2");
      await page.getByTestId("booking-extra-airport-pickup").check();
      await page.locator("#booking-first-name").fill("Hassan");
      await page.locator("#booking-last-name").fill(`Multi-${l.locale}`);
      await page.locator("#booking-phone").fill("0780 123 4567");

      // The breakdown names each room type and the extra; the total is the CMS's prices.
      const summary = page.getByTestId("price-summary");
      for (const name of [deluxe[`name_${l.locale}`], twin[`name_${l.locale}`], pickup[`name_${l.locale}`]]) {
        await expect(summary).toContainText(name);
      }
      const expected = 2 * 2 * deluxe.price_per_night + 2 * twin.price_per_night + pickup.price;
      await expect.poll(async () => digitsOf((await page.getByTestId("booking-total").textContent()) ?? "")).toBe(String(expected));
      const shown = Number(digitsOf((await page.getByTestId("booking-total").textContent()) ?? ""));

      await page.getByRole("button", { name: l.submit }).click();
      const success = page.getByTestId("booking-success");
      await expect(success).toBeVisible();
      const reference = (await success.locator("span").filter({ hasText: /^BK-/ }).textContent())?.trim() ?? "";
      expect(reference).toMatch(/^BK-[A-Z0-9]{6}$/);

      const stored = await pb.collection("booking_requests").getFirstListItem(pb.filter("reference = {:r}", { r: reference }));
      expect(stored).toMatchObject({
        locale: l.locale,
        total_price: shown,
        room_lines: [
          { room_type: deluxe.id, rooms: 2, adults: 4, children: 0 },
          { room_type: twin.id, rooms: 1, adults: 2, children: 0 },
        ],
        extras: [pickup.id],
        room_type: deluxe.id,
        rooms: 3,
        guests: 6,
      });

      let mail: ReturnType<typeof staffMail> = null;
      await expect.poll(() => (mail = staffMail(reference)), { timeout: 10_000 }).not.toBeNull();
      expect(mail!.to).toEqual(["front-desk@example.com"]);
      expect(mail!.decoded).toContain(`Total / المجموع: ${shown.toLocaleString("en-US")} IQD`);
      expect(mail!.decoded).toContain(`2 × ${deluxe.name_en} / ${deluxe.name_ar}: 4 adults, 0 children`);
      expect(mail!.decoded).toContain(`1 × ${twin.name_en} / ${twin.name_ar}: 2 adults, 0 children`);
      expect(mail!.decoded).toContain(`${pickup.name_en} / ${pickup.name_ar} (${pickup.price.toLocaleString("en-US")} IQD)`);
    },
  );
}

test("an extra staff publish reaches /book within 2 s, and leaves it when made a draft again", async ({ pb, request }) => {
  await openBookings(pb);
  const name = `Welcome fruit ${Date.now().toString(36)}`;
  // Warm the cache so the saves have to expire it.
  await request.get("/en/book");
  const extra = await pb.collection("extras").create({
    slug: `fruit-${Date.now().toString(36)}`,
    name_ar: "فاكهة الترحيب",
    name_en: name,
    pricing: "per_stay",
    price: 10_000,
    published: true,
  });
  const shown = async () => (await (await request.get("/en/book")).text()).includes(name);
  try {
    await expect.poll(shown, { timeout: 2_000, intervals: [50, 100, 100, 200] }).toBe(true);
    await pb.collection("extras").update(extra.id, { published: false });
    await expect.poll(shown, { timeout: 2_000, intervals: [50, 100, 100, 200] }).toBe(false);
  } finally {
    await pb.collection("extras").delete(extra.id);
  }
});

test.describe("on a phone", () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
  test.use(pixel7);

  for (const l of LOCALES) {
    test(`${l.locale}: the room picker shows each room's whole name, its price whole beneath, and nothing is wider than the screen`, async ({
      page,
      pb,
    }) => {
      await openBookings(pb);
      await page.goto(`${l.path}?room=standard`);
      await expect(page.getByTestId("booking-form")).toBeVisible();
      const select = page.locator("#booking-room-type");
      // The widest option, measured in the select's own font, fits inside it.
      const fit = await select.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner = el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        const widest = Math.max(...[...el.options].map((o) => context.measureText(o.text).width));
        return { widest, inner };
      });
      expect(fit.widest).toBeLessThanOrEqual(fit.inner);
      // The "from" price under the list, every digit of it, inside the screen.
      const hint = page.locator("#booking-room-type-hint");
      await expect(hint).toBeVisible();
      const standard = await pb.collection("room_types").getFirstListItem('slug = "standard"');
      await expect.poll(async () => digitsOf((await hint.textContent()) ?? "")).toBe(String(standard.price_per_night));
      const box = await hint.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
