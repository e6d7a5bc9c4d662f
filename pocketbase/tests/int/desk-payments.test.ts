// Payments, refunds and the export against a real PocketBase: who may record,
// read, change or delete a line (each role and outsider × each action), what
// PocketBase sets itself (who, when, what it counts), a refund that corrects a
// mistake, both lines in the request's history, the sums the desk and the
// guest's page read, and the manager-only export view.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, roomTypeBody, settingsBody } from "../../testing/booking-fixtures";
import { callAs, deskActors, memberClient, type DeskMember } from "../../testing/desk-fixtures";

type Actor = "reservations" | "manager" | "inactive member" | "site service" | "anonymous" | "forged member";
type Body = Record<string, unknown>;

let server: PocketBaseServer;
let admin: PocketBase;
let members: Record<"reservations" | "manager" | "inactive", DeskMember>;
let tokens: Map<string, string>;
const today = basraToday();
let room = "";
let request = "";
let firstLine = "";

const call = (actor: Actor, method: string, path: string, body?: Body) => callAs(server.url, tokens.get(actor), method, path, body);

const line = (overrides: Body = {}): Body => ({ request, kind: "payment", amount: 50_000, currency: "IQD", method: "cash", ...overrides });
const codeOf = (json: Body) => {
  const data = (json.data ?? {}) as Record<string, { code?: string }>;
  return Object.values(data)[0]?.code ?? "";
};
const newRequest = async (overrides: Body = {}) =>
  (await admin.collection("booking_requests").create(bookingRecord(addDays(today, 20), { room_type: room, ...overrides }))).id;

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  await admin.settings.update({ rateLimits: { enabled: false } });
  const settings = await admin.collection("settings").getFullList();
  if (settings[0]) await admin.collection("settings").update(settings[0].id, { usd_rate: 1310 });
  else await admin.collection("settings").create(settingsBody({ usd_rate: 1310 }));
  room = (await admin.collection("room_types").create(roomTypeBody("payments-room"))).id;
  ({ members, tokens } = await deskActors(server, admin));
  request = await newRequest({ status: "confirmed", total_price: 300_000 });
  firstLine = (await call("reservations", "POST", "/api/collections/payments/records", line({ note: "deposit at the desk" }))).json
    .id as string;
});

afterAll(async () => {
  await server?.stop();
});

describe("who may do what with payments", () => {
  const outsiders: Actor[] = ["inactive member", "site service", "anonymous", "forged member"];

  it.each(["reservations", "manager"] as const)("%s records a payment; PocketBase sets who, when and what it counts", async (actor) => {
    const res = await call(actor, "POST", "/api/collections/payments/records", line({ amount: 20, currency: "USD", method: "card" }));
    expect(res.status).toBe(200);
    const member = actor === "manager" ? members.manager : members.reservations;
    expect(res.json).toMatchObject({ actor: member.id, actor_kind: "staff", counted: 26_200, usd_rate: 1310 });
    expect(String(res.json.actor_label)).toContain(member.email);
    expect(Date.now() - Date.parse(String(res.json.created).replace(" ", "T"))).toBeLessThan(60_000);
  });

  it.each(outsiders)("%s cannot record one", async (actor) => {
    const res = await call(actor, "POST", "/api/collections/payments/records", line());
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await admin.collection("payments").getFullList({ filter: `actor_kind != "staff"` })).length).toBe(0);
  });

  it.each(outsiders)("%s cannot list or view one", async (actor) => {
    const list = await call(actor, "GET", "/api/collections/payments/records");
    expect(list.json.items ?? []).toEqual([]);
    expect((await call(actor, "GET", `/api/collections/payments/records/${firstLine}`)).status).toBe(404);
    const totals = await call(actor, "GET", "/api/collections/payment_totals/records");
    expect(totals.json.items ?? []).toEqual([]);
  });

  it.each(["reservations", "manager", ...outsiders] as Actor[])("%s can neither change nor delete a line", async (actor) => {
    const before = await admin.collection("payments").getOne(firstLine);
    const patch = await call(actor, "PATCH", `/api/collections/payments/records/${firstLine}`, { amount: 1, note: "edited away" });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    expect((await call(actor, "DELETE", `/api/collections/payments/records/${firstLine}`)).status).toBeGreaterThanOrEqual(400);
    expect(await admin.collection("payments").getOne(firstLine)).toEqual(before);
  });

  it("not even a superuser changes or deletes a line (the hook), nor deletes its request", async () => {
    const before = await admin.collection("payments").getOne(firstLine);
    await expect(admin.collection("payments").update(firstLine, { amount: 1 })).rejects.toMatchObject({ status: 400 });
    await expect(admin.collection("payments").delete(firstLine)).rejects.toMatchObject({ status: 400 });
    await expect(admin.collection("booking_requests").delete(request)).rejects.toBeTruthy();
    expect(await admin.collection("payments").getOne(firstLine)).toEqual(before);
  });

  it("records where a line came from as PocketBase saw the connection, not a forwarding header the member sends", async () => {
    const res = await fetch(`${server.url}/api/collections/payments/records`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: tokens.get("reservations")!, "x-forwarded-for": "203.0.113.66" },
      body: JSON.stringify(line({ note: "header test" })),
    });
    expect(res.status).toBe(200);
    const saved = await admin.collection("payments").getOne(((await res.json()) as { id: string }).id);
    expect(saved.client).not.toContain("203.0.113.66");
    expect(saved.client).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it("a member cannot set who, when or what a line counts", async () => {
    for (const forged of [
      { actor: members.manager.id },
      { actor_label: "Someone else" },
      { counted: 1_000_000 },
      { usd_rate: 1 },
      { created: "2020-01-01 00:00:00.000Z" },
      { client: "203.0.113.66" },
    ]) {
      const res = await call("reservations", "POST", "/api/collections/payments/records", line(forged));
      expect(res.status, JSON.stringify(forged)).toBe(400);
      expect(codeOf(res.json)).toBe("payment_field_locked");
    }
  });
});

