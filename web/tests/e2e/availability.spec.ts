// Availability in a real Chromium, against the production build and the seeded
// stack: when confirmed requests fill a room type's rooms on a night, /book in
// Arabic and English marks that night (calendar and list), refuses a stay
// across it naming the types still free, and takes the stay in one of those;
// a confirmation or a cancellation in PocketBase reaches the open page within
// 2 s; and "N rooms left" shows only at or below the settings' threshold.
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { onOwnDevice } from "./staff-helpers";
import { showCalendarDay } from "./booking-values";

// Each test a guest of its own: the booking limiter counts per client, and other specs book from this machine too.
test.beforeEach(async ({ page }) => onOwnDevice(page));

// Confirms and cancels requests on shared nights of one room type: one test at a time.
test.describe.configure({ mode: "serial" });

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(new Date());

let refCounter = 0;
/** A reference in the site's alphabet, unlikely to meet another spec's. */
function reference(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  let n = Date.now() + ++refCounter;
  let out = "";
  for (let i = 0; i < 6; i++) {
    out += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  return `BK-${out}`;
}

/** The published room type with the fewest rooms, and another. */
async function roomTypes(pb: PocketBase) {
  const rooms = await pb.collection("room_types").getFullList({ filter: "published = true && room_count > 0", sort: "room_count" });
  return { small: rooms[0]!, other: rooms[1]! };
}

/** A request staff have confirmed: `rooms` rooms of `roomType` for the nights first … first + nights − 1. */
async function confirmed(pb: PocketBase, roomType: string, first: string, nights: number, rooms: number, status = "confirmed") {
  return pb.collection("booking_requests").create({
    reference: reference(),
    status,
    locale: "en",
    check_in: `${first} 00:00:00.000Z`,
    check_out: `${addDays(first, nights)} 00:00:00.000Z`,
    nights,
    guests: rooms,
    rooms,
    first_name: "Staff",
    last_name: "Availability",
    phone: "+9647801234567",
    room_type: roomType,
    total_price: 1,
    currency: "IQD",
  });
}

const LOCALES = [
  { locale: "ar", path: "/book", full: "محجوزة بالكامل", stillFree: "ما زال متاحًا في تواريخك", submit: "أرسل طلب الحجز", offset: 300 },
  {
    locale: "en",
    path: "/en/book",
    full: "fully booked",
    stillFree: "Still free on your dates",
    submit: "Send booking request",
    offset: 310,
  },
] as const;

for (const l of LOCALES) {
  test(
    `${l.locale}: a fully booked night is marked and refused, and another room type is offered and taken`,
    { tag: "@calendar" },
    async ({ page, pb }) => {
      const { small, other } = await roomTypes(pb);
      const night = addDays(today(), l.offset);
      const held = await confirmed(pb, small.id, night, 1, small.room_count);
      const mine = pb.filter("last_name = {:name}", { name: `Full-${l.locale}` });
      try {
        await page.goto(`${l.path}?room=${small.slug}`);
        await expect(page.getByTestId("booking-form")).toBeVisible();

        // The night, in the list tied to the date inputs and in the calendar: disabled, its name says why.
        await expect(page.getByTestId("booking-closed-nights")).toContainText(l.full);
        const cell = await showCalendarDay(page, night);
        await expect(cell.locator("button")).toBeDisabled();
        await expect(cell.locator("button")).toHaveAttribute("aria-label", new RegExp(l.full));

        // A stay across it is refused in the browser, naming the other types free on those dates.
        await page.locator("#booking-check-in").fill(addDays(night, -1));
        await page.locator("#booking-check-out").fill(addDays(night, 1));
        await page.locator("#booking-first-name").fill("Layla");
        await page.locator("#booking-last-name").fill(`Full-${l.locale}`);
        await page.locator("#booking-phone").fill("0780 123 4567");
        await page.getByRole("button", { name: l.submit }).click();
        await expect(page.locator("#booking-check-out")).toHaveAttribute("aria-invalid", "true");
        const error = page.locator("#booking-check-out-error");
        await expect(error).toContainText(l.stillFree);
        const otherName = l.locale === "ar" ? other.name_ar : other.name_en;
        await expect(error).toContainText(otherName);
        expect((await pb.collection("booking_requests").getList(1, 1, { filter: mine })).totalItems).toBe(0);

        // The guest takes one of the types offered: the same dates go through.
        await page.locator("#booking-room-type").selectOption(other.slug);
        await page.getByRole("button", { name: l.submit }).click();
        await expect(page.getByTestId("booking-success")).toBeVisible();
        const stored = await pb.collection("booking_requests").getFirstListItem(mine);
        expect(stored.room_type).toBe(other.id);
      } finally {
        await pb.collection("booking_requests").delete(held.id);
        for (const r of await pb.collection("booking_requests").getFullList({ filter: mine }))
          await pb.collection("booking_requests").delete(r.id);
      }
    },
  );
}

test("a confirmation and a cancellation reach an open /book within 2 s", async ({ page, pb }) => {
  const { small } = await roomTypes(pb);
  const night = addDays(today(), 320);
  await page.goto(`/en/book?room=${small.slug}`);
  await expect(page.getByTestId("booking-form")).toBeVisible();
  const cell = await showCalendarDay(page, night);
  await expect(cell.locator("button")).toBeEnabled();
  // Let the live watcher (loaded after the page) subscribe before the save.
  await page.waitForTimeout(1_000);

  let saved = Date.now();
  const held = await confirmed(pb, small.id, night, 1, small.room_count);
  try {
    await expect(cell.locator("button")).toBeDisabled({ timeout: 2_000 });
    test.info().annotations.push({ type: "confirmation-to-page", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });
    saved = Date.now();
    await pb.collection("booking_requests").update(held.id, { status: "cancelled" });
    await expect(cell.locator("button")).toBeEnabled({ timeout: 2_000 });
    test.info().annotations.push({ type: "cancellation-to-page", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });
  } finally {
    await pb.collection("booking_requests").delete(held.id);
  }
});

test("'N rooms left' shows only at or below the threshold staff set", async ({ page, pb }) => {
  const { small, other } = await roomTypes(pb);
  const settings = (await pb.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
  expect(settings.rooms_left_threshold).toBe(3);
  const night = addDays(today(), 330);
  // One of the small type's rooms confirmed: the rest are left, at or below the threshold.
  const held = await confirmed(pb, small.id, night, 1, 1);
  try {
    await page.goto(`/en/book?room=${small.slug}`);
    await page.locator("#booking-check-in").fill(night);
    await page.locator("#booking-check-out").fill(addDays(night, 1));
    const left = small.room_count - 1;
    expect(left, "the seeded type with the fewest rooms has at most 4").toBeLessThanOrEqual(3);
    const note = page.getByTestId("booking-rooms-left");
    await expect(note).toHaveText(
      left === 1 ? `${small.name_en}: only 1 room left for these dates.` : `${small.name_en}: only ${left} rooms left for these dates.`,
    );
    // A type with more free rooms than the threshold says nothing.
    expect(other.room_count).toBeGreaterThan(3);
    await page.locator("#booking-room-type").selectOption(other.slug);
    await expect(note).toHaveText("");
  } finally {
    await pb.collection("booking_requests").delete(held.id);
  }
});
