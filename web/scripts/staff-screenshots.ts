// Screenshots for the staff guide (docs/staff.md), taken in a real
// Chromium from a real stack (PocketBase admin UI and the site), written as
// small palette PNGs to docs/staff/.
//
//   npx tsx web/scripts/staff-screenshots.ts      (starts its own stack; NEXT_DIST_DIR picks the build dir)
//   npx tsx web/scripts/staff-screenshots.ts --only admin-rates-list,site-book-rates   (writes only those)
//
// The browser runs in Basra's time zone, as the hotel's staff do: the admin
// UI shows dates in the browser's zone.
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { startStack, type Stack } from "../tests/e2e/stack";
import { systemChromiumLaunchOptions } from "../tests/e2e/system-chromium";

const outDir = join(import.meta.dirname, "..", "..", "docs", "staff");
const VIEWPORT = { width: 1280, height: 800 };
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? "").split(",")) : null;

async function save(page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }) {
  if (only && !only.has(name)) return;
  // Photos come through the image optimiser: let them arrive.
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.loading === "lazy" || img.complete));
  const raw = await page.screenshot({ clip });
  const file = join(outDir, `${name}.png`);
  const info = await sharp(raw).png({ palette: true, quality: 80, effort: 10, compressionLevel: 9 }).toFile(file);
  console.log(`▸ docs/staff/${name}.png (${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB)`);
}

/** A fresh load of an admin UI route, so a panel closing on the last page cannot leave a stray error toast. */
async function openAdmin(page: Page, base: string, hash: string) {
  await page.goto("about:blank");
  await page.goto(`${base}/_/#${hash}`);
}

