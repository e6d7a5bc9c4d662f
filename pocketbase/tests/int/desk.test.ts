// The desk's hooks against a real PocketBase (pb_hooks/desk.pb.js): the
// status moves a member may make and when, the fields they may not touch, the
// history written with each change (who, from where, in the same
// transaction), a no-show freeing its nights, the search keys, and accounts:
// sessions of a disabled account end at once, roles change only by a
// manager, and no other account's token passes for a member's.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, pbDay, roomTypeBody } from "../../testing/booking-fixtures";
import { createMember, listen, memberClient, memberToken, type DeskMember } from "../../testing/desk-fixtures";

let server: PocketBaseServer;
let admin: PocketBase;
let clerk: DeskMember;
let manager: DeskMember;
let desk: PocketBase;
let managerDesk: PocketBase;
let room = "";
const today = basraToday();

const CLIENT = "198.51.100.23";
const asClient = { headers: { "X-Hotel-Sign-In-Client": CLIENT } };

async function request(checkIn: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const record = await admin.collection("booking_requests").create(bookingRecord(checkIn, { room_type: room, ...overrides }));
  return record.id;
}

let rooms = 0;
/** A room type of its own with `count` rooms, for a test that counts them. */
async function roomType(count: number): Promise<string> {
  return (await admin.collection("room_types").create(roomTypeBody(`desk-count-${++rooms}`, { room_count: count }))).id;
}

async function refusal(promise: Promise<unknown>): Promise<ClientResponseError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the call should have been refused").toBeInstanceOf(ClientResponseError);
  return error as ClientResponseError;
}

const codeOf = (error: ClientResponseError) => Object.values(error.response.data as Record<string, { code: string }>)[0]?.code;

async function events(id: string) {
  return admin.collection("request_events").getFullList({ filter: admin.filter("request = {:id}", { id }), sort: "created" });
}

/** Rooms of `type` held on `night` in the counts' own table (availability_held, keyed by days since 1970). */
function heldOn(type: string, night: string): number {
  const db = new DatabaseSync(join(server.dataDir, "data.db"), { readOnly: true });
  try {
    const row = db
      .prepare("SELECT rooms FROM availability_held WHERE room_type = ? AND day = ?")
      .get(type, Date.parse(`${night}T00:00:00Z`) / 86_400_000) as { rooms: number } | undefined;
    return row?.rooms ?? 0;
  } finally {
    db.close();
  }
}

async function freeOn(type: string, first: string, nights: number): Promise<number[]> {
  const res = await fetch(`${server.url}/api/availability?first=${first}&nights=${nights}`);
  const body = (await res.json()) as { free: Record<string, number[]> };
  return body.free[type] ?? [];
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  await admin.settings.update({ rateLimits: { enabled: false } });
  room = (await admin.collection("room_types").create(roomTypeBody("desk-room", { room_count: 2 }))).id;
  clerk = await createMember(admin, "reservations", { name: "رنا العلي" });
  manager = await createMember(admin, "manager", { name: "Muna" });
  desk = memberClient(server.url, await memberToken(admin, clerk.id));
  managerDesk = memberClient(server.url, await memberToken(admin, manager.id));
});

afterAll(async () => {
  await server?.stop();
});

