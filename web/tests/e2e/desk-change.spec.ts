// The desk's daily operations, part a, in both languages, as a receptionist
// works when a guest calls: a confirmed stay moved to nights that are full
// (refused, naming the room type) and then to free ones (repriced; the
// guest's page shows the new price), and a request taken by phone without an
// e-mail, confirmed at once, its private link offered as a WhatsApp message.
// Nights far ahead and of this test's own, so the test holds on any day.
import type PocketBase from "pocketbase";
import { expect, test } from "./fixtures";
import { day } from "./booking-values";
import { addDays, createDeskMember, makeRequest, signInToDesk } from "./desk-helpers";
import { uniqueTag } from "./staff-helpers";

const LOCALES = [
  {
    locale: "ar",
    prefix: "",
    offset: 300,
    first: "حسين",
    last: "الموسوي",
    change: "تعديل الإقامة",
    save: "حفظ الإقامة الجديدة",
    full: "محجوز بالكامل",
    newRequest: "طلب جديد (هاتف، واتساب، حضوري)",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    phone: "الهاتف",
    checkIn: "الوصول",
    checkOut: "المغادرة",
    roomType: "نوع الغرفة (السطر 1)",
    guestLocale: "لغة الضيف",
    adults: "البالغون",
    confirm: "أكّده الآن",
    saveRequest: "حفظ الطلب",
    open: "فتح الطلب",
    confirmed: "مؤكَّد",
    source: "الهاتف",
    guestConfirmed: "مؤكد: نتطلع إلى استقبالكم.",
    greeting: "مرحبًا",
  },
  {
    locale: "en",
    prefix: "/en",
    offset: 330,
    first: "Hussein",
    last: "Al-Musawi",
    change: "Change the stay",
    save: "Save the new stay",
    full: "Fully booked",
    newRequest: "New request (phone, WhatsApp, walk-in)",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    checkIn: "Check-in",
    checkOut: "Check-out",
    roomType: "Room type (line 1)",
    guestLocale: "Guest's language",
    adults: "Adults",
    confirm: "Confirm it now",
    saveRequest: "Save the request",
    open: "Open the request",
    confirmed: "Confirmed",
    source: "Phone",
    guestConfirmed: "Confirmed: we look forward to welcoming you.",
    greeting: "Hello",
  },
] as const;

const digitsOf = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, "");

const randomReference = () =>
  `BK-${Array.from({ length: 6 }, () => "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[Math.floor(Math.random() * 31)]).join("")}`;

/** Every room of `room` taken on `night`, by confirmed requests of at most 20 rooms (a request's limit). */
async function fillNight(pb: PocketBase, room: { id: string; count: number; price: number }, night: string, tag: string) {
  for (let left = room.count; left > 0; left -= 20) {
    const rooms = Math.min(20, left);
    await pb
      .collection("booking_requests")
      .create({
        reference: randomReference(),
        status: "confirmed",
        locale: "en",
        check_in: `${night} 00:00:00.000Z`,
        check_out: `${addDays(night, 1)} 00:00:00.000Z`,
        nights: 1,
        guests: rooms * 2,
        rooms,
        first_name: "Block",
        last_name: tag,
        phone: "+9647700000000",
        room_type: room.id,
        room_lines: [{ room_type: room.id, rooms, adults: rooms * 2, children: 0 }],
        total_price: room.price * rooms,
        currency: "IQD",
      })
      .catch((error: { response?: unknown }) => {
        throw new Error(`blocking ${night}: ${JSON.stringify(error.response)}`);
      });
  }
}

