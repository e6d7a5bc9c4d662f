// The desk's occupancy grid (pb_hooks/desk-occupancy.pb.js) against a real
// PocketBase: its counts agree, cell by cell, with counting the stored
// requests here (confirmed and arrived hold rooms, new ones wait, cancelled
// and declined ones count nowhere, a room line per type); closures mark the
// nights they close, for their room type or the whole hotel, drafts not at
// all; a manager's closure shows at once and a reopened one goes; only an
// active member of staff reads it; and a window it cannot count is refused.
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAccountClient, startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, pbDay, roomTypeBody, ruleNights } from "../../testing/booking-fixtures";
import { createMember, memberClient, memberToken } from "../../testing/desk-fixtures";

interface Grid {
  first: string;
  nights: number;
  types: { id: string; rooms: number; published: boolean; held: number[]; waiting: number[]; closed: number[] }[];
  closures: { id: string; roomType: string; firstNight: string; lastNight: string; reason: { ar: string; en: string } }[];
}

let server: PocketBaseServer;
let admin: PocketBase;
const tokens: Record<string, string> = {};
const rooms: Record<"suite" | "twin", string> = { suite: "", twin: "" };
// Whatever day the test runs: a window of its own, starting tomorrow.
const today = basraToday();
const first = addDays(today, 1);
const NIGHTS = 60;

async function grid(token: string | null, query = `first=${first}&nights=${NIGHTS}`) {
  const res = await fetch(`${server.url}/api/desk/occupancy?${query}`, { headers: token ? { authorization: token } : {} });
  const text = await res.text();
  return { status: res.status, text, body: (res.ok ? JSON.parse(text) : null) as Grid | null };
}

/** What the stored requests hold and ask for, counted here night by night (not by the hook's code). */
async function counted(): Promise<Record<string, { held: number[]; waiting: number[] }>> {
  const out: Record<string, { held: number[]; waiting: number[] }> = {};
  for (const id of Object.values(rooms)) out[id] = { held: Array(NIGHTS).fill(0), waiting: Array(NIGHTS).fill(0) };
  for (const r of await admin.collection("booking_requests").getFullList({ batch: 500 })) {
    const list = r.status === "new" ? "waiting" : ["confirmed", "arrived"].includes(r.status) ? "held" : null;
    if (!list) continue;
    const lines: { room_type: string; rooms: number }[] =
      Array.isArray(r.room_lines) && r.room_lines.length > 0 ? r.room_lines : [{ room_type: r.room_type, rooms: r.rooms }];
    for (let i = 0; i < NIGHTS; i++) {
      const night = addDays(first, i);
      if (night < r.check_in.slice(0, 10) || night >= r.check_out.slice(0, 10)) continue;
      for (const line of lines) {
        const counts = out[line.room_type]?.[list];
        if (counts) counts[i] = (counts[i] ?? 0) + line.rooms;
      }
    }
  }
  return out;
}