describe("what a line may hold", () => {
  it.each([
    [{ amount: 0 }, 400],
    [{ amount: -5000 }, 400],
    [{ amount: 1000.5 }, 400],
    [{ amount: 10.555, currency: "USD" }, 400],
    [{ method: "cheque" }, 400],
    [{ currency: "EUR" }, 400],
    [{ kind: "gift" }, 400],
  ])("refuses %j", async (overrides, status) => {
    const res = await call("reservations", "POST", "/api/collections/payments/records", line(overrides));
    expect(res.status).toBe(status);
  });

  it("takes dollars with cents", async () => {
    const res = await call("reservations", "POST", "/api/collections/payments/records", line({ amount: 10.5, currency: "USD" }));
    expect(res.status).toBe(200);
    expect(res.json.counted).toBe(13_755);
  });

  it("refuses a payment on a declined request", async () => {
    const declined = await newRequest({ status: "declined" });
    const res = await call("reservations", "POST", "/api/collections/payments/records", line({ request: declined }));
    expect(res.status).toBe(400);
    expect(codeOf(res.json)).toBe("payment_declined");
  });

  it("refuses a dollar line when no rate is set", async () => {
    const settings = (await admin.collection("settings").getFullList())[0]!;
    await admin.collection("settings").update(settings.id, { usd_rate: 0 });
    try {
      const res = await call("reservations", "POST", "/api/collections/payments/records", line({ currency: "USD", amount: 10 }));
      expect(res.status).toBe(400);
      expect(codeOf(res.json)).toBe("payment_no_rate");
    } finally {
      await admin.collection("settings").update(settings.id, { usd_rate: 1310 });
    }
  });
});

