// The booking form in a real Chromium against the production build: filled in
// by keyboard in both languages, live total, success texts, the record in
// PocketBase; and /book following reservation_state.
import AxeBuilder from "@axe-core/playwright";
import { devices, type Page, type Worker } from "@playwright/test";
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { day, digitsOf, sameMonthFrom, stayCalendar } from "./booking-values";
import { onOwnDevice } from "./staff-helpers";

// Each test a guest of its own: the booking limiter counts per client, and other specs book from this machine too.
test.beforeEach(async ({ page }) => onOwnDevice(page));

// These tests switch the hotel's reservation_state; they must not interleave.
test.describe.configure({ mode: "serial" });

const LOCALES = [
  {
    locale: "ar",
    path: "/book",
    next: "ArrowLeft",
    submit: "أرسل طلب الحجز",
    nights: "ليلتان",
    success: ["لتأكيد الحجز، يرجى الاتصال على الرقم التالي", "سنتواصل معكم قريبًا، شكرًا لكم"],
    phoneOnly: "الحجز عبر الهاتف",
  },
  {
    locale: "en",
    path: "/en/book",
    next: "ArrowRight",
    submit: "Send booking request",
    nights: "2 nights",
    success: ["To confirm booking, kindly call the following number", "We will contact you soon, Thank you"],
    phoneOnly: "Book by phone",
  },
] as const;

async function settingsRecord(pb: PocketBase) {
  return (await pb.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
}

async function setReservationState(pb: PocketBase, state: "open" | "phone_only" | "closed") {
  const settings = await settingsRecord(pb);
  if (settings.reservation_state !== state) await pb.collection("settings").update(settings.id, { reservation_state: state });
}

/**
 * Holds back the first script chunk whose code contains `marker` until
 * release() is called; script() is its URL once the page has asked for it.
 */
async function holdScript(page: Page, marker: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldScript = "";
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      heldScript = route.request().url();
      await held;
    }
    await route.fulfill({ response, body });
  });
  return { release, script: () => heldScript };
}

/** Presses Tab until `selector` has focus: proves it is reachable by keyboard. */
async function tabUntil(page: Page, isTarget: () => Promise<boolean>, what: string, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await isTarget()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${what} not reached with Tab`);
}

const focused = (page: Page, selector: string) => () => page.evaluate((s) => !!document.activeElement?.matches(s), selector);

test.afterAll(async ({ pb }) => {
  await setReservationState(pb, "open");
});

for (const l of LOCALES) {
  test(`${l.locale}: a guest books a Deluxe room by keyboard and the request is stored`, { tag: "@calendar" }, async ({ page, pb }) => {
    await setReservationState(pb, "open");
    const deluxe = await pb.collection("room_types").getFirstListItem('slug = "deluxe"');
    const settings = await settingsRecord(pb);

    await page.goto(`${l.path}?room=deluxe`);
    const form = page.getByTestId("booking-form");
    await expect(form).toBeVisible();
    await expect(page.getByLabel(l.locale === "ar" ? "اختر الغرفة" : "Select room")).toHaveValue("deluxe");

    // Dates: from the check-out input, Tab into the calendar grid, then arrows and Enter.
    await expect(stayCalendar(page).grid).toBeVisible();
    await stayCalendar(page).hydrated();
    await page.locator("#booking-check-out").focus();
    await tabUntil(page, focused(page, "[role=grid] td button"), "the calendar");
    await page.keyboard.press("ArrowDown"); // a week from today
    await page.keyboard.press("Enter");
    await page.keyboard.press(l.next);
    await page.keyboard.press(l.next);
    await page.keyboard.press("Enter");
    const checkIn = await page.locator("#booking-check-in").inputValue();
    const checkOut = await page.locator("#booking-check-out").inputValue();
    expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId("booking-nights")).toHaveText(l.nights);

    // Breakfast, then the guest's details, each reached with Tab.
    await tabUntil(page, focused(page, 'input[name="breakfast"]'), "breakfast");
    await page.keyboard.press("Space");
    await tabUntil(page, focused(page, "#booking-first-name"), "first name");
    await page.keyboard.type("Zainab");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`E2e-${l.locale}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("0780 123 4567");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`zainab.${l.locale}@example.com`);

    // Live total: 2 nights of Deluxe + breakfast for 2 guests × 2 nights, from the CMS's prices.
    const expected = 2 * deluxe.price_per_night + settings.breakfast_cost * 2 * 2;
    await expect.poll(async () => digitsOf((await page.getByTestId("booking-total").textContent()) ?? "")).toContain(String(expected));

    await tabUntil(page, focused(page, 'button[type="submit"]'), "the submit button");
    await page.keyboard.press("Enter");

    const success = page.getByTestId("booking-success");
    await expect(success).toBeVisible();
    for (const text of l.success) await expect(success).toContainText(text);
    await expect(success.locator('a[href^="tel:"]')).toBeVisible();
    const reference = (await success.locator("span").filter({ hasText: /^BK-/ }).textContent())?.trim() ?? "";
    expect(reference).toMatch(/^BK-[A-Z0-9]{6}$/);

    const stored = await pb.collection("booking_requests").getFirstListItem(pb.filter("reference = {:r}", { r: reference }));
    expect(stored).toMatchObject({
      status: "new",
      locale: l.locale,
      first_name: "Zainab",
      last_name: `E2e-${l.locale}`,
      phone: "+9647801234567",
      guests: 2,
      rooms: 1,
      nights: 2,
      breakfast: true,
      room_type: deluxe.id,
      total_price: expected,
    });
    expect(stored.check_in.slice(0, 10)).toBe(checkIn);
    expect(stored.check_out.slice(0, 10)).toBe(checkOut);
  });
}

