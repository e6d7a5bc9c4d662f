// The desk's occupancy grid in both languages, as a manager uses it: every
// cell of 60 nights (a month of them seeded here, in a room type of its own)
// shows what PocketBase holds, counted here from the stored requests and
// closures, not by the site's code; a cell opens that night's requests for the
// room type; the room type's name stays in view while the nights scroll; and a
// night closed from the grid is refused by /book within 2 s, then reopened.
import type { Page } from "@playwright/test";
import type PocketBase from "pocketbase";
import { roomTypeBody } from "@hotel/pocketbase/testing/booking-fixtures";
import { expect, test } from "./fixtures";
import { day } from "./booking-values";
import { addDays, createDeskMember, makeRequest, signInToDesk, type Made } from "./desk-helpers";
import { onOwnDevice, uniqueTag } from "./staff-helpers";

const LOCALES = [
  {
    locale: "ar",
    prefix: "",
    closeHeading: "إغلاق ليالٍ",
    first: "الليلة الأولى",
    last: "الليلة الأخيرة",
    room: "نوع الغرفة",
    reasonAr: "السبب الذي يراه الضيوف (بالعربية)",
    reasonEn: "السبب الذي يراه الضيوف (بالإنجليزية)",
    close: "أغلق هذه الليالي",
    closed: "أُغلقت الليالي.",
    lastBeforeFirst: "لا تكون الليلة الأخيرة قبل الأولى.",
    reopen: "أعد الفتح",
    roomFilter: "نوع الغرفة:",
    book: "/book",
    submit: "أرسل طلب الحجز",
  },
  {
    locale: "en",
    prefix: "/en",
    closeHeading: "Close nights",
    first: "First night",
    last: "Last night",
    room: "Room type",
    reasonAr: "Reason shown to guests (Arabic)",
    reasonEn: "Reason shown to guests (English)",
    close: "Close these nights",
    closed: "The nights are closed.",
    lastBeforeFirst: "The last night cannot be before the first.",
    reopen: "Reopen",
    roomFilter: "Room type:",
    book: "/en/book",
    submit: "Send booking request",
  },
] as const;

/** Days of PocketBase's date fields: a stay's day as stored, a closure's night as the Basra day of its instant. */
const stayDay = (value: string) => value.slice(0, 10);
const basraDay = (value: string) => new Date(Date.parse(value.replace(" ", "T")) + 3 * 3_600_000).toISOString().slice(0, 10);

interface Cell {
  held: number;
  waiting: number;
  free: number;
  closed: boolean;
}

/**
 * What PocketBase holds for `nights` nights from `first`, per room type with rooms and night, counted here: a
 * confirmed or arrived request holds its rooms, a no-show until its released_from, a new one waits; a published
 * closure closes its type (or every type) on its nights.
 */
async function stored(pb: PocketBase, first: string, nights: number): Promise<Record<string, Cell[]>> {
  const end = addDays(first, nights);
  const types = (await pb.collection("room_types").getFullList({ batch: 500 })).filter((t) => Number(t.room_count) > 0);
  const requests = await pb.collection("booking_requests").getFullList({
    batch: 500,
    filter: pb.filter("check_in < {:end} && check_out > {:first}", {
      end: `${end} 23:59:59.999Z`,
      first: `${addDays(first, -1)} 00:00:00.000Z`,
    }),
  });
  const closures = await pb.collection("closures").getFullList({ batch: 500, filter: "published = true" });
  const out: Record<string, Cell[]> = {};
  for (const type of types) {
    out[type.id] = Array.from({ length: nights }, (_, i) => {
      const night = addDays(first, i);
      let held = 0;
      let waiting = 0;
      for (const r of requests) {
        const checkIn = stayDay(r.check_in);
        let checkOut = stayDay(r.check_out);
        if (r.status === "no_show" && r.released_from && stayDay(r.released_from) < checkOut) checkOut = stayDay(r.released_from);
        if (night < checkIn || night >= checkOut) continue;
        const lines: { room_type: string; rooms: number }[] =
          Array.isArray(r.room_lines) && r.room_lines.length > 0 ? r.room_lines : [{ room_type: r.room_type, rooms: r.rooms }];
        const rooms = lines.filter((l) => l.room_type === type.id).reduce((n, l) => n + Number(l.rooms), 0);
        if (["confirmed", "arrived", "no_show"].includes(r.status)) held += rooms;
        else if (r.status === "new") waiting += rooms;
      }
      const closed = closures.some(
        (c) => (!c.room_type || c.room_type === type.id) && basraDay(c.first_night) <= night && night <= basraDay(c.last_night),
      );
      return { held, waiting, free: Math.max(0, Number(type.room_count) - held), closed };
    });
  }
  return out;
}

