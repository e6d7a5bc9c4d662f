// Hijri dates and Iraq's month names in a real Chromium against the production
// build: the stay calendar and an offer show the Hijri date beside the
// Gregorian one in both languages, the browser's Umm al-Qura calendar agrees
// with the server's, a staff Hijri shift reaches an open /book within 2 s (and
// the offers once revalidated), and no Arabic page names a month يناير…ديسمبر.
// Runs on its own stack (same build): the shift, and /book staying open while
// booking.spec switches reservation_state, must not meet other specs.
import type { Page } from "@playwright/test";
import PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { isSameDocument, markDocument } from "./same-document";
import { startStack, type Stack } from "./stack";
import { day, showCalendarDay, stayCalendar } from "./booking-values";
import { addMonths, dayName, hijriOf, monthCaption, monthOf } from "../../src/components/booking/calendar-dates";

test.describe.configure({ mode: "serial" });

let stack: Stack;
let admin: PocketBase;
const url = (path: string) => new URL(path, stack.webUrl).toString();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startStack({ distDir: process.env.NEXT_DIST_DIR || ".next-e2e", build: "never", log: () => undefined });
  admin = new PocketBase(stack.pbUrl);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
});

test.afterAll(async () => {
  await stack?.stop();
});

const LOCALES = [
  { locale: "ar", tag: "ar-IQ-u-nu-latn", prefix: "" },
  { locale: "en", tag: "en-US", prefix: "/en" },
] as const;

/** The Hijri date the runner's Node (the server's runtime) gives a day. */
function hijriOnServer(day: string, tag: string, shift = 0): string {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + shift * 86_400_000);
  return new Intl.DateTimeFormat(tag, {
    calendar: "islamic-umalqura",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

async function settingsRecord() {
  return admin.collection("settings").getFirstListItem("", { sort: "-created" });
}

/** A day's button in the calendar, turning to the next month if the day is not in the one shown. */
async function calendarDay(page: Page, date: string) {
  return (await showCalendarDay(page, date)).getByRole("button");
}

/** A month name most Arabic locales use, beside a day or year number (as dates write them). */
const OTHER_ARABIC_MONTH =
  /\d\s*(يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)|(يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)\s*\d/;
const IRAQI_MONTH = /كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول/;

/** Everything a page says, to eyes or to a screen reader: its text, hidden text, names and descriptions. */
function everythingSaid(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("script, style, template")) continue;
      for (const attr of ["aria-label", "aria-description", "title", "alt", "placeholder"]) {
        const value = el.getAttribute(attr);
        if (value) texts.push(value);
      }
      if (el.hasAttribute("hidden")) texts.push(el.textContent ?? "");
    }
    return texts.join("\n");
  });
}

test("Chromium's Umm al-Qura calendar gives the day the server's Node gives, for three years of days", async ({ page }) => {
  const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
  await page.goto(url("/en"));
  for (const { tag } of LOCALES) {
    const inBrowser = await page.evaluate(
      ({ days, tag }) =>
        days.map((d) =>
          new Intl.DateTimeFormat(tag, {
            calendar: "islamic-umalqura",
            day: "numeric",
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }).format(new Date(`${d}T00:00:00Z`)),
        ),
      { days, tag },
    );
    expect(inBrowser).toEqual(days.map((d) => hijriOnServer(d, tag)));
  }
  // And Umm al-Qura's own: 1 Ramadan 1447 is 18 February 2026.
  expect(hijriOnServer("2026-02-18", "ar-IQ-u-nu-latn")).toBe("1 رمضان 1447 هـ");
});

test(
  "the calendar's words in Chromium are the ones the server wrote, for every month a stay can be in",
  { tag: "@calendar" },
  async ({ page }) => {
    test.setTimeout(120_000);
    // The server renders the calendar's first month and the browser hydrates it: their Intl must agree.
    for (const l of LOCALES) {
      await page.goto(url(`${l.prefix}/book`));
      const calendar = stayCalendar(page);
      await expect(calendar.grid).toBeVisible();
      await calendar.hydrated();
      const today = day(0);
      for (let month = monthOf(today); ; month = addMonths(month, 1)) {
        const caption = monthCaption(month, l.locale, 0);
        await expect(calendar.caption).toHaveText(caption.month);
        // Exact: Playwright's text and name matchers make every kind of space one.
        expect(await calendar.grid.getAttribute("aria-label")).toBe(`${caption.month} (${caption.hijri})`);
        expect(await calendar.caption.evaluate((status) => status.nextElementSibling?.textContent)).toBe(caption.hijri);
        const days = await calendar.grid.locator("td[data-day] button").evaluateAll((buttons) =>
          buttons.map((b) => ({
            day: b.closest("td")!.getAttribute("data-day")!,
            name: b.getAttribute("aria-label")!,
            hijriDay: b.getAttribute("data-hijri-day"),
            hijri: document.getElementById(b.getAttribute("aria-describedby")!)?.textContent,
          })),
        );
        expect(days.length).toBeGreaterThanOrEqual(28);
        for (const d of days) {
          const hijri = hijriOf(d.day, l.locale, 0);
          // A closed day's name goes on with why it is closed.
          const name = dayName(d.day, l.locale, { today: d.day === today, selected: false });
          expect(d.name.startsWith(name), `"${d.name}" begins "${name}"`).toBe(true);
          expect([d.hijriDay, d.hijri], d.day).toEqual([hijri.dayOfMonth, hijri.date]);
        }
        if ((await calendar.next.getAttribute("aria-disabled")) === "true") break;
        await calendar.next.click();
      }
    }
  },
);