test(
  "a past date typed by hand is refused in the browser, nothing is sent, and the form passes axe",
  { tag: "@calendar" },
  async ({ page, pb }) => {
    await setReservationState(pb, "open");
    // Its own name: other specs store requests at the same time.
    const mine = { filter: 'first_name = "Past" && last_name = "Dates"' };
    const before = (await pb.collection("booking_requests").getList(1, 1, mine)).totalItems;
    await page.goto("/en/book");
    await page.locator("#booking-check-in").fill("2020-01-01");
    await page.locator("#booking-check-out").fill("2020-01-03");
    await page.getByLabel("First name").fill("Past");
    await page.getByLabel("Last name").fill("Dates");
    await page.getByRole("textbox", { name: /^Phone/ }).fill("07801234567");
    await page.getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByText("Choose a date from today onwards.").first()).toBeVisible();
    await expect(page.locator("#booking-check-in")).toHaveAttribute("aria-invalid", "true");
    expect((await pb.collection("booking_requests").getList(1, 1, mine)).totalItems).toBe(before);
    // The form with its errors showing, calendar included, passes axe.
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  },
);

test(
  "the calendar is in the server's page, and the form's code takes it over as it is, with dates typed before",
  { tag: "@calendar" },
  async ({ page, pb }) => {
    await setReservationState(pb, "open");
    // Today's month, its grid named with the Hijri months, and today in the tab order, before any script runs.
    const html = await (await page.request.get("/en/book?room=deluxe")).text();
    expect(html).toMatch(/role="grid"[^>]*aria-label="[^"]+ \d{4} \([^"]+AH\)"/);
    expect(html).toMatch(new RegExp(`<td data-day="${day(0)}"[^>]*><button[^>]*tabindex="0"[^>]*aria-label="Today, `));

    // A mismatch between the server's calendar and the browser's first render is an error React reports.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    const formCode = await holdScript(page, "booking-nights");
    await page.goto("/en/book?room=deluxe", { waitUntil: "domcontentloaded" });
    await expect.poll(formCode.script, { message: "the form's script was asked for" }).not.toBe("");
    const calendar = stayCalendar(page);
    await expect(calendar.grid).toBeVisible();
    const before = await calendar.root.boundingBox();

    // A stay in a later month, typed before the form hydrates: the calendar turns to it once it has.
    // The day picked next is in the same month, so the calendar shows it without turning.
    const first = sameMonthFrom(62, 4);
    const checkIn = day(first);
    await page.locator("#booking-check-in").fill(checkIn);
    await page.locator("#booking-check-out").fill(day(first + 2));
    formCode.release();
    await expect(page.getByTestId("booking-nights")).toHaveText("2 nights");
    await expect(calendar.cell(checkIn)).toHaveAttribute("aria-selected", "true");
    await expect(calendar.cell(day(first + 1))).toHaveAttribute("aria-selected", "true");
    expect((await calendar.root.boundingBox())?.y).toBe(before?.y);
    // Picked on the calendar, the inputs follow.
    await calendar
      .cell(day(first + 4))
      .getByRole("button")
      .click();
    await expect(page.locator("#booking-check-in")).toHaveValue(day(first + 4));
    await expect(page.locator("#booking-check-out")).toHaveValue("");
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
);

test("the form is in place in the server's page, and stays there while its code arrives late", async ({ page, pb }) => {
  await setReservationState(pb, "open");
  // React streams a large Suspense boundary after the rest of the page, a frame later: the form must not be one.
  for (const path of ["/book", "/en/book"]) {
    const html = await (await page.request.get(path)).text();
    const form = html.indexOf('data-testid="booking-form"');
    expect(form, `${path} has the form`).toBeGreaterThan(0);
    expect(form, `${path}: the form comes before the footer, not streamed after it`).toBeLessThan(html.indexOf("<footer"));
  }

  // Hold back the form's own script.
  const formCode = await holdScript(page, "booking-nights");
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

  // Not waiting for "load": the held script holds it back.
  await page.goto("/book", { waitUntil: "domcontentloaded" });
  await expect.poll(formCode.script, { message: "the form's script was asked for" }).not.toBe("");
  await page.waitForTimeout(1000);
  await expect(page.getByTestId("booking-form")).toBeVisible();
  formCode.release();
  await page.locator("#booking-check-in").fill(day(5));
  await page.locator("#booking-check-out").fill(day(7));
  await expect(page.getByTestId("booking-nights")).toHaveText("ليلتان");
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the page loads the browser's Intl data in a worker of its own, started before the form, which then ends", async ({ page, pb }) => {
  await setReservationState(pb, "open");
  for (const path of ["/book", "/en/book"]) {
    const html = await (await page.request.get(path)).text();
    const warmUp = html.indexOf("new Worker(");
    expect(warmUp, `${path} starts the worker`).toBeGreaterThan(0);
    expect(warmUp, `${path} starts it before the form`).toBeLessThan(html.indexOf('data-testid="booking-form"'));

    const ended: Array<Promise<string>> = [];
    const onWorker = (worker: Worker) => ended.push(new Promise((resolve) => worker.once("close", () => resolve(worker.url()))));
    page.on("worker", onWorker);
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await page.goto(path);
    await expect.poll(() => ended.length, { message: `${path} started a worker` }).toBe(1);
    expect(await ended[0], "the worker ran from the page's own script and closed itself").toMatch(/^blob:/);
    page.off("worker", onWorker);
    expect(errors).toEqual([]);
  }
});

test("what a guest types before the form's code arrives is kept, priced and sent", { tag: "@calendar" }, async ({ page, pb }) => {
  await setReservationState(pb, "open");
  const standard = await pb.collection("room_types").getFirstListItem('slug = "standard"');
  const settings = await settingsRecord(pb);
  const formCode = await holdScript(page, "booking-nights");
  await page.goto("/en/book?room=standard", { waitUntil: "domcontentloaded" });
  await expect.poll(formCode.script, { message: "the form's script was asked for" }).not.toBe("");

  // A guest on a slow phone fills in the server's form before it hydrates.
  await page.locator("#booking-check-in").fill(day(5));
  await page.locator("#booking-check-out").fill(day(7));
  await page.locator('input[name="breakfast"]').check();
  await page.locator("#booking-first-name").fill("Early");
  await page.locator("#booking-last-name").fill("Typist");
  await page.locator("#booking-phone").fill("0780 123 4567");
  formCode.release();

  // Once it hydrates, the form counts what was typed: the nights, the total with breakfast, the request.
  await expect(page.getByTestId("booking-nights")).toHaveText("2 nights");
  const expected = 2 * standard.price_per_night + settings.breakfast_cost * 2;
  await expect.poll(async () => digitsOf((await page.getByTestId("booking-total").textContent()) ?? "")).toContain(String(expected));
  await page.getByRole("button", { name: "Send booking request" }).click();
  const success = page.getByTestId("booking-success");
  await expect(success).toBeVisible();
  const reference = (await success.locator("span").filter({ hasText: /^BK-/ }).textContent())?.trim() ?? "";
  const stored = await pb.collection("booking_requests").getFirstListItem(pb.filter("reference = {:r}", { r: reference }));
  expect(stored).toMatchObject({
    first_name: "Early",
    last_name: "Typist",
    phone: "+9647801234567",
    nights: 2,
    breakfast: true,
    room_type: standard.id,
    total_price: expected,
  });
  expect(stored.check_in.slice(0, 10)).toBe(day(5));
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

for (const l of LOCALES) {
  test(`${l.locale}: phone_only shows the call-to-book panel, and open brings the form back`, async ({ page, pb }) => {
    await setReservationState(pb, "phone_only");
    try {
      // The settings hook revalidates the site at once; 5 s leaves room for a busy machine.
      await expect(async () => {
        await page.goto(l.path);
        await expect(page.getByTestId("reservation-phone_only")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 5_000 });
      const panel = page.getByTestId("reservation-phone_only");
      await expect(panel).toContainText(l.phoneOnly);
      await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
      await expect(page.getByTestId("booking-form")).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === "reservation_state")?.value).toBe("phone_only");
    } finally {
      await setReservationState(pb, "open");
    }
    await expect(async () => {
      await page.goto(l.path);
      await expect(page.getByTestId("booking-form")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 5_000 });
  });
}

// In this file rather than a *.phone.spec.ts so it cannot run while a test above has bookings on phone_only.
test.describe("on a phone", () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
  test.use(pixel7);

  test("ar: tap two days, type the details, send, and the request is stored", { tag: "@calendar" }, async ({ page, pb }) => {
    await setReservationState(pb, "open");
    await page.goto("/book?room=twin");
    await expect(page.getByTestId("booking-form")).toBeVisible();
    const calendar = stayCalendar(page);
    await expect(calendar.grid).toBeVisible();
    await calendar.hydrated();
    // Days three and four from today: in the month shown, or one "next month" tap away.
    for (const date of [day(3), day(4)]) {
      const cell = calendar.cell(date).getByRole("button");
      if (!(await cell.isVisible())) await calendar.next.tap();
      await cell.tap();
    }
    await expect(page.getByTestId("booking-nights")).toHaveText("ليلة واحدة");
    await page.locator("#booking-first-name").fill("علي");
    await page.locator("#booking-last-name").fill("هاتف");
    await page.locator("#booking-phone").fill("07701234567");
    await page.getByRole("button", { name: "أرسل طلب الحجز" }).tap();

    const success = page.getByTestId("booking-success");
    await expect(success).toContainText("لتأكيد الحجز، يرجى الاتصال على الرقم التالي");
    const reference = (await success.locator("span").filter({ hasText: /^BK-/ }).textContent())?.trim() ?? "";
    const stored = await pb.collection("booking_requests").getFirstListItem(pb.filter("reference = {:r}", { r: reference }));
    expect(stored).toMatchObject({ first_name: "علي", nights: 1, locale: "ar" });
    expect(stored.check_in.slice(0, 10)).toBe(day(3));
  });
});
