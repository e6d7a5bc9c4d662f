// Seasonal prices, closed nights and dollars in a real Chromium, against the
// production build and the seeded stack (one season and one closure ahead of
// the seeding day): /book in Arabic and English shows the season's price night
// by night and the closed night, by the calendar and by text, and refuses a
// stay across it; a rate or closure saved in PocketBase reaches /book and the
// rooms page within 2 s; and a guest can add approximate dollars.
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { onOwnDevice } from "./staff-helpers";
import { showCalendarDay } from "./booking-values";

// Each test a guest of its own: the booking limiter counts per client, and other specs book from this machine too.
test.beforeEach(async ({ page }) => onOwnDevice(page));

// Creates and deletes rates that /book and the rooms page show: not alongside each other.
test.describe.configure({ mode: "serial" });

/** The Basra day of a PocketBase date (the admin UI stores 21:00 UTC of the day before). */
const basraDay = (value: string) => new Date(Date.parse(value.replace(" ", "T")) + 3 * 3_600_000).toISOString().slice(0, 10);
const storedDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 3 * 3_600_000).toISOString().replace("T", " ");
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(new Date());

/** Arabic-Indic digits to ASCII, everything else dropped. */
const digitsOf = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, "");

async function seeded(pb: PocketBase) {
  const season = await pb.collection("seasonal_rates").getFirstListItem('name_en = "Pilgrimage season"');
  const closure = await pb.collection("closures").getFirstListItem('published = true && room_type = ""', { sort: "first_night" });
  const deluxe = await pb.collection("room_types").getFirstListItem('slug = "deluxe"');
  return { season, closure, deluxe };
}

const LOCALES = [
  { locale: "ar", path: "/book", season: "سعر موسم الزيارة", closedWord: "مغلقة", submit: "أرسل طلب الحجز" },
  { locale: "en", path: "/en/book", season: "Pilgrimage season rate", closedWord: "closed", submit: "Send booking request" },
] as const;

for (const l of LOCALES) {
  test(
    `${l.locale}: /book prices the season's nights and shows the closed night, and refuses a stay across it`,
    { tag: "@calendar" },
    async ({ page, pb }) => {
      const { season, closure, deluxe } = await seeded(pb);
      const seasonFirst = basraDay(season.first_night);
      const closedNight = basraDay(closure.first_night);
      const reason = l.locale === "ar" ? closure.reason_ar : closure.reason_en;

      await page.goto(`${l.path}?room=deluxe`);
      await expect(page.getByTestId("booking-form")).toBeVisible();

      // The closed night in text, tied to the date inputs for screen readers.
      const list = page.getByTestId("booking-closed-nights");
      await expect(list).toContainText(reason);
      await expect(page.locator("#booking-check-in")).toHaveAttribute("aria-describedby", /booking-closed-nights/);

      // …and in the calendar: disabled, its name says why, and the grid is reachable by keyboard.
      const cell = await showCalendarDay(page, closedNight);
      const button = cell.locator("button");
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("aria-label", new RegExp(`${l.closedWord}.*${reason}`));

      // A stay in the season: each night at the room's price + 25%, and the breakdown says why.
      await page.locator("#booking-check-in").fill(seasonFirst);
      await page.locator("#booking-check-out").fill(addDays(seasonFirst, 2));
      const nightly = deluxe.price_per_night + Math.floor((deluxe.price_per_night * season.percent_change + 50) / 100);
      await expect.poll(async () => digitsOf((await page.getByTestId("booking-total").textContent()) ?? "")).toBe(String(2 * nightly));
      await expect(page.getByTestId("price-summary")).toContainText(l.season);

      // A stay across the closed night is refused in the browser, with the reason; nothing is sent.
      const mine = pb.filter("last_name = {:name}", { name: `Closed-${l.locale}` });
      await page.locator("#booking-check-in").fill(addDays(closedNight, -1));
      await page.locator("#booking-check-out").fill(addDays(closedNight, 1));
      await page.locator("#booking-first-name").fill("Layla");
      await page.locator("#booking-last-name").fill(`Closed-${l.locale}`);
      await page.locator("#booking-phone").fill("0780 123 4567");
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page.locator("#booking-check-out")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#booking-check-out-error")).toContainText(reason);
      expect((await pb.collection("booking_requests").getList(1, 1, { filter: mine })).totalItems).toBe(0);
    },
  );
}

test("a closure and a season saved in PocketBase reach /book and the rooms page within 2 s", async ({ page, pb, request }) => {
  const { deluxe } = await seeded(pb);
  const night = addDays(today(), 200);
  const reason = `Fresh closure ${Date.now().toString(36)}`;
  // Warm the caches so the saves have to expire them.
  await request.get("/en/book");
  await request.get("/en/OurRooms");
  await request.get("/en/OurRooms");

  const closure = await pb.collection("closures").create({
    reason_ar: "إغلاق جديد",
    reason_en: reason,
    published: true,
    first_night: storedDay(night),
    last_night: storedDay(night),
  });
  const cheap = Math.floor(deluxe.price_per_night / 3);
  const season = await pb.collection("seasonal_rates").create({
    name_ar: "عرض الشتاء",
    name_en: "Winter sale",
    published: true,
    first_night: storedDay(addDays(night, 5)),
    last_night: storedDay(addDays(night, 6)),
    room_type: deluxe.id,
    nightly_price: cheap,
  });
  try {
    const saved = Date.now();
    await expect
      .poll(async () => (await (await request.get("/en/book")).text()).includes(reason), { timeout: 2_000, intervals: [50, 100, 100, 200] })
      .toBe(true);
    // The rooms page's "From" price is the season's, and the JSON-LD says the same.
    await expect
      .poll(
        async () => {
          const html = await (await request.get("/en/OurRooms")).text();
          return html.includes(`"price":${cheap}`) && digitsOf(html).includes(String(cheap));
        },
        { timeout: 2_000, intervals: [50, 100, 100, 200] },
      )
      .toBe(true);
    test.info().annotations.push({ type: "save-to-visible", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });

    await page.goto("/en/OurRooms");
    const deluxeCard = page.locator("#deluxe");
    await expect(deluxeCard.locator(".price__amount")).toHaveText(new RegExp(cheap.toLocaleString("en-US")));
    await expect(deluxeCard).toContainText("Lowest nightly price in the next 12 months.");
  } finally {
    await pb.collection("closures").delete(closure.id);
    await pb.collection("seasonal_rates").delete(season.id);
  }
});

test("a guest can add approximate dollars, with the rate and its date, and the choice is remembered", async ({ page, pb }) => {
  const settings = (await pb.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
  await page.goto("/en/OurRooms");
  const dollars = page.locator("#deluxe .usd-approx");
  await expect(dollars).toBeHidden();
  await page.getByRole("button", { name: "Also show approximate US dollars" }).click();
  await expect(dollars).toBeVisible();
  await expect(dollars).toHaveText(/≈ \$\d/);
  await expect(page.locator(".usd-note")).toContainText(`at ${Number(settings.usd_rate).toLocaleString("en-US")} IQD per US dollar`);

  // Remembered (a cookie): the next page (and a reload) shows dollars at once.
  await page.goto("/en/book?room=deluxe");
  await page.locator("#booking-check-in").fill(addDays(today(), 3));
  await page.locator("#booking-check-out").fill(addDays(today(), 4));
  await expect(page.getByTestId("booking-total-usd")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "display_currency")?.value).toBe("USD");
  await page.getByRole("button", { name: "Show prices in Iraqi dinars" }).click();
  await expect(page.getByTestId("booking-total-usd")).toBeHidden();
});