describe("a mistake corrected by a refund", () => {
  it("sums payments less refunds, refuses a refund above what was paid, and keeps both lines in the history", async () => {
    const id = await newRequest({ status: "confirmed", total_price: 400_000 });
    const clerk = memberClient(server.url, tokens.get("reservations")!);
    await clerk.collection("payments").create(line({ request: id, amount: 150_000 }));
    const tooMuch = await call(
      "reservations",
      "POST",
      "/api/collections/payments/records",
      line({ request: id, kind: "refund", amount: 150_001 }),
    );
    expect(tooMuch.status).toBe(400);
    expect(codeOf(tooMuch.json)).toBe("payment_refund_too_large");
    const dollars = await call(
      "reservations",
      "POST",
      "/api/collections/payments/records",
      line({ request: id, kind: "refund", currency: "USD", amount: 1 }),
    );
    expect(codeOf(dollars.json)).toBe("payment_refund_too_large");
    await clerk.collection("payments").create(line({ request: id, kind: "refund", amount: 50_000, note: "typed 150,000 for 100,000" }));

    expect((await clerk.collection("payment_totals").getOne(id)).paid).toBe(100_000);
    const events = await clerk
      .collection("request_events")
      .getFullList({ filter: clerk.filter("request = {:id}", { id }), sort: "created" });
    expect(events.map((e) => e.action)).toEqual(["created", "payment", "refund"]);
    expect(events[2]).toMatchObject({ note: "typed 150,000 for 100,000", actor: members.reservations.id, via: "desk" });
    expect(events[1]!.payment).toBeTruthy();
  });

  it("takes one of two refunds sent at once that together give back more than was paid", async () => {
    const id = await newRequest({ status: "confirmed", total_price: 400_000 });
    await call("reservations", "POST", "/api/collections/payments/records", line({ request: id, amount: 100_000 }));
    const refund = () =>
      call("reservations", "POST", "/api/collections/payments/records", line({ request: id, kind: "refund", amount: 100_000 }));
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await admin.collection("payment_totals").getOne(id)).paid).toBe(0);
  });

  it("shows the guest's page the sum, not the lines", async () => {
    const site = await siteAccountClient(server);
    const token = "T".repeat(43);
    const hash = (await import("node:crypto")).createHash("sha256").update(token).digest("hex");
    const id = await newRequest({ status: "confirmed", total_price: 300_000, guest_token_hash: hash });
    await memberClient(server.url, tokens.get("manager")!)
      .collection("payments")
      .create(line({ request: id, amount: 120_000, note: "staff only: paid by his brother" }));
    const view = await site.send("/api/site/guest-request", { method: "POST", body: { token } });
    expect(view.paid).toBe(120_000);
    expect(view.total_price).toBe(300_000);
    expect(JSON.stringify(view)).not.toContain("brother");
  });
});

describe("the export view", () => {
  it("is a manager's: reservations, a disabled member, the site and a visitor read nothing", async () => {
    const manager = await call("manager", "GET", `/api/collections/desk_export/records?filter=${encodeURIComponent(`id = "${request}"`)}`);
    expect(manager.status).toBe(200);
    expect((manager.json.items as Body[])[0]).toMatchObject({ id: request, total_price: 300_000 });
    expect(Number((manager.json.items as Body[])[0]!.paid)).toBeGreaterThan(0);
    for (const actor of ["reservations", "inactive member", "site service", "anonymous", "forged member"] as const) {
      const list = await call(actor, "GET", "/api/collections/desk_export/records");
      expect(list.json.items ?? [], actor).toEqual([]);
      expect((await call(actor, "GET", `/api/collections/desk_export/records/${request}`)).status, actor).toBe(404);
    }
  });
});

describe("the export route", () => {
  const path = (from: string, to: string) => `/api/desk/export?from=${from}&to=${to}`;
  const arrival = addDays(today, 20);

  it("gives a manager the range's requests, paid included, as rows of its columns", async () => {
    const res = await call("manager", "GET", path(arrival, arrival));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const columns = res.json.columns as string[];
    const rows = (res.json.rows as unknown[][]).map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i]])));
    const ours = rows.find((row) => row.id === request)!;
    expect(ours).toMatchObject({ total_price: 300_000, first_name: "Ali", currency: "IQD" });
    expect(ours.source, "where it came from (phone, WhatsApp, the website…)").toBe(
      (await admin.collection("booking_requests").getOne(request)).source,
    );
    expect(Number(ours.paid)).toBeGreaterThan(0);
    expect(rows.every((row) => String(row.check_in).startsWith(arrival))).toBe(true);
    expect((await call("manager", "GET", path(addDays(today, 21), addDays(today, 22)))).json.rows).not.toContainEqual(
      expect.arrayContaining([request]),
    );
  });

  it.each([
    ["reservations", 403],
    ["inactive member", 403],
    ["site service", 403],
    ["anonymous", 401],
    ["forged member", 401],
  ] as const)("refuses %s (%i)", async (actor, status) => {
    const res = await call(actor, "GET", path(arrival, arrival));
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.json)).not.toContain("Ali");
  });

  it.each([
    [addDays(today, 1), today],
    [today, addDays(today, 366)],
    ["2026-02-30", "2026-03-01"],
    ["yesterday", today],
    [`${today}' OR 1=1 --`, today],
  ])("refuses the range %s → %s", async (from, to) => {
    expect((await call("manager", "GET", path(encodeURIComponent(from), encodeURIComponent(to)))).status).toBe(400);
  });
});