describe("deciding on a request from the desk", () => {
  it("confirms a new request and writes who did it, from where, and when, in its history", async () => {
    const id = await request(addDays(today, 20));
    await desk.collection("booking_requests").update(id, { status: "confirmed" }, asClient);
    const record = await admin.collection("booking_requests").getOne(id);
    expect(record.status).toBe("confirmed");
    expect(record.decided_by).toBe(clerk.email);
    const history = await events(id);
    expect(history.map((e) => e.action)).toEqual(["created", "confirmed"]);
    expect(history[1]).toMatchObject({
      from_status: "new",
      to_status: "confirmed",
      actor_kind: "staff",
      actor: clerk.id,
      via: "desk",
      client: CLIENT,
    });
    expect(history[1]!.actor_label).toContain(clerk.email);
    expect(history[0]).toMatchObject({ actor_kind: "superuser", via: "admin" });
  });

  it("declines with a reason the guest reads in their language, and the history keeps it", async () => {
    const id = await request(addDays(today, 21), { locale: "ar" });
    await desk.collection("booking_requests").update(id, { status: "declined", decline_reason_ar: "الفندق محجوز بالكامل" });
    const record = await admin.collection("booking_requests").getOne(id);
    expect(record).toMatchObject({ status: "declined", decline_reason_ar: "الفندق محجوز بالكامل" });
    expect((await events(id)).at(-1)).toMatchObject({ action: "declined", note: "الفندق محجوز بالكامل" });
  });

  it("refuses a move the desk does not make (a declined request confirmed, a new one marked arrived), saying why", async () => {
    const declined = await request(addDays(today, 22), { status: "declined" });
    expect(codeOf(await refusal(desk.collection("booking_requests").update(declined, { status: "confirmed" })))).toBe("desk_not_allowed");
    const fresh = await request(today);
    expect(codeOf(await refusal(desk.collection("booking_requests").update(fresh, { status: "arrived" })))).toBe("desk_not_allowed");
    expect((await admin.collection("booking_requests").getOne(declined)).status).toBe("declined");
    expect((await admin.collection("booking_requests").getOne(fresh)).status).toBe("new");
  });

  it("marks an arrival only from the day of arrival and before the stay is over", { tags: ["calendar"] }, async () => {
    const future = await request(addDays(today, 3), { status: "confirmed" });
    expect(codeOf(await refusal(desk.collection("booking_requests").update(future, { status: "arrived" })))).toBe("desk_not_yet");
    const past = await request(addDays(today, -2), { status: "confirmed" });
    expect(codeOf(await refusal(desk.collection("booking_requests").update(past, { status: "arrived" })))).toBe("desk_stay_over");
    const arriving = await request(today, { status: "confirmed" });
    await desk.collection("booking_requests").update(arriving, { status: "arrived" });
    expect((await admin.collection("booking_requests").getOne(arriving)).status).toBe("arrived");
  });

  it("a no-show frees the nights from the day it is marked, and the rooms go back on sale", { tags: ["calendar"] }, async () => {
    const type = await roomType(2);
    const checkIn = addDays(today, -1);
    const id = await request(checkIn, {
      room_type: type,
      status: "confirmed",
      rooms: 2,
      check_out: pbDay(addDays(today, 3)),
      nights: 4,
      guests: 2,
    });
    // The public counts start today; yesterday's night is read from the table they come from.
    expect(await freeOn(type, today, 3)).toEqual([0, 0, 0]);
    expect(heldOn(type, checkIn)).toBe(2);
    await desk.collection("booking_requests").update(id, { status: "no_show" });
    const record = await admin.collection("booking_requests").getOne(id);
    expect(String(record.released_from).slice(0, 10)).toBe(today);
    // Yesterday's night stays taken (the rooms were held); from tonight they are free.
    expect(heldOn(type, checkIn)).toBe(2);
    expect(await freeOn(type, today, 3)).toEqual([2, 2, 2]);
  });

  it("an arrived guest keeps their rooms", async () => {
    const type = await roomType(2);
    const id = await request(today, { room_type: type, status: "confirmed", rooms: 1, guests: 1 });
    expect(await freeOn(type, today, 2)).toEqual([1, 1]);
    await desk.collection("booking_requests").update(id, { status: "arrived" });
    expect(await freeOn(type, today, 2)).toEqual([1, 1]);
  });

  it("an arrived guest's rooms are free again when a superuser cancels or deletes the stay in the admin UI", async () => {
    const type = await roomType(2);
    const cancelled = await request(today, { room_type: type, status: "confirmed", rooms: 1, guests: 1 });
    const deleted = await request(today, { room_type: type, status: "confirmed", rooms: 1, guests: 1 });
    for (const id of [cancelled, deleted]) await desk.collection("booking_requests").update(id, { status: "arrived" });
    expect(await freeOn(type, today, 2)).toEqual([0, 0]);
    await admin.collection("booking_requests").update(cancelled, { status: "cancelled" });
    expect(await freeOn(type, today, 2)).toEqual([1, 1]);
    await admin.collection("booking_requests").delete(deleted);
    expect(await freeOn(type, today, 2)).toEqual([2, 2]);
  });

  it("a desk confirmation goes through the inventory guard: the last room cannot be confirmed twice", async () => {
    const type = await roomType(2);
    const night = addDays(today, 40);
    const first = await request(night, { room_type: type, rooms: 2, guests: 2 });
    const second = await request(night, { room_type: type, rooms: 1, guests: 1 });
    await desk.collection("booking_requests").update(first, { status: "confirmed" });
    expect(codeOf(await refusal(managerDesk.collection("booking_requests").update(second, { status: "confirmed" })))).toBe("overbooked");
    expect((await admin.collection("booking_requests").getOne(second)).status).toBe("new");
    // Refused: no history line for a change that did not happen.
    expect((await events(second)).map((e) => e.action)).toEqual(["created"]);
  });

  it("another open desk hears each new request and each decision (PocketBase's realtime, with that member's rules)", async () => {
    const other = await listen(server.url, await memberToken(admin, manager.id), "booking_requests/*");
    const id = await request(addDays(today, 41));
    await expect.poll(() => other.heard.filter((x) => x === id).length, { timeout: 5_000, message: "after the create" }).toBe(1);
    // A confirmation is saved inside the inventory guard's transaction; its event must still reach members.
    await desk.collection("booking_requests").update(id, { status: "confirmed" });
    await expect.poll(() => other.heard.filter((x) => x === id).length, { timeout: 5_000, message: "after the confirmation" }).toBe(2);
    // A guest's cancellation from their page (the site's route, its own transaction).
    const token = "B".repeat(43);
    const cancelled = await request(addDays(today, 42), { guest_token_hash: await sha256(token) });
    const site = await siteAccountClient(server);
    const res = await fetch(`${server.url}/api/site/guest-request/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: site.authStore.token },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => other.heard.filter((x) => x === cancelled).length, { timeout: 5_000, message: "after the guest cancelled" })
      .toBe(2);
    other.close();
  });

  // PocketBase loads pb_hooks in no fixed order (its JS plugin ranges over a
  // map), so the handler that recounts held nights, or the outbox's, is sometimes the outermost
  // of those that open the save's transaction; each must give the event
  // its app back, or the after-success hooks and realtime's rule checks run on
  // the finished transaction and no member hears of the change. Here each is
  // the only such handler in turn: the others are left out.
  it.each([
    ["the held nights' handler", ["desk.pb.js", "inventory.pb.js", "outbox.pb.js"]],
    ["the outbox's handler", ["desk.pb.js", "inventory.pb.js", "availability.pb.js"]],
  ])("another open desk hears a confirmation, a confirmed request made and one deleted, when %s wraps the save", async (_, leftOut) => {
    const hooks = mkdtempSync(join(tmpdir(), "hotel-hooks-"));
    const own = join(import.meta.dirname, "../../pb_hooks");
    cpSync(own, hooks, { recursive: true, filter: (path) => !leftOut.includes(basename(path)) });
    const alone = await startPocketBase({ env: { PB_HOOKS_DIR: hooks } });
    try {
      const su = await superuserClient(alone);
      const type = (await su.collection("room_types").create(roomTypeBody("desk-alone", { room_count: 2 }))).id;
      const member = await createMember(su, "manager", { name: "Muna" });
      const other = await listen(alone.url, await memberToken(su, member.id), "booking_requests/*");
      const heard = (id: string) => other.heard.filter((x) => x === id).length;
      const id = (await su.collection("booking_requests").create(bookingRecord(addDays(today, 43), { room_type: type }))).id;
      await expect.poll(() => heard(id), { timeout: 5_000, message: "after the create" }).toBe(1);
      await memberClient(alone.url, await memberToken(su, member.id))
        .collection("booking_requests")
        .update(id, { status: "confirmed" });
      await expect.poll(() => heard(id), { timeout: 5_000, message: "after the confirmation" }).toBe(2);
      const made = (
        await su.collection("booking_requests").create(bookingRecord(addDays(today, 44), { room_type: type, status: "confirmed" }))
      ).id;
      await expect.poll(() => heard(made), { timeout: 5_000, message: "after a confirmed request was made" }).toBe(1);
      await su.collection("booking_requests").delete(made);
      await expect.poll(() => heard(made), { timeout: 5_000, message: "after the delete" }).toBe(2);
      other.close();
    } finally {
      await alone.stop();
      rmSync(hooks, { recursive: true, force: true });
    }
  });

  it("refuses every other field: prices, dates, names, who decided, the search keys", async () => {
    const id = await request(addDays(today, 23));
    const before = await admin.collection("booking_requests").getOne(id);
    for (const change of [
      { total_price: 1 },
      { check_in: pbDay(addDays(today, 60)) },
      { first_name: "Someone" },
      { decided_by: "someone@example.com" },
      { search_phone: "0" },
      { released_from: pbDay(today) },
      { guest_token_hash: "b".repeat(64) },
      { status: "confirmed", total_price: 1 },
    ]) {
      const error = await refusal(desk.collection("booking_requests").update(id, change));
      expect(error.status, JSON.stringify(change)).toBe(400);
    }
    expect(await admin.collection("booking_requests").getOne(id)).toEqual(before);
  });

  it("keeps staff notes and says so in the history", async () => {
    const id = await request(addDays(today, 24));
    await desk.collection("booking_requests").update(id, { staff_notes: "Wants a quiet room" });
    expect((await events(id)).at(-1)).toMatchObject({ action: "edited", fields: ["staff_notes"] });
  });

  it("writes the guest's own cancellation and the website's request into the history as theirs", async () => {
    const site = await siteAccountClient(server);
    // The site's create path judges the stay against the hotel's data, so one made by a superuser stands in for the stay; the history's actor is what is tested.
    const id = await request(addDays(today, 25));
    await admin.collection("booking_requests").update(id, { guest_token_hash: "a".repeat(64) });
    expect(site.authStore.isValid).toBe(true);
    const token = "A".repeat(43);
    // The guest's page cancels through the site's route with the token of their link (pb_hooks/guest-requests.pb.js).
    await admin.collection("booking_requests").update(id, { guest_token_hash: await sha256(token) });
    const res = await fetch(`${server.url}/api/site/guest-request/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: site.authStore.token },
      body: JSON.stringify({ token }),
    });
    expect(res.status).toBe(200);
    expect((await events(id)).at(-1)).toMatchObject({ action: "cancelled", actor_kind: "guest", via: "guest_page" });
  });
});