/** What the grid on the page shows, per room type and night: each cell's text (its accessible name) read back. */
async function shown(page: Page): Promise<Record<string, (Cell & { label: string })[]>> {
  return page.getByTestId("occupancy-grid").evaluate((grid) => {
    const out: Record<string, (Cell & { label: string })[]> = {};
    for (const row of grid.querySelectorAll<HTMLElement>("tbody tr")) {
      out[row.dataset.roomType!] = [...row.querySelectorAll<HTMLElement>("td")].map((td) => {
        const label = td.querySelector("a")?.textContent ?? "";
        // "<room>, night of <night>: <free> free, <held> confirmed, ·<waiting> waiting"
        const [, free, held, waiting] = /: (\d+) \S+ (\d+) \S+ ·(\d+) /.exec(label) ?? [];
        return { held: Number(held), waiting: Number(waiting), free: Number(free), closed: td.dataset.closed !== undefined, label };
      });
    }
    return out;
  });
}

test.describe.configure({ mode: "serial" });

for (const l of LOCALES) {
  test(`${l.locale}: the grid shows what PocketBase holds, a cell opens its night's requests, and a night closed here is refused by /book within 2 s`, async ({
    page,
    pb,
    request,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    // A week ahead: the grid's window and the seeded month hold whatever today is (and across a midnight).
    const first = day(7);
    const suite = await pb
      .collection("room_types")
      .create(roomTypeBody(`occupancy-${tag}`, { room_count: 5, published: false, sort_order: 99, price_per_night: 200_000 }));
    const deluxe = await pb.collection("room_types").getFirstListItem('slug = "deluxe"');
    const made: Made[] = [];
    let closureId = "";
    try {
      // A month of requests in the suite: two-night stays every few days, each status.
      const statuses = ["confirmed", "new", "confirmed", "cancelled", "new", "arrived", "declined", "confirmed", "new", "confirmed"];
      for (let i = 0; i < statuses.length; i++) {
        made.push(
          await makeRequest(
            pb,
            { id: suite.id, price: 200_000 },
            {
              checkIn: addDays(first, i * 3),
              status: statuses[i]!,
              first: "Occupancy",
              last: `${tag}-${i}`,
              phone: "+9647700000070",
              locale: l.locale,
            },
          ),
        );
      }
      // And two overlapping stays on the same nights, so a cell counts more than one.
      made.push(
        await makeRequest(
          pb,
          { id: suite.id, price: 200_000 },
          {
            checkIn: addDays(first, 1),
            status: "confirmed",
            first: "Occupancy",
            last: `${tag}-a`,
            phone: "+9647700000071",
            locale: l.locale,
          },
        ),
      );
      made.push(
        await makeRequest(
          pb,
          { id: suite.id, price: 200_000 },
          { checkIn: addDays(first, 1), status: "new", first: "Occupancy", last: `${tag}-b`, phone: "+9647700000072", locale: l.locale },
        ),
      );

      const manager = await createDeskMember(pb, "manager", l.locale === "ar" ? "منى" : "Muna");
      await signInToDesk(page, manager, l.locale, `/occupancy?from=${first}`);
      await expect(page.getByTestId("occupancy-grid")).toBeVisible();

      // Every cell of every room type over the 60 nights, against PocketBase (other specs may book meanwhile: read both again until they agree).
      await expect
        .poll(
          async () => {
            await page.reload();
            const [want, got] = await Promise.all([stored(pb, first, 60), shown(page)]);
            const differences: string[] = [];
            for (const [type, cells] of Object.entries(want)) {
              if (!got[type]) differences.push(`${type}: no row`);
              cells.forEach((cell, i) => {
                const { label, ...seen } = got[type]?.[i] ?? { label: "" };
                if (JSON.stringify(seen) !== JSON.stringify(cell))
                  differences.push(`${type} ${addDays(first, i)}: ${JSON.stringify(seen)} ≠ ${JSON.stringify(cell)} ("${label}")`);
              });
            }
            if (Object.keys(got).length !== Object.keys(want).length)
              differences.push(`rows ${Object.keys(got).length} ≠ ${Object.keys(want).length}`);
            return differences;
          },
          { timeout: 30_000, intervals: [500, 1_000, 2_000] },
        )
        .toEqual([]);
      // The seeded month is in it, not only empty cells: night 1 holds the first stay and the overlapping one, and one waits.
      const seeded = (await shown(page))[suite.id]!;
      expect(seeded[1]).toMatchObject({ held: 2, waiting: 1, free: 3 });

      // The room type's name stays in view while the nights scroll.
      const name = page.locator(`tr[data-room-type="${suite.id}"] th`);
      await page
        .getByTestId("occupancy-grid")
        .evaluate((grid) => grid.scrollBy({ left: grid.scrollWidth * (document.dir === "rtl" ? -1 : 1) }));
      await expect(name).toBeInViewport();
      expect(await name.evaluate((th) => getComputedStyle(th).position)).toBe("sticky");
      // Only the grid scrolls sideways, never the page (its hidden words once widened it, and an Arabic page showed nothing).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      // A cell opens the requests on its night for its room type: by keyboard, as a link.
      const cell = page.locator(`tr[data-room-type="${suite.id}"] td[data-night="${addDays(first, 1)}"] a`);
      await cell.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/requests\\?.*room=${suite.id}`));
      await expect(page.getByTestId("desk-room-filter")).toContainText(l.roomFilter);
      const listed = page.locator("[data-reference]");
      // Night 1: the first stay (nights 0–1), the overlapping pair (nights 1–2); not the next (nights 3–4).
      await expect(listed).toHaveCount(3);
      for (const m of [made[0]!, made[10]!, made[11]!]) await expect(page.locator(`[data-reference="${m.reference}"]`)).toBeVisible();

      // A manager closes one night of deluxe rooms from the grid: one whose neighbours are open and free (the seed closes nights too).
      const open = (await stored(pb, first, 60))[deluxe.id]!;
      const at = open.findIndex((cell, i) => i >= 30 && [-1, 0, 1].every((d) => !open[i + d]?.closed && (open[i + d]?.free ?? 0) > 0));
      expect(at).toBeGreaterThan(0);
      const night = addDays(first, at);
      const reason = { ar: `إغلاق ${tag}`, en: `Closed ${tag}` };
      await page.goto(`${l.prefix}/desk/occupancy?from=${first}`);
      const form = page.getByTestId("occupancy-close");
      await form.getByLabel(l.first).fill(night);
      await form.getByLabel(l.last).fill(night);
      await form.getByLabel(l.room).selectOption(deluxe.id);
      // Without a reason for guests, the browser holds the form back; a last night before the first, the desk refuses in
      // the member's language; what was chosen stays (an emptied form would close the whole hotel tonight); nothing is saved.
      await form.getByRole("button", { name: l.close }).click();
      expect(await form.getByLabel(l.reasonAr).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await form.getByLabel(l.reasonAr).fill(reason.ar);
      await form.getByLabel(l.reasonEn).fill(reason.en);
      await form.getByLabel(l.last).fill(addDays(night, -1));
      await form.getByRole("button", { name: l.close }).click();
      await expect(form.getByRole("alert")).toHaveText(l.lastBeforeFirst);
      await expect(form.getByLabel(l.last)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(l.first)).toHaveValue(night);
      await expect(form.getByLabel(l.room)).toHaveValue(deluxe.id);
      expect((await pb.collection("closures").getList(1, 1, { filter: pb.filter("reason_en = {:r}", { r: reason.en }) })).totalItems).toBe(
        0,
      );
      await form.getByLabel(l.last).fill(night);
      await form.getByRole("button", { name: l.close }).click();
      await expect(form.getByRole("status")).toHaveText(l.closed);
      const saved = Date.now();
      const closure = await pb.collection("closures").getFirstListItem(pb.filter("reason_en = {:r}", { r: reason.en }));
      closureId = closure.id;
      expect(closure).toMatchObject({ published: true, room_type: deluxe.id, reason_ar: reason.ar });
      expect(basraDay(closure.first_night)).toBe(night);
      expect(basraDay(closure.last_night)).toBe(night);
      await expect(page.locator(`tr[data-room-type="${deluxe.id}"] td[data-night="${night}"]`)).toHaveAttribute("data-closed", closure.id);

      // /book has it within 2 s of the save…
      const bookPath = `${l.book}?room=deluxe`;
      await expect
        .poll(async () => (await (await request.get(bookPath)).text()).includes(l.locale === "ar" ? reason.ar : reason.en), {
          timeout: 2_000,
          intervals: [50, 100, 100, 200],
        })
        .toBe(true);
      test.info().annotations.push({ type: "closed-to-refused", description: `${((Date.now() - saved) / 1000).toFixed(2)} s` });
      // …and refuses a stay across the night, with the reason; nothing is sent.
      const guest = await page.context().newPage();
      await onOwnDevice(guest);
      await guest.goto(bookPath);
      await guest.locator("#booking-check-in").fill(addDays(night, -1));
      await guest.locator("#booking-check-out").fill(addDays(night, 1));
      await guest.locator("#booking-first-name").fill("Layla");
      await guest.locator("#booking-last-name").fill(`Closed-${tag}`);
      await guest.locator("#booking-phone").fill("0780 123 4567");
      await guest.getByRole("button", { name: l.submit }).click();
      await expect(guest.locator("#booking-check-out")).toHaveAttribute("aria-invalid", "true");
      await expect(guest.locator("#booking-check-out-error")).toContainText(l.locale === "ar" ? reason.ar : reason.en);
      expect(
        (await pb.collection("booking_requests").getList(1, 1, { filter: pb.filter("last_name = {:n}", { n: `Closed-${tag}` }) }))
          .totalItems,
      ).toBe(0);
      await guest.close();

      // The manager reopens it: the closure stays on record, unpublished, and the cell is open again.
      await page.locator(`[data-closure="${closure.id}"]`).getByRole("button", { name: l.reopen }).click();
      await expect(page.locator(`tr[data-room-type="${deluxe.id}"] td[data-night="${night}"]`)).not.toHaveAttribute("data-closed", /.+/);
      expect((await pb.collection("closures").getOne(closure.id)).published).toBe(false);
    } finally {
      if (closureId)
        await pb
          .collection("closures")
          .delete(closureId)
          .catch(() => {});
      for (const m of made)
        await pb
          .collection("booking_requests")
          .delete(m.id)
          .catch(() => {});
      await pb
        .collection("room_types")
        .delete(suite.id)
        .catch(() => {});
    }
  });
}