async function scrollTo(locator: Locator) {
  // The admin UI's field box (label + input), or the element itself on the site.
  await locator.first().evaluate((el) => (el.closest(".record-field-input") ?? el).scrollIntoView({ block: "start" }));
  await locator.page().waitForTimeout(300);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const stack = await startStack({ distDir: process.env.NEXT_DIST_DIR || ".next-e2e", log: (line) => console.error(line) });
  const browser = await chromium.launch(systemChromiumLaunchOptions());
  try {
    const { email, password } = stack.superuser;
    const pb = new PocketBase(stack.pbUrl);
    pb.autoCancellation(false);
    await pb.collection("_superusers").authWithPassword(email, password);
    const draft = await pb.collection("offers").create({
      slug: "summer-nights",
      title_ar: "ليالي الصيف",
      title_en: "Summer nights",
      summary_ar: "",
      summary_en: "Three nights for the price of two, with breakfast by the pool.",
      body_ar: "",
      body_en: "<p>Stay three nights and pay for two.</p>",
      published: false,
    });
    const room = await pb.collection("room_types").getFirstListItem("", { sort: "sort_order" });
    const settings = await pb.collection("settings").getFirstListItem("", { sort: "-created" });

    const context = await browser.newContext({ viewport: VIEWPORT, timezoneId: "Asia/Baghdad", locale: "en-US" });
    const admin = await context.newPage();
    const site = await context.newPage();

    // 1. Sign in to the admin UI.
    await admin.goto(`${stack.pbUrl}/_/`);
    await admin.fill("#login_identity", email);
    await admin.fill("#login_pass", password);
    await save(admin, "admin-sign-in", { x: 390, y: 170, width: 500, height: 430 });
    await admin.click("button.btn.lg");
    await admin.waitForURL(/#\/collections/);

    // 2. Sign in on the site.
    await site.goto(`${stack.webUrl}/en/staff`);
    await site.getByLabel("E-mail").fill(email);
    await site.getByLabel("Password").fill(password);
    await save(site, "site-sign-in", { x: 0, y: 0, width: 1280, height: 720 });
    await site.getByRole("button", { name: "Sign in" }).click();
    await site.getByTestId("preview-bar").waitFor();

    // 3. Offers in the admin UI: list, then one offer.
    await openAdmin(admin, stack.pbUrl, "/collections?collection=offers");
    await admin.locator("tbody tr").nth(1).waitFor();
    await save(admin, "admin-offers-list", { x: 0, y: 0, width: 1280, height: 420 });
    await openAdmin(admin, stack.pbUrl, `/collections?collection=offers&record=${draft.id}`);
    await admin.locator('.record-field-input input[name="published"]').waitFor({ state: "attached" });
    await admin.waitForTimeout(500);
    await save(admin, "admin-offer-edit");

    // 4. Preview the draft on the site.
    await site.goto(`${stack.webUrl}/en/offers`);
    await site.getByText("Summer nights").first().waitFor();
    await save(site, "site-preview");
    const localeCookie = (value: string) => ({ name: "i18n_redirected", value, url: stack.webUrl });
    await context.addCookies([localeCookie("ar")]);
    await site.goto(`${stack.webUrl}/offers`);
    await site.getByText("ليالي الصيف").first().waitFor();
    await save(site, "site-preview-ar", { x: 0, y: 0, width: 1280, height: 520 });
    await context.addCookies([localeCookie("en")]);

    // 5. Publishing an incomplete offer is refused, field by field.
    await admin.locator('.record-field-input input[name="published"] + label').click();
    await admin.getByRole("button", { name: "Save changes" }).click();
    await admin.getByText("Cannot publish").waitFor();
    await scrollTo(admin.locator('[name="slug"]'));
    await save(admin, "admin-publish-refused");

    // 6. Photos of a room type.
    await openAdmin(admin, stack.pbUrl, `/collections?collection=room_types&record=${room.id}`);
    await admin.locator(".field-type-file").first().waitFor();
    await admin.waitForTimeout(800);
    await scrollTo(admin.locator('[name="price_per_night"]'));
    await save(admin, "admin-room-photos");

    // 7. Settings: phone number and reservations.
    await openAdmin(admin, stack.pbUrl, `/collections?collection=settings&record=${settings.id}`);
    await admin.locator('[name="phone"]').first().waitFor();
    await admin.waitForTimeout(500);
    await scrollTo(admin.locator('[name="phone"]'));
    await save(admin, "admin-settings");

    // 8. An interface text: a mistyped key is refused with a suggestion.
    await openAdmin(admin, stack.pbUrl, "/collections?collection=ui_texts");
    await admin.getByRole("button", { name: "New record", exact: true }).click();
    await admin.locator('[name="key"]').first().fill("Footer.contactus");
    await admin.locator('[name="value_en"]').first().fill("Write to us");
    await admin.getByRole("button", { name: "Create" }).click();
    await admin.getByText("Did you mean Footer.contactUs?").first().waitFor();
    await save(admin, "admin-ui-text-refused");

    // 9. The staff page lists every interface text; /test lists what lacks a language.
    await site.goto(`${stack.webUrl}/en/staff`);
    await site.locator("summary").first().click();
    await scrollTo(site.locator("#texts-heading"));
    await save(site, "site-staff-texts");
    await site.goto(`${stack.webUrl}/en/test`);
    await scrollTo(site.locator("#completeness-heading"));
    await save(site, "site-test-report", { x: 0, y: 0, width: 1280, height: 400 });

    // 10. Seasons and closures: the lists (sorted by first night, overlaps named), a season, the dollar rate, and /book.
    const storedDay = (offset: number) => {
      const basra = new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
      return new Date(Date.parse(`${basra}T00:00:00Z`) - 3 * 3_600_000).toISOString().replace("T", " ");
    };
    const season = await pb.collection("seasonal_rates").getFirstListItem("", { sort: "first_night" });
    const eid = await pb.collection("seasonal_rates").create({
      name_ar: "عيد الأضحى",
      name_en: "Eid al-Adha",
      published: true,
      first_night: storedDay(25),
      last_night: storedDay(29),
      nightly_price: 250_000,
      room_type: room.id,
      priority: 5,
      min_stay: 3,
    });
    await openAdmin(admin, stack.pbUrl, "/collections?collection=seasonal_rates&sort=first_night");
    await admin.locator("tbody tr").nth(1).waitFor();
    await admin.waitForTimeout(500);
    await save(admin, "admin-rates-list", { x: 0, y: 0, width: 1280, height: 420 });
    await openAdmin(admin, stack.pbUrl, `/collections?collection=seasonal_rates&record=${eid.id}`);
    await admin.locator('[name="name_en"]').first().waitFor();
    await admin.waitForTimeout(500);
    await scrollTo(admin.locator('[name="nightly_price"]'));
    await save(admin, "admin-season-edit");
    await openAdmin(admin, stack.pbUrl, "/collections?collection=closures&sort=first_night");
    await admin.locator("tbody tr").first().waitFor();
    await admin.waitForTimeout(500);
    await save(admin, "admin-closures-list", { x: 0, y: 0, width: 1280, height: 360 });
    await openAdmin(admin, stack.pbUrl, `/collections?collection=settings&record=${settings.id}`);
    await admin.locator('[name="usd_rate"]').first().waitFor();
    await admin.waitForTimeout(500);
    await scrollTo(admin.locator('[name="currency"]'));
    await save(admin, "admin-settings-dollar");

    await site.goto(`${stack.webUrl}/en/book?room=${room.slug}`);
    await site.getByTestId("stay-calendar").waitFor();
    const firstNight = new Date(Date.parse(season.first_night.replace(" ", "T")) + 3 * 3_600_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse(`${firstNight}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await site.locator("#booking-check-in").fill(firstNight);
    await site.locator("#booking-check-out").fill(checkOut);
    await site.getByTestId("booking-total").waitFor();
    const closure = await pb.collection("closures").getFirstListItem("", { sort: "first_night" });
    const closedNight = new Date(Date.parse(closure.first_night.replace(" ", "T")) + 3 * 3_600_000).toISOString().slice(0, 10);
    for (let i = 0; i < 6 && !(await site.locator(`[data-day="${closedNight}"]`).isVisible()); i++)
      await site.getByRole("button", { name: "Go to the next month" }).click();
    await scrollTo(site.locator("#booking-dates-legend"));
    await save(site, "site-book-rates");
    await scrollTo(site.getByTestId("price-summary"));
    await save(site, "site-book-season-price", { x: 0, y: 0, width: 1280, height: 360 });

    await context.close();
    await deskScreenshots(stack, pb, browser);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** The code PocketBase e-mailed `email` for the desk's sign-in (the stack's SMTP receiver writes each mail to mailDir). */
async function deskCode(stack: Stack, email: string, before: Set<string> = new Set()): Promise<string> {
  for (let i = 0; i < 100; i++) {
    // Only mails that came after `before` (the second language's sign-in would otherwise find the first's code).
    for (const name of readdirSync(stack.mailDir)
      .sort()
      .reverse()
      .filter((n) => !before.has(n))) {
      const mail = JSON.parse(readFileSync(join(stack.mailDir, name), "utf8")) as { to: string[]; decoded: string };
      const code = mail.to.includes(email) ? /\b(\d{8})\b/.exec(mail.decoded)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no desk code e-mailed to ${email}`);
}

/** The reservations desk: sign-in, today, a request, a search by phone, payments, export, arrivals, accounts; Arabic and English; a phone's screen. */
async function deskScreenshots(stack: Stack, pb: PocketBase, browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const day = (n: number) => new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const rooms = await pb.collection("room_types").getFullList({ sort: "sort_order" });
  const breakfast = await pb.collection("extras").getFirstListItem("", { sort: "sort_order" });
  const made: Record<string, string> = {};
  const REFERENCES: Record<string, string> = {
    arrival: "BK-7QH3KD",
    arrival2: "BK-3MZ8PA",
    departure: "BK-9TCW2E",
    staying: "BK-4RVN6H",
    waiting: "BK-8KJX5B",
    waiting2: "BK-2PWY7F",
  };
  const guests: [string, string, string, string, number, number, string, string][] = [
    // key, first, last, phone, check-in (days from today), nights, status, locale
    ["arrival", "زينب", "الموسوي", "+9647801234567", 0, 3, "confirmed", "ar"],
    ["arrival2", "John", "Smith", "+447700900123", 0, 2, "arrived", "en"],
    ["departure", "علي", "البصري", "+9647712345678", -2, 2, "arrived", "ar"],
    ["staying", "Layla", "Hassan", "+9647509876543", -1, 4, "arrived", "en"],
    ["waiting", "حسين", "كاظم", "+9647805551234", 12, 3, "new", "ar"],
    ["waiting2", "Sara", "Jaber", "+9647701112233", 20, 2, "new", "en"],
  ];
  for (const [key, first, last, phone, offset, nights, status, locale] of guests) {
    const [room, other] = [rooms[key === "waiting" ? 1 : 0]!, rooms[2]!];
    const checkIn = day(offset);
    const lines = key === "waiting" ? [room, other] : [room];
    const price = (r: (typeof rooms)[number]) => Number(r.price_per_night);
    const total = lines.reduce((sum, r) => sum + price(r) * nights, 0) + (key === "waiting" ? Number(breakfast.price) : 0);
    const record = await pb.collection("booking_requests").create({
      reference: REFERENCES[key],
      status,
      locale,
      check_in: `${checkIn} 00:00:00.000Z`,
      check_out: `${day(offset + nights)} 00:00:00.000Z`,
      nights,
      guests: 2 * lines.length,
      rooms: lines.length,
      first_name: first,
      last_name: last,
      phone,
      email: key === "waiting" ? "hussein@example.com" : "",
      room_type: room.id,
      room_lines: lines.map((r) => ({ room_type: r.id, rooms: 1, adults: 2, children: key === "waiting" ? 1 : 0 })),
      extras: key === "waiting" ? [breakfast.id] : [],
      total_price: total,
      currency: "IQD",
      price_breakdown: {
        lines: [
          ...lines.map((r) => ({
            kind: "room",
            roomTypeId: r.id,
            firstNight: checkIn,
            nights,
            rooms: 1,
            unitPrice: price(r),
            amount: price(r) * nights,
          })),
          ...(key === "waiting"
            ? [
                {
                  kind: "extra",
                  extraId: breakfast.id,
                  pricing: breakfast.pricing,
                  quantity: 1,
                  unitPrice: Number(breakfast.price),
                  amount: Number(breakfast.price),
                },
              ]
            : []),
        ],
        total,
        currency: "IQD",
      },
    });
    made[key] = record.id;
  }
  const password = "desk-guide-password";
  const manager = { email: "muna@hotel.example", name: "منى الساعدي" };
  await pb.collection("staff").create({ ...manager, password, passwordConfirm: password, role: "manager", active: true });
  await pb
    .collection("staff")
    .create({ email: "rana@hotel.example", name: "Rana Ali", password, passwordConfirm: password, role: "reservations", active: true });

  for (const locale of ["ar", "en"] as const) {
    const prefix = locale === "en" ? "/en" : "";
    const context = await browser.newContext({
      viewport: VIEWPORT,
      timezoneId: "Asia/Baghdad",
      locale: locale === "ar" ? "ar-IQ" : "en-US",
    });
    const desk = await context.newPage();
    await desk.goto(`${stack.webUrl}${prefix}/desk`);
    await desk.locator("#desk-email").fill(manager.email);
    await desk.locator("#desk-password").fill(password);
    if (locale === "ar") await save(desk, "desk-sign-in-ar", { x: 0, y: 0, width: 1280, height: 560 });
    const mailsBefore = new Set(readdirSync(stack.mailDir));
    await desk.locator('button[value="password"]').click();
    await desk.locator("#desk-code").waitFor();
    await desk.locator("#desk-code").fill(await deskCode(stack, manager.email, mailsBefore));
    if (locale === "en") await save(desk, "desk-code-en", { x: 0, y: 0, width: 1280, height: 620 });
    await desk.locator('button[value="code"]').click();
    await desk.getByTestId("today-arrivals").waitFor();
    await desk.locator('[data-testid="desk-live"][data-state="live"]').waitFor();
    await save(desk, `desk-today-${locale}`);
    await desk.goto(`${stack.webUrl}${prefix}/desk/requests/${made.waiting}`);
    await desk.getByTestId("desk-price").waitFor();
    await save(desk, `desk-request-${locale}`);
    // Issue 48a: a change of stay, and a request taken by phone (its private link, once, as a WhatsApp message).
    await desk.goto(`${stack.webUrl}${prefix}/desk/requests/${made.waiting}/change`);
    await desk.getByTestId("desk-change-form").waitFor();
    await save(desk, `desk-change-${locale}`);
    await desk.goto(`${stack.webUrl}${prefix}/desk/requests/new`);
    await desk.locator("#phone-guest-locale").selectOption(locale);
    await desk.locator("#phone-first-name").fill(locale === "ar" ? "مريم" : "Mary");
    await desk.locator("#phone-last-name").fill(locale === "ar" ? "العبيدي" : "Jones");
    await desk.locator("#phone-phone").fill(locale === "ar" ? "0780 444 5566" : "+44 7911 123456");
    await desk.locator("#stay-check-in").fill(day(30));
    await desk.locator("#stay-check-out").fill(day(32));
    await desk.locator("#stay-room-0").selectOption(rooms[0]!.id);
    await desk.locator("#stay-adults-0").fill("1");
    await save(desk, `desk-phone-${locale}`);
    await desk.getByTestId("desk-phone-form").locator('button[type="submit"]').click();
    await desk
      .getByTestId("desk-request-made")
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`no request made: ${await desk.getByTestId("desk-phone-form").innerText()}`, { cause: error });
      });
    await save(desk, `desk-phone-made-${locale}`, { x: 0, y: 0, width: 1280, height: 560 });
    await desk.goto(`${stack.webUrl}${prefix}/desk/requests?q=${encodeURIComponent(locale === "ar" ? "٠٧٨٠ ٥٥٥ ١٢٣٤" : "0780 555 1234")}`);
    await save(desk, `desk-search-${locale}`, { x: 0, y: 0, width: 1280, height: 560 });
    await desk.goto(`${stack.webUrl}${prefix}/desk/occupancy`);
    await desk.getByTestId("occupancy-grid").waitFor();
    await save(desk, `desk-occupancy-${locale}`);
    if (locale === "en") {
      await desk.getByTestId("occupancy-close").scrollIntoViewIfNeeded();
      await save(desk, "desk-occupancy-close-en");
    }
    if (locale === "ar") {
      await desk.setViewportSize({ width: 390, height: 844 });
      await desk.reload();
      await desk.getByTestId("occupancy-grid").evaluate((grid) => grid.scrollBy({ left: -600 }));
      await save(desk, "desk-occupancy-phone-ar");
      await desk.setViewportSize(VIEWPORT);
    }
    await desk.goto(`${stack.webUrl}${prefix}/desk/requests/${made.arrival}`);
    if (locale === "ar") {
      const form = desk.getByTestId("desk-payment-form");
      await form.locator("#desk-payment-amount").fill("١٠٠٠٠٠");
      await form.locator("#desk-payment-method").selectOption("zaincash");
      await form.locator("#desk-payment-note").fill("عربون عند الحجز بالهاتف");
      await form.locator('button[type="submit"]').click();
      await desk.getByTestId("desk-payment-lines").waitFor();
    }
    await scrollTo(desk.getByTestId("desk-payments"));
    await save(desk, `desk-payments-${locale}`);
    if (locale === "en") {
      await desk.goto(`${stack.webUrl}/en/desk/export`);
      await save(desk, "desk-export-en", { x: 0, y: 0, width: 1280, height: 420 });
    }
    if (locale === "ar") {
      await desk.goto(`${stack.webUrl}/desk/arrivals?day=${day(0)}`);
      await desk.getByTestId("desk-arrivals-sheet").waitFor();
      await save(desk, "desk-arrivals-ar", { x: 0, y: 0, width: 1280, height: 560 });
    }
    if (locale === "en") {
      await desk.goto(`${stack.webUrl}/en/desk/accounts`);
      await save(desk, "desk-accounts-en");
    }
    if (locale === "ar") {
      await desk.setViewportSize({ width: 390, height: 844 });
      await desk.goto(`${stack.webUrl}/desk`);
      await desk.getByTestId("today-arrivals").waitFor();
      await save(desk, "desk-today-phone-ar");
    }
    await context.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
