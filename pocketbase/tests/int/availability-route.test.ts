// The public availability route (pb_hooks/availability.pb.js) against a real
// PocketBase: only what /book asks for (from today in Basra, within the booking
// window), published room types only, and counts read from the held-nights
// table (held-nights-lib.js) that agree, after every kind of save, with
// counting the stored requests themselves.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHookLib } from "../../testing/hook-lib";
import { startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, pbDay, roomTypeBody } from "../../testing/booking-fixtures";

interface Answer {
  first: string;
  free: Record<string, number[]>;
  threshold: number;
}
interface Stay {
  checkIn: string;
  checkOut: string;
  rooms: Record<string, number>;
}
const counting = loadHookLib<{
  freeRooms(input: {
    first: string;
    nights: number;
    roomTypes: { id: string; roomCount: number }[];
    held: Stay[];
  }): Record<string, number[]>;
  roomsByType(record: { room_lines: unknown; room_type: string; rooms: number }): Record<string, number>;
}>("booking-rules.gen.js");

let server: PocketBaseServer;
let admin: PocketBase;
let restartedDir = "";
const today = basraToday();

async function read(query: string): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${server.url}/api/availability?${query}`);
  return { status: res.status, body: (await res.json()) as Answer };
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  // A server started on a given data dir leaves it in place.
  if (restartedDir) await rm(restartedDir, { recursive: true, force: true });
});

describe("GET /api/availability", () => {
  it("shows published room types only, never a draft's id or room count", async () => {
    const shown = await admin.collection("room_types").create(roomTypeBody("route-published", { room_count: 4 }));
    const draft = await admin.collection("room_types").create(roomTypeBody("route-draft", { room_count: 6, published: false }));
    const { status, body } = await read(`first=${today}&nights=3`);
    expect(status).toBe(200);
    expect(body.free[shown.id]).toEqual([4, 4, 4]);
    expect(Object.keys(body.free)).not.toContain(draft.id);
    expect(JSON.stringify(body)).not.toContain(draft.id);
  });

  it("answers from today in Basra: a page open over midnight asks from yesterday and gets today on; earlier days are refused", async () => {
    const fromYesterday = await read(`first=${addDays(today, -1)}&nights=3`);
    // Around midnight the server's today may already be tomorrow's: then yesterday is two days back.
    if (basraToday() === today) {
      expect(fromYesterday.status).toBe(200);
      expect(fromYesterday.body.first).toBe(today);
      for (const nights of Object.values(fromYesterday.body.free)) expect(nights).toHaveLength(2);
      const yesterdayOnly = await read(`first=${addDays(today, -1)}&nights=1`);
      expect(yesterdayOnly.status).toBe(200);
      expect(Object.values(yesterdayOnly.body.free).flat()).toEqual([]);
    }
    for (const first of [addDays(today, -2), addDays(today, -30), addDays(today, -400), "2001-01-01"]) {
      const answer = await read(`first=${first}&nights=60`);
      expect(answer.status, first).toBe(400);
      expect(JSON.stringify(answer.body), first).not.toMatch(/"free"/);
    }
  });

  it("refuses a window /book never asks for: beyond the booking window or more nights than its calendar shows", async () => {
    expect((await read(`first=${today}&nights=395`)).status).toBe(200);
    for (const query of [
      `first=${today}&nights=396`,
      `first=${today}&nights=400`,
      `first=${addDays(today, 367)}&nights=1`,
      `first=${today}&nights=1.5`,
      `first=${today}&nights=-1`,
      `first=2030-02-31&nights=3`,
      `first=${today}T00:00&nights=3`,
    ])
      expect((await read(query)).status, query).toBe(400);
    // A later first night ends where the calendar ends, however many nights are asked for.
    const late = await read(`first=${addDays(today, 360)}&nights=395`);
    expect(late.status).toBe(200);
    if (basraToday() === today) for (const nights of Object.values(late.body.free)) expect(nights).toHaveLength(35);
  });

  it("agrees, after every kind of save, with counting the stored requests themselves, refused saves included", async () => {
    const a = await admin.collection("room_types").create(roomTypeBody("route-a", { room_count: 3, adults: 4 }));
    const b = await admin.collection("room_types").create(roomTypeBody("route-b", { room_count: 2, adults: 4 }));
    const types = [a.id, b.id];
    const first = addDays(today, 5);
    const nights = 40;
    // A fixed sequence of pseudo-random choices: the same requests and changes on every run.
    let seed = 52;
    const pick = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const body = () => {
      const checkIn = addDays(first, pick(30));
      const stay = 1 + pick(6);
      const lines = types.filter(() => pick(2) === 0).map((type) => ({ room_type: type, rooms: 1 + pick(2), adults: 1, children: 0 }));
      const chosen = lines.length > 0 ? lines : [{ room_type: a.id, rooms: 1, adults: 1, children: 0 }];
      const rooms = chosen.reduce((sum, l) => sum + l.rooms, 0);
      return bookingRecord(checkIn, {
        check_out: pbDay(addDays(checkIn, stay)),
        nights: stay,
        room_type: chosen[0]!.room_type,
        rooms,
        guests: rooms,
        room_lines: chosen,
      });
    };
    const ids: string[] = [];
    let refused = 0;
    let checks = 0;
    /** The route's answer against the stored requests counted by the site's rules (booking-rules.gen.js), after each save. */
    const agrees = async () => {
      const stored = await admin.collection("booking_requests").getFullList({ filter: "status = 'confirmed'" });
      const held: Stay[] = stored.map((r) => ({
        checkIn: String(r.check_in).slice(0, 10),
        checkOut: String(r.check_out).slice(0, 10),
        rooms: counting.roomsByType({ room_lines: r.room_lines, room_type: r.room_type as string, rooms: r.rooms as number }),
      }));
      const types = [a, b].map((t) => ({ id: t.id, roomCount: t.room_count as number }));
      const expected = counting.freeRooms({ first, nights, roomTypes: types, held });
      const { body: answer } = await read(`first=${first}&nights=${nights}`);
      expect(answer.free[a.id], `after save ${checks}`).toEqual(expected[a.id]);
      expect(answer.free[b.id], `after save ${checks}`).toEqual(expected[b.id]);
      checks++;
      return answer;
    };
    const attempt = async (save: () => Promise<unknown>) => {
      try {
        await save();
      } catch {
        // An overbooking refused (inventory.pb.js): its transaction, the table's recount included, is undone.
        refused++;
      }
      await agrees();
    };
    for (let i = 0; i < 30; i++) {
      await attempt(async () =>
        ids.push((await admin.collection("booking_requests").create({ ...body(), status: pick(3) ? "confirmed" : "new" })).id),
      );
    }
    for (let i = 0; i < 40; i++) {
      const id = ids[pick(ids.length)]!;
      const change = pick(5);
      if (change === 0) await attempt(() => admin.collection("booking_requests").update(id, { status: "confirmed" }));
      if (change === 1) await attempt(() => admin.collection("booking_requests").update(id, { status: "cancelled" }));
      if (change === 2) {
        const { reference: _reference, status: _status, ...moved } = body();
        await attempt(() => admin.collection("booking_requests").update(id, moved));
      }
      if (change === 3) await attempt(() => admin.collection("booking_requests").update(id, { staff_notes: `note ${i}` }));
      if (change === 4 && ids.length > 10) {
        await attempt(() => admin.collection("booking_requests").delete(id));
        ids.splice(ids.indexOf(id), 1);
      }
    }
    expect(refused, "some saves would have overbooked").toBeGreaterThan(0);
    const answer = await agrees();
    expect(Math.min(...answer.free[a.id]!, ...answer.free[b.id]!), "some nights are taken").toBeLessThan(2);

    // A room type's own changes show at the next read too: more rooms, unpublished, published again.
    await admin.collection("room_types").update(a.id, { room_count: 5 });
    a.room_count = 5;
    await agrees();
    await admin.collection("room_types").update(b.id, { published: false });
    expect(Object.keys((await read(`first=${first}&nights=${nights}`)).body.free)).not.toContain(b.id);
    await admin.collection("room_types").update(b.id, { published: true });
    await agrees();
  }, 120_000);

  it("counts the table again at each start, whatever changed it while PocketBase was stopped", async () => {
    const type = await admin.collection("room_types").create(roomTypeBody("route-restart", { room_count: 5 }));
    const checkIn = addDays(today, 100);
    await admin
      .collection("booking_requests")
      .create(bookingRecord(checkIn, { status: "confirmed", room_type: type.id, rooms: 2, guests: 2 }));
    const before = (await read(`first=${checkIn}&nights=3`)).body.free[type.id];
    expect(before).toEqual([3, 3, 5]);

    await server.stop({ keepData: true });
    const db = new DatabaseSync(join(server.dataDir, "data.db"));
    db.exec("DELETE FROM availability_held");
    db.prepare("INSERT INTO availability_held (day, room_type, rooms) VALUES (?, ?, 4)").run(
      Date.parse(`${addDays(checkIn, 2)}T00:00:00Z`) / 86_400_000,
      type.id,
    );
    db.close();
    server = await startPocketBase({ dataDir: server.dataDir });
    restartedDir = server.dataDir;
    admin = await superuserClient(server);

    expect((await read(`first=${checkIn}&nights=3`)).body.free[type.id]).toEqual(before);
  }, 60_000);
});
