// Payments, the export and the printed arrivals, in both languages, as staff
// use them: a deposit recorded on a guest arriving today, paid and due on the
// request, on Today's arrivals and on the guest's own page; a mistake
// corrected by a refund, both lines in the history; the CSV of the day's
// arrivals downloaded by a manager and parsed with the Arabic names intact;
// the arrivals list printed to an A4 PDF by Chromium and read back. Holds on
// every day: the request arrives on Basra's today, and the ranges are that day.
import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures";
import { day } from "./booking-values";
import { createDeskMember, DESK_COOKIE, deskToken, makeRequest, signInToDesk } from "./desk-helpers";
import { uniqueTag } from "./staff-helpers";

const LOCALES = [
  {
    locale: "ar",
    prefix: "",
    first: "زينب",
    last: "البصري",
    amount: "المبلغ",
    method: "طريقة الدفع",
    kind: "دفعة أو إرجاع",
    note: "ملاحظة (للموظفين فقط)",
    record: "سجّل",
    zaincash: "زين كاش",
    cash: "نقدًا",
    refund: "إرجاع (يصحّح دفعة)",
    paid: "المدفوع",
    download: "نزّل ملف CSV",
    from: "من",
    to: "إلى",
    tooLarge: "لا يمكن أن يُعاد أكثر مما دُفع بتلك العملة.",
    amountInvalid: "اكتب مبلغًا أكبر من صفر",
    historyPayment: "دفعة",
    historyRefund: "إرجاع",
    nameColumn: "الاسم الأول",
  },
  {
    locale: "en",
    prefix: "/en",
    first: "Layla",
    last: "Jaber",
    amount: "Amount",
    method: "Method",
    kind: "Payment or refund",
    note: "Note (staff only)",
    record: "Record",
    zaincash: "ZainCash",
    cash: "Cash",
    refund: "Refund (corrects a payment)",
    paid: "Paid",
    download: "Download CSV",
    from: "From",
    to: "To",
    tooLarge: "A refund cannot give back more than was paid in that currency.",
    amountInvalid: "Type an amount above zero",
    historyPayment: "payment of",
    historyRefund: "refund of",
    nameColumn: "First name",
  },
] as const;