async function sha256(text: string): Promise<string> {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(text).digest("hex");
}

describe("what the desk searches by", () => {
  it("keeps the name in the site's normalised form and the phone's digits, whatever script or digits were used", async () => {
    const id = await request(addDays(today, 26), { first_name: "أَحْمَد", last_name: "الحلّة", phone: "+964 780 123 4567" });
    const record = await admin.collection("booking_requests").getOne(id);
    expect(record.search_name).toBe("احمد الحله");
    expect(record.search_phone).toBe("9647801234567");
    const found = await desk.collection("booking_requests").getList(1, 10, {
      filter: desk.filter("search_name ~ {:a} && search_name ~ {:b} && search_phone ~ {:p}", { a: "احمد", b: "حله", p: "7801234567" }),
    });
    expect(found.items.map((r) => r.id)).toEqual([id]);
  });

  it("keeps the keys in step when a superuser corrects the name in the admin UI", async () => {
    const id = await request(addDays(today, 27), { first_name: "Zainab", last_name: "Kadhim" });
    await admin.collection("booking_requests").update(id, { first_name: "Zaineb" });
    expect((await admin.collection("booking_requests").getOne(id)).search_name).toBe("zaineb kadhim");
  });
});

describe("desk accounts", () => {
  it("need the password and then a one-time code (PocketBase's MFA), and a disabled account cannot sign in", async () => {
    const anonymous = new PocketBase(server.url);
    const error = await refusal(anonymous.collection("staff").authWithPassword(clerk.email, clerk.password));
    expect(error.status).toBe(401);
    expect(error.response).toMatchObject({ mfaId: expect.any(String) });

    const idle = await createMember(admin, "reservations", { active: false });
    const disabled = await refusal(anonymous.collection("staff").authWithPassword(idle.email, idle.password));
    expect(disabled.status).toBe(403);
  });

  it("a disabled account's sessions end at once: its token is refused and its realtime subscription hears nothing more", async () => {
    const member = await createMember(admin, "reservations");
    const token = await memberToken(admin, member.id);
    const own = memberClient(server.url, token);
    await request(addDays(today, 28));
    expect((await own.collection("booking_requests").getList(1, 1)).totalItems).toBeGreaterThan(0);

    const listener = await listen(server.url, token, "booking_requests/*");
    const first = await request(addDays(today, 28));
    await expect.poll(() => listener.heard.includes(first), { timeout: 5_000 }).toBe(true);

    await managerDesk.collection("staff").update(member.id, { active: false });
    expect((await own.collection("booking_requests").getList(1, 1)).totalItems).toBe(0);
    expect((await refusal(own.collection("staff").authRefresh())).status).toBe(401);
    const second = await request(addDays(today, 29));
    // A third subscriber, still signed in, hears the second request: the first no longer does.
    const witness = await listen(server.url, await memberToken(admin, clerk.id), "booking_requests/*");
    const third = await request(addDays(today, 29));
    await expect.poll(() => witness.heard.includes(third), { timeout: 5_000 }).toBe(true);
    expect(listener.heard).not.toContain(second);
    expect(listener.heard).not.toContain(third);
    listener.close();
    witness.close();

    const log = await admin
      .collection("account_events")
      .getFullList({ filter: admin.filter("account = {:id}", { id: member.id }), sort: "created" });
    expect(log.map((e) => e.action)).toEqual(["created", "disabled"]);
    expect(log[1]).toMatchObject({ actor: manager.id, actor_kind: "staff" });
  });

  it("a manager creates and changes other accounts; nobody changes their own role or flag, and a reservations member changes no account", async () => {
    const made = await managerDesk.collection("staff").create({
      email: "new-clerk@desk.example.com",
      password: "a-starting-password",
      passwordConfirm: "a-starting-password",
      name: "New clerk",
      role: "reservations",
      active: true,
    });
    await managerDesk.collection("staff").update(made.id, { role: "manager" });
    expect((await admin.collection("staff").getOne(made.id)).role).toBe("manager");

    expect((await refusal(managerDesk.collection("staff").update(manager.id, { active: false }))).status).toBe(400);
    expect((await refusal(desk.collection("staff").update(clerk.id, { role: "manager" }))).status).toBe(400);
    expect((await refusal(desk.collection("staff").update(made.id, { active: false }))).status).toBe(404);
    expect(
      (
        await refusal(
          desk.collection("staff").create({
            email: "x@desk.example.com",
            password: "a-long-password",
            passwordConfirm: "a-long-password",
            name: "X",
            role: "manager",
          }),
        )
      ).status,
    ).toBe(400);
    expect((await admin.collection("staff").getOne(clerk.id)).role).toBe("reservations");
    expect((await admin.collection("staff").getOne(manager.id)).active).toBe(true);
  });

  it("a member changes their own password with the old one, and signing out ends every session of the account", async () => {
    const member = await createMember(admin, "reservations");
    const first = memberClient(server.url, await memberToken(admin, member.id));
    const second = memberClient(server.url, await memberToken(admin, member.id));
    await first
      .collection("staff")
      .update(member.id, { oldPassword: member.password, password: "another-long-password", passwordConfirm: "another-long-password" });
    const third = memberClient(server.url, await memberToken(admin, member.id));
    const res = await fetch(`${server.url}/api/desk/sign-out`, { method: "POST", headers: { authorization: third.authStore.token } });
    expect(res.status).toBe(204);
    for (const client of [second, third]) expect((await refusal(client.collection("staff").authRefresh())).status).toBe(401);
  });

  it("no other account's token passes for a member's: a superuser's and the site's are refused by the staff collection's auth-refresh", async () => {
    const site = await siteAccountClient(server);
    for (const token of [admin.authStore.token, site.authStore.token]) {
      const res = await fetch(`${server.url}/api/collections/staff/auth-refresh`, { method: "POST", headers: { authorization: token } });
      expect([401, 403]).toContain(res.status);
    }
    const res = await fetch(`${server.url}/api/desk/sign-out`, { method: "POST", headers: { authorization: admin.authStore.token } });
    expect([401, 403]).toContain(res.status);
  });
});