const stay = (checkIn: string, nights: number, status: string, lines: [keyof typeof rooms, number][]) =>
  admin.collection("booking_requests").create(
    bookingRecord(checkIn, {
      status,
      check_out: pbDay(addDays(checkIn, nights)),
      nights,
      rooms: lines.reduce((n, [, r]) => n + r, 0),
      guests: 2 * lines.reduce((n, [, r]) => n + r, 0),
      room_type: rooms[lines[0]![0]],
      room_lines: lines.map(([type, n]) => ({ room_type: rooms[type], rooms: n, adults: 2 * n, children: 0 })),
    }),
  );

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  await admin.settings.update({ rateLimits: { enabled: false } });
  rooms.suite = (await admin.collection("room_types").create(roomTypeBody("occupancy-suite", { room_count: 6, sort_order: 1 }))).id;
  rooms.twin = (
    await admin.collection("room_types").create(roomTypeBody("occupancy-twin", { room_count: 4, sort_order: 2, published: false }))
  ).id;
  const clerk = await createMember(admin, "reservations");
  const manager = await createMember(admin, "manager");
  const idle = await createMember(admin, "manager");
  tokens.reservations = await memberToken(admin, clerk.id);
  tokens.manager = await memberToken(admin, manager.id);
  tokens.inactive = await memberToken(admin, idle.id);
  tokens.site = (await siteAccountClient(server)).authStore.token;
  tokens.superuser = admin.authStore.token;
  // A guest's private-link key is no PocketBase token.
  tokens.guest = "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6";
  // Switched off behind PocketBase's back: the token stays good, so only the route's own check refuses it.
  const db = new DatabaseSync(join(server.dataDir, "data.db"));
  db.prepare("UPDATE staff SET active = 0 WHERE id = ?").run(idle.id);
  db.close();

  // Across the window's first night, inside it, and across its last; statuses that count and that do not.
  await stay(addDays(first, -1), 3, "confirmed", [["suite", 2]]);
  await stay(addDays(first, 5), 4, "confirmed", [
    ["suite", 1],
    ["twin", 2],
  ]);
  await stay(addDays(first, 6), 2, "new", [["suite", 3]]);
  await stay(addDays(first, 7), 5, "new", [
    ["twin", 1],
    ["suite", 1],
  ]);
  await stay(addDays(first, 5), 2, "cancelled", [["suite", 4]]);
  await stay(addDays(first, 8), 2, "declined", [["twin", 4]]);
  await stay(addDays(first, NIGHTS - 2), 6, "confirmed", [["twin", 1]]);
  await stay(addDays(first, NIGHTS + 4), 2, "confirmed", [["twin", 3]]);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("GET /api/desk/occupancy", { tags: ["calendar"] }, () => {
  it("counts, per room type and night, the rooms held and the rooms waiting as the stored requests say", async () => {
    const { status, body } = await grid(tokens.reservations!);
    expect(status).toBe(200);
    expect(body!.first).toBe(first);
    expect(body!.nights).toBe(NIGHTS);
    // The published type first, then the draft (a request may hold one).
    expect(body!.types.map((t) => t.id)).toEqual([rooms.suite, rooms.twin]);
    const expected = await counted();
    for (const type of body!.types) {
      expect(type.held).toEqual(expected[type.id]!.held);
      expect(type.waiting).toEqual(expected[type.id]!.waiting);
    }
    // Not only zeros: the seeded stays are there.
    expect(body!.types[0]!.held[0]).toBe(2);
    expect(body!.types[1]!.held[NIGHTS - 1]).toBe(1);
    expect(body!.types[0]!.waiting[6]).toBe(3);
  });

  it("marks the nights a published closure closes, for its room type or the whole hotel, and not a draft's", async () => {
    const hotel = await admin
      .collection("closures")
      .create({ reason_ar: "صيانة", reason_en: "Maintenance", ...ruleNights(addDays(first, 20), addDays(first, 21)) });
    const twin = await admin
      .collection("closures")
      .create({ reason_ar: "تجديد", reason_en: "Refit", room_type: rooms.twin, ...ruleNights(addDays(first, 30), addDays(first, 30)) });
    const draft = await admin
      .collection("closures")
      .create({ reason_ar: "مسودة", reason_en: "Draft", ...ruleNights(addDays(first, 40), addDays(first, 41), false) });
    try {
      const { body } = await grid(tokens.reservations!);
      const ids = body!.closures.map((c) => c.id);
      expect(ids).toContain(hotel.id);
      expect(ids).toContain(twin.id);
      expect(ids).not.toContain(draft.id);
      const closedNights = (type: string) =>
        body!.types
          .find((t) => t.id === type)!
          .closed.flatMap((c, i) => (c >= 0 ? [[addDays(first, i), body!.closures[c]!.reason.en]] : []));
      expect(closedNights(rooms.suite)).toEqual([
        [addDays(first, 20), "Maintenance"],
        [addDays(first, 21), "Maintenance"],
      ]);
      expect(closedNights(rooms.twin)).toEqual([
        [addDays(first, 20), "Maintenance"],
        [addDays(first, 21), "Maintenance"],
        [addDays(first, 30), "Refit"],
      ]);
    } finally {
      for (const c of [hotel, twin, draft]) await admin.collection("closures").delete(c.id);
    }
  });

  it("shows a manager's closure at once and drops it when they reopen the nights; a reservations member can do neither", async () => {
    const night = addDays(first, 12);
    const body = { reason_ar: "مغلق", reason_en: "Closed by the manager", room_type: rooms.suite, ...ruleNights(night, night) };
    const clerk = memberClient(server.url, tokens.reservations!);
    await expect(clerk.collection("closures").create(body)).rejects.toMatchObject({ status: 400 });

    const manager = memberClient(server.url, tokens.manager!);
    const closure = await manager.collection("closures").create(body);
    const suiteClosed = async () => (await grid(tokens.reservations!)).body!.types.find((t) => t.id === rooms.suite)!.closed[12]! >= 0;
    expect(await suiteClosed()).toBe(true);

    await expect(clerk.collection("closures").update(closure.id, { published: false })).rejects.toMatchObject({ status: 404 });
    expect(await suiteClosed()).toBe(true);
    await manager.collection("closures").update(closure.id, { published: false });
    expect(await suiteClosed()).toBe(false);
  });

  it("follows a request confirmed, then cancelled", async () => {
    const request = await stay(addDays(first, 45), 2, "new", [["suite", 2]]);
    const suite = async () => (await grid(tokens.manager!)).body!.types.find((t) => t.id === rooms.suite)!;
    expect((await suite()).waiting.slice(45, 47)).toEqual([2, 2]);
    await admin.collection("booking_requests").update(request.id, { status: "confirmed" });
    expect((await suite()).held.slice(45, 47)).toEqual([2, 2]);
    expect((await suite()).waiting.slice(45, 47)).toEqual([0, 0]);
    await admin.collection("booking_requests").update(request.id, { status: "cancelled" });
    expect((await suite()).held.slice(45, 47)).toEqual([0, 0]);
  });

  it.each([
    ["an inactive manager", "inactive"],
    ["the site's service account", "site"],
    ["anyone without a token", ""],
  ] as const)("refuses %s closing or reopening nights, and the grid stays as it was", async (_label, who) => {
    const token = who ? tokens[who]! : "";
    const night = addDays(first, 14);
    const open = await admin
      .collection("closures")
      .create({ reason_ar: "مغلق", reason_en: "Open me", room_type: rooms.suite, ...ruleNights(night, night) });
    try {
      const headers = { "content-type": "application/json", ...(token ? { authorization: token } : {}) };
      const create = await fetch(`${server.url}/api/collections/closures/records`, {
        method: "POST",
        headers,
        body: JSON.stringify({ reason_ar: "مغلق", reason_en: "Sneaky", ...ruleNights(addDays(night, 1), addDays(night, 1)) }),
      });
      expect(create.status).toBe(400);
      const reopen = await fetch(`${server.url}/api/collections/closures/records/${open.id}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ published: false }),
      });
      expect([403, 404]).toContain(reopen.status);
      expect((await admin.collection("closures").getOne(open.id)).published).toBe(true);
      const suite = (await grid(tokens.manager!)).body!.types.find((t) => t.id === rooms.suite)!;
      expect(suite.closed[14]).toBeGreaterThanOrEqual(0);
      expect(suite.closed[15]).toBe(-1);
    } finally {
      await admin.collection("closures").delete(open.id);
    }
  });

  it.each([
    ["an inactive member", "inactive", 403],
    ["the site's service account", "site", 403],
    ["a superuser (the admin UI's, not the desk's)", "superuser", 403],
    ["anyone without a token", "", 401],
    ["a guest's private-link key as a token", "guest", 401],
  ] as const)("refuses %s", async (_label, who, status) => {
    const answer = await grid(who ? tokens[who]! : null);
    expect(answer.status).toBe(status);
    expect(answer.text).not.toContain(rooms.suite);
  });

  it.each([
    ["first=yesterday-ish", "first=2026-13-01&nights=10"],
    ["a first night before yesterday", `first=${addDays(today, -2)}&nights=10`],
    ["a first night beyond the booking window", `first=${addDays(today, 400)}&nights=10`],
    ["no nights", `first=${first}&nights=0`],
    ["more than 60 nights", `first=${first}&nights=61`],
    ["nights that are not a number", `first=${first}&nights=ten`],
  ])("refuses %s with a 400", async (_label, query) => {
    expect((await grid(tokens.reservations!, query)).status).toBe(400);
  });

  it("shows today and 60 nights when asked for nothing", async () => {
    const { status, body } = await grid(tokens.reservations!, "");
    expect(status).toBe(200);
    expect([today, basraToday()]).toContain(body!.first);
    expect(body!.nights).toBe(60);
  });
});