for (const l of LOCALES) {
  test(`${l.locale}: the stay calendar shows the Hijri date beside each day`, { tag: "@calendar" }, async ({ page }) => {
    await page.goto(url(`${l.prefix}/book`));
    await expect(page.getByTestId("booking-form")).toBeVisible();
    const date = day(3);
    const button = await calendarDay(page, date);
    const hijri = hijriOnServer(date, l.tag);
    await expect(button).toHaveAccessibleDescription(hijri);
    // Its day of the Hijri month, under the day's own number.
    await expect(button).toHaveAttribute("data-hijri-day", hijri.match(/\d+/)![0]);
    // The Hijri months under the caption, and in the grid's name.
    await expect(stayCalendar(page).root).toContainText(l.locale === "ar" ? /هـ/ : /AH/);
    await expect(stayCalendar(page).grid).toHaveAccessibleName(l.locale === "ar" ? /هـ\)$/ : /AH\)$/);
  });

  test(`${l.locale}: an offer shows the Hijri dates of its validity, on its page and in the list`, async ({ page }) => {
    // The seed's offer runs from 1 January 2025 to 31 December 2027 (Basra days).
    const offer = await admin.collection("offers").getFirstListItem('published = true && valid_from != ""', { sort: "sort_order" });
    const [from, through] = l.locale === "ar" ? ["1 رجب 1446 هـ", "3 شعبان 1449 هـ"] : ["Rajab 1, 1446 AH", "Shaʻban 3, 1449 AH"];
    expect(hijriOnServer("2025-01-01", l.tag)).toBe(from);
    await page.goto(url(`${l.prefix}/offerDetails-${offer.id}`));
    await expect(page.locator(".offer-detail__aside dd").first()).toContainText(`(${from})`);
    await expect(page.locator(".offer-detail__aside dd").first()).toContainText(`(${through})`);
    await page.goto(url(`${l.prefix}/offers`));
    await expect(page.locator(".offer-card .card__meta").first()).toContainText(`(${from})`);
  });
}

test("a staff Hijri shift shows on an open /book within 2 s, and on the offers once revalidated", async ({ page, request }) => {
  test.setTimeout(90_000);
  const settings = await settingsRecord();
  expect(settings.hijri_shift).toBe(0);
  const offer = await admin.collection("offers").getFirstListItem('published = true && valid_from != ""', { sort: "sort_order" });

  await page.goto(url("/book"));
  await expect(page.getByTestId("booking-form")).toBeVisible();
  const date = day(3);
  const button = await calendarDay(page, date);
  await expect(button).toHaveAccessibleDescription(hijriOnServer(date, "ar-IQ-u-nu-latn"));
  await markDocument(page);
  // Let the realtime connection come up before changing anything.
  await page.waitForLoadState("networkidle");
  // The offer page cached with the shift of 0.
  await request.get(url(`/offerDetails-${offer.id}`));

  try {
    await admin.collection("settings").update(settings.id, { hijri_shift: -1 });
    const saved = Date.now();
    await expect(button).toHaveAccessibleDescription(hijriOnServer(date, "ar-IQ-u-nu-latn", -1), { timeout: 2_000 });
    test.info().annotations.push({ type: "save-to-calendar", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });
    expect(await isSameDocument(page)).toBe(true);

    // 1 January 2025 was 1 Rajab 1446 in Umm al-Qura; a day back, 30 Jumada II.
    const shifted = `(${hijriOnServer("2025-01-01", "ar-IQ-u-nu-latn", -1)})`;
    expect(shifted).toBe("(30 جمادى الآخرة 1446 هـ)");
    await expect
      .poll(async () => (await (await request.get(url(`/offerDetails-${offer.id}`))).text()).includes(shifted), { timeout: 5_000 })
      .toBe(true);
    await expect.poll(async () => (await (await request.get(url("/offers"))).text()).includes(shifted), { timeout: 5_000 }).toBe(true);
  } finally {
    await admin.collection("settings").update(settings.id, { hijri_shift: 0 });
  }
  await expect(button).toHaveAccessibleDescription(hijriOnServer(date, "ar-IQ-u-nu-latn"), { timeout: 2_000 });
});

test("no Arabic page names a month يناير…ديسمبر: /book with the calendar open on every month, /offers, an offer", async ({ page }) => {
  test.setTimeout(90_000);
  const offer = await admin.collection("offers").getFirstListItem("published = true", { sort: "sort_order" });

  await page.goto(url("/book"));
  await expect(page.getByTestId("booking-form")).toBeVisible();
  // Pick a stay, so the form's own dates (nights, price lines) are on the page too.
  await (await calendarDay(page, day(3))).click();
  await (await calendarDay(page, day(5))).click();
  const { next, caption: shownMonth } = stayCalendar(page);
  const captions = new Set<string>();
  for (;;) {
    const caption = (await shownMonth.textContent()) ?? "";
    captions.add(caption);
    const said = await everythingSaid(page);
    expect(said, caption).toMatch(IRAQI_MONTH);
    expect(said.match(OTHER_ARABIC_MONTH)?.[0] ?? null, caption).toBeNull();
    if ((await next.getAttribute("aria-disabled")) === "true") break;
    await next.click();
    await expect(shownMonth).not.toHaveText(caption);
  }
  // Bookings open a year ahead: every month of the year was seen.
  expect(captions.size).toBeGreaterThanOrEqual(12);

  // The offers write their validity in dates; the home page has none, and must keep it so.
  for (const [path, hasDates] of [
    ["/offers", true],
    [`/offerDetails-${offer.id}`, true],
    ["/", false],
  ] as const) {
    await page.goto(url(path));
    const said = await everythingSaid(page);
    if (hasDates) expect(said, path).toMatch(IRAQI_MONTH);
    expect(said.match(OTHER_ARABIC_MONTH)?.[0] ?? null, path).toBeNull();
  }
});