/** RFC 4180 as Excel writes and reads it: quoted cells, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (c !== "\r") cell += c;
  }
  return rows;
}

/** A PDF's text as Chromium laid it out: Arabic glyphs come as presentation forms, in visual order. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.normalize("NFKC").replace(/[\u064B-\u065F]/g, "");
}
const inPdf = (text: string, words: string) => text.includes(words) || text.includes([...words].reverse().join(""));

for (const l of LOCALES) {
  test(`${l.locale}: a deposit and a refund, paid and due everywhere, the CSV and the printed arrivals`, async ({ browser, pb }) => {
    test.setTimeout(180_000);
    const today = day(0);
    const tag = uniqueTag();
    const last = `${l.last} ${tag}`;
    const rooms = await pb.collection("room_types").getFullList({ sort: "-room_count" });
    const room = { id: rooms[0]!.id, price: rooms[0]!.price_per_night as number };
    const guest = await makeRequest(pb, room, {
      checkIn: today,
      status: "confirmed",
      first: l.first,
      last,
      phone: "+9647801112233",
      locale: l.locale,
    });
    const total = room.price * 2;
    const deposit = Math.min(50_000, Math.floor(total / 2));
    const manager = await createDeskMember(pb, "manager", l.locale === "ar" ? `منى ${tag}` : `Muna ${tag}`);
    const context = await browser.newContext({ acceptDownloads: true });
    try {
      const desk = await context.newPage();
      await signInToDesk(desk, manager, l.locale, `/requests/${guest.id}`);
      const panel = desk.getByTestId("desk-payments");
      const form = desk.getByTestId("desk-payment-form");
      const record = async (fill: { kind?: string; amount: string; method: string; note?: string }) => {
        if (fill.kind) await form.getByLabel(l.kind).selectOption({ label: fill.kind });
        await form.getByLabel(l.amount).fill(fill.amount);
        await form.getByLabel(l.method).selectOption({ label: fill.method });
        if (fill.note) await form.getByLabel(l.note).fill(fill.note);
        await form.getByRole("button", { name: l.record }).click();
      };

      // Nothing the server would take: a clear error, nothing recorded.
      await record({ amount: "0", method: l.cash });
      await expect(form.getByRole("alert")).toContainText(l.amountInvalid);

      // The deposit, typed in Arabic-Indic digits on the Arabic desk.
      const typed = l.locale === "ar" ? [...String(deposit)].map((d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]).join("") : String(deposit);
      await record({ amount: typed, method: l.zaincash, note: `deposit ${tag}` });
      await expect(panel.getByTestId("desk-payment-lines").locator("tbody tr")).toHaveCount(1);
      const digits = (text: string | null) =>
        Number((text ?? "").replace(/[^\d٠-٩]/g, "").replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))));
      await expect.poll(async () => digits(await panel.getByTestId("desk-paid").textContent())).toBe(deposit);
      expect(digits(await panel.getByTestId("desk-due").textContent())).toBe(total - deposit);

      // A refund above what was paid is refused; a refund that corrects the deposit is taken.
      await record({ kind: l.refund, amount: String(deposit + 1), method: l.zaincash });
      await expect(form.getByRole("alert")).toHaveText(l.tooLarge);
      await record({ kind: l.refund, amount: "1000", method: l.zaincash, note: `typo ${tag}` });
      await expect(panel.getByTestId("desk-payment-lines").locator("tbody tr")).toHaveCount(2);
      await expect.poll(async () => digits(await panel.getByTestId("desk-paid").textContent())).toBe(deposit - 1000);
      const history = desk.getByTestId("desk-history");
      await expect(history).toContainText(l.historyPayment);
      await expect(history).toContainText(l.historyRefund);
      await expect(history).toContainText(`typo ${tag}`);

      // Today's arrivals show the balance.
      await desk.goto(`${l.prefix}/desk`);
      const item = desk.getByTestId("today-arrivals").locator(`[data-reference="${guest.reference}"]`);
      await expect
        .poll(async () => digits(await item.getByTestId("desk-balance").textContent()))
        .toBe(Number(`${deposit - 1000}${total - deposit + 1000}`));

      // The guest's page shows paid and due, and nothing of the staff's notes.
      const guestPage = await context.newPage();
      await guestPage.goto(`${l.prefix}/request/${guest.token}`);
      expect(digits(await guestPage.getByTestId("request-paid").textContent())).toBe(deposit - 1000);
      expect(digits(await guestPage.getByTestId("request-due").textContent())).toBe(total - deposit + 1000);
      await expect(guestPage.locator("body")).not.toContainText(`deposit ${tag}`);
      await expect(guestPage.locator("body")).not.toContainText(`typo ${tag}`);

      // The manager's CSV of today's arrivals: a BOM, then the Arabic names as written.
      await desk.goto(`${l.prefix}/desk/export`);
      await desk.getByLabel(l.from).fill(today);
      await desk.getByLabel(l.to).fill(today);
      const [download] = await Promise.all([desk.waitForEvent("download"), desk.getByRole("button", { name: l.download }).click()]);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.toString("utf8").slice(1));
      const header = rows[0]!;
      const row = rows.find((r) => r[0] === guest.reference)!;
      expect(row[header.indexOf(l.nameColumn)]).toBe(l.first);
      expect(row).toContain(last);
      expect(row).toContain("'+9647801112233");
      expect(row.slice(-4, -1).map(Number)).toEqual([total, deposit - 1000, total - deposit + 1000]);

      // The arrivals list printed by Chromium on A4, with the guest's name.
      await desk.goto(`${l.prefix}/desk/arrivals?day=${today}`);
      await expect(desk.getByTestId("desk-arrivals-sheet")).toContainText(last);
      await desk.emulateMedia({ media: "print" });
      await expect(desk.getByRole("banner")).toBeHidden();
      const pdf = await desk.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
      const text = await pdfText(new Uint8Array(pdf));
      expect(inPdf(text, l.first), text).toBe(true);
      expect(inPdf(text, l.last), text).toBe(true);
      expect(text).toContain(guest.reference);
    } finally {
      await context.close();
    }
  });
}

test("a reservations member gets no CSV: the site refuses, and PocketBase would too", async ({ browser, baseURL, pb }) => {
  const today = day(0);
  const tag = uniqueTag();
  const rooms = await pb.collection("room_types").getFullList({ sort: "-room_count" });
  await makeRequest(
    pb,
    { id: rooms[0]!.id, price: rooms[0]!.price_per_night as number },
    { checkIn: today, status: "confirmed", first: "Hidden", last: `Guest ${tag}`, phone: "+9647801112244", locale: "en" },
  );
  const clerk = await createDeskMember(pb, "reservations", `Clerk ${tag}`);
  const context = await browser.newContext();
  try {
    const url = new URL(baseURL!);
    await context.addCookies([
      { name: DESK_COOKIE, value: await deskToken(pb, clerk.id), domain: url.hostname, path: "/", httpOnly: true, sameSite: "Lax" },
    ]);
    const page = await context.newPage();
    const csv = await page.request.get(`/en/desk/export/csv?from=${today}&to=${today}`, { maxRedirects: 0 });
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain(tag);
    await page.goto("/en/desk/export");
    await expect(page).toHaveURL(/\/en\/desk$/);
    await expect(page.getByRole("navigation").getByRole("link", { name: "Export" })).toHaveCount(0);
    // The sheet for the night shift is every member's.
    await page.goto(`/en/desk/arrivals?day=${today}`);
    await expect(page.getByTestId("desk-arrivals-sheet")).toContainText(`Guest ${tag}`);
  } finally {
    await context.close();
  }
});