for (const l of LOCALES) {
  test(`${l.locale}: change a confirmed stay (refused when full, repriced otherwise) and take a phone request without e-mail`, async ({
    browser,
    pb,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const rooms = await pb.collection("room_types").getFullList({ filter: "published = true", sort: "room_count" });
    const type = rooms[0]!;
    const room = { id: type.id, price: type.price_per_night as number, count: type.room_count as number };
    const start = day(l.offset);
    const made = await makeRequest(pb, room, {
      checkIn: start,
      status: "confirmed",
      first: l.first,
      last: `${l.last} ${tag}`,
      phone: "+9647801110000",
      locale: l.locale,
    });
    const full = addDays(start, 10);
    await fillNight(pb, room, addDays(full, 1), tag);

    const clerk = await createDeskMember(pb, "reservations", `Rana ${tag}`);
    const context = await browser.newContext();
    const guestContext = await browser.newContext();
    try {
      const desk = await context.newPage();
      const guest = await guestContext.newPage();
      await guest.goto(`${l.prefix}/request/${made.token}`);
      const totalBefore = digitsOf(await guest.getByTestId("request-total").innerText());

      await signInToDesk(desk, clerk, l.locale, `/requests/${made.id}`);
      await desk.getByRole("link", { name: l.change }).click();
      await expect(desk).toHaveURL(new RegExp(`/desk/requests/${made.id}/change$`));

      // Onto nights that are full: refused, the room type named, nothing changed.
      await desk.getByLabel(l.checkIn, { exact: true }).fill(full);
      await desk.getByLabel(l.checkOut, { exact: true }).fill(addDays(full, 3));
      await desk.getByRole("button", { name: l.save }).click();
      const error = desk.getByTestId("desk-stay-error");
      await expect(error).toContainText(l.full);
      await expect(error).toContainText(String(l.locale === "ar" ? type.name_ar : type.name_en));
      expect((await pb.collection("booking_requests").getOne(made.id)).check_in).toBe(`${start} 00:00:00.000Z`);

      // Onto free nights, one more: repriced by PocketBase; the guest's page shows it.
      const moved = addDays(start, 20);
      await desk.getByLabel(l.checkIn, { exact: true }).fill(moved);
      await desk.getByLabel(l.checkOut, { exact: true }).fill(addDays(moved, 3));
      await desk.getByRole("button", { name: l.save }).click();
      await expect(desk).toHaveURL(new RegExp(`/desk/requests/${made.id}$`));
      const stored = await pb.collection("booking_requests").getOne(made.id);
      expect(stored).toMatchObject({ check_in: `${moved} 00:00:00.000Z`, nights: 3, status: "confirmed" });
      expect(digitsOf(await desk.getByTestId("desk-total").innerText())).toContain(String(stored.total_price));
      await guest.reload();
      const totalAfter = digitsOf(await guest.getByTestId("request-total").innerText());
      expect(totalAfter).toContain(String(stored.total_price));
      expect(totalAfter).not.toBe(totalBefore);

      // A request by phone, without an e-mail, confirmed at once.
      await desk.goto(`${l.prefix}/desk/requests`);
      await desk.getByRole("link", { name: l.newRequest }).click();
      const arrival = addDays(start, 26);
      await desk.getByLabel(l.guestLocale).selectOption(l.locale);
      await desk.getByLabel(l.firstName).fill(l.first);
      await desk.getByLabel(l.lastName).fill(`${l.last} ${tag}`);
      await desk.getByLabel(l.phone, { exact: true }).fill("0780 222 3344");
      await desk.getByLabel(l.checkIn, { exact: true }).fill(arrival);
      await desk.getByLabel(l.checkOut, { exact: true }).fill(addDays(arrival, 2));
      await desk.getByLabel(l.roomType).selectOption(room.id);
      await desk.getByLabel(l.adults).first().fill("2");
      await desk.getByLabel(l.confirm).check();
      await desk.getByRole("button", { name: l.saveRequest }).click();
      const result = desk.getByTestId("desk-request-made");
      await expect(result).toBeVisible();
      const link = await desk.getByTestId("desk-private-link").innerText();
      expect(link).toMatch(new RegExp(`${l.prefix}/request/[A-Za-z0-9_-]{43}$`));
      const whatsapp = new URL((await desk.getByTestId("desk-whatsapp-link").getAttribute("href"))!);
      expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/9647802223344");
      const text = whatsapp.searchParams.get("text") ?? "";
      expect(text).toContain(l.greeting);
      expect(text).toContain(link);

      await result.getByRole("link", { name: l.open }).click();
      await expect(desk.getByRole("heading", { level: 1 }).getByTestId("desk-status")).toHaveText(l.confirmed);
      await expect(desk.getByTestId("desk-source")).toHaveText(l.source);
      await guest.goto(new URL(link).pathname);
      await expect(guest.getByText(l.guestConfirmed)).toBeVisible();
    } finally {
      await context.close();
      await guestContext.close();
    }
  });
}
