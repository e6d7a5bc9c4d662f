// Confirmed rooms never exceed a room type's room_count (pb_hooks/inventory.pb.js),
// against a real PocketBase: staff confirming the last room at the same moment
// (exactly one wins), a larger parallel batch (no night ever overbooked), a
// request created as confirmed, cancelling to free a room, and lowering the
// inventory below what is confirmed.
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, nextReference, pbDay, roomTypeBody } from "../../testing/booking-fixtures";

let server: PocketBaseServer;
let admin: PocketBase;

const today = basraToday();

async function roomType(slug: string, roomCount: number): Promise<string> {
  const record = await admin.collection("room_types").create(roomTypeBody(slug, { room_count: roomCount }));
  return record.id;
}

/** A request as staff see it come in (status new), `nights` nights from `checkIn`. */
async function request(room: string, checkIn: string, nights: number, rooms = 1, status = "new"): Promise<string> {
  const record = await admin.collection("booking_requests").create({
    reference: nextReference(),
    status,
    locale: "en",
    check_in: pbDay(checkIn),
    check_out: pbDay(addDays(checkIn, nights)),
    nights,
    guests: rooms,
    rooms,
    first_name: "Ali",
    last_name: "Hassan",
    phone: "+9647801234567",
    room_type: room,
    total_price: 100_000 * nights * rooms,
    currency: "IQD",
  });
  return record.id;
}

/** Another staff member's own session, as two people at two desks. */
async function staff(): Promise<PocketBase> {
  const client = new PocketBase(server.url);
  client.autoCancellation(false);
  await client.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  return client;
}

/** Confirmed rooms of `room` per night, from what PocketBase stored. */
async function confirmedPerNight(room: string): Promise<Map<string, number>> {
  const rows = await admin
    .collection("booking_requests")
    .getFullList({ filter: admin.filter("status = 'confirmed' && room_type = {:room}", { room }) });
  const perNight = new Map<string, number>();
  for (const row of rows) {
    const checkIn = String(row.check_in).slice(0, 10);
    for (let i = 0; i < row.nights; i++) {
      const night = addDays(checkIn, i);
      perNight.set(night, (perNight.get(night) ?? 0) + row.rooms);
    }
  }
  return perNight;
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await staff();
  await admin.settings.update({ rateLimits: { enabled: false } });
});

afterAll(async () => {
  await server?.stop();
});

describe("confirmed rooms never exceed the inventory", { tags: ["calendar"] }, () => {
  it("two staff confirming the last room at the same moment: exactly one wins, the other is told the type and the nights", async () => {
    const suite = await roomType("last-room", 1);
    const checkIn = addDays(today, 20);
    const [a, b] = [await request(suite, checkIn, 2), await request(suite, checkIn, 2)];
    const [desk1, desk2] = [await staff(), await staff()];
    const results = await Promise.allSettled([
      desk1.collection("booking_requests").update(a, { status: "confirmed" }),
      desk2.collection("booking_requests").update(b, { status: "confirmed" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected")!.reason as ClientResponseError;
    expect(refused.status).toBe(400);
    expect(refused.response.message).toContain("Room last-room (1 rooms)");
    expect(refused.response.message).toContain(`${checkIn}, ${addDays(checkIn, 1)}`);
    expect(refused.response.data.status?.code).toBe("overbooked");
    expect(Math.max(...(await confirmedPerNight(suite)).values())).toBe(1);
  });

  it("a parallel batch of confirmations over overlapping stays never overbooks a night, and fills what it can", async () => {
    const twin = await roomType("batch-twin", 3);
    const start = addDays(today, 40);
    // 16 requests of 1–2 rooms, 1–3 nights, starting on one of 4 days: every night is wanted more than 3 times.
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push(await request(twin, addDays(start, i % 4), 1 + (i % 3), 1 + (i % 2)));
    const desks = await Promise.all([staff(), staff(), staff(), staff()]);
    const results = await Promise.allSettled(
      ids.map((id, i) => desks[i % 4]!.collection("booking_requests").update(id, { status: "confirmed" })),
    );
    const won = results.filter((r) => r.status === "fulfilled").length;
    const perNight = await confirmedPerNight(twin);
    expect(Math.max(...perNight.values())).toBeLessThanOrEqual(3);
    expect(won).toBeGreaterThan(0);
    // Every refusal was for a real lack of rooms: one of its nights is full now.
    for (const [i, result] of results.entries()) {
      if (result.status === "fulfilled") continue;
      expect((result.reason as ClientResponseError).status).toBe(400);
      const nights = 1 + (i % 3);
      const rooms = 1 + (i % 2);
      const checkIn = addDays(start, i % 4);
      const lacking = Array.from({ length: nights }, (_, n) => (perNight.get(addDays(checkIn, n)) ?? 0) + rooms > 3);
      expect(lacking.some(Boolean), `request ${i} was refused with rooms to spare`).toBe(true);
    }
  });

  it("refuses a request created as confirmed when the nights are full, and takes it once a confirmation is cancelled", async () => {
    const family = await roomType("family-two", 2);
    const checkIn = addDays(today, 60);
    const first = await request(family, checkIn, 3, 2, "confirmed");
    await expect(request(family, addDays(checkIn, 2), 2, 1, "confirmed")).rejects.toMatchObject({ status: 400 });
    await admin.collection("booking_requests").update(first, { status: "cancelled" });
    await expect(request(family, addDays(checkIn, 2), 2, 1, "confirmed")).resolves.toMatch(/\S/);
  });

  it("counts every room of a request with several room types (room_lines), and a legacy request's room_type and rooms", async () => {
    const [king, twin] = [await roomType("lines-king", 2), await roomType("lines-twin", 1)];
    const checkIn = addDays(today, 70);
    await request(twin, checkIn, 1, 1, "confirmed");
    const lines = await admin.collection("booking_requests").create({
      reference: nextReference(),
      status: "new",
      locale: "en",
      check_in: pbDay(checkIn),
      check_out: pbDay(addDays(checkIn, 1)),
      nights: 1,
      guests: 3,
      rooms: 2,
      first_name: "Ali",
      last_name: "Hassan",
      phone: "+9647801234567",
      room_type: king,
      room_lines: [
        { room_type: king, rooms: 1, adults: 2, children: 0 },
        { room_type: twin, rooms: 1, adults: 1, children: 0 },
      ],
      total_price: 200_000,
      currency: "IQD",
    });
    const refused = await admin
      .collection("booking_requests")
      .update(lines.id, { status: "confirmed" })
      .catch((error: ClientResponseError) => error);
    expect(refused).toBeInstanceOf(ClientResponseError);
    expect((refused as ClientResponseError).response.message).toContain("Room lines-twin (1 rooms): full on");
    expect((refused as ClientResponseError).response.message).not.toContain("lines-king");
  });

  it("an edit that keeps a confirmation (a note, the same stay) is not refused by the request itself", async () => {
    const single = await roomType("single-one", 1);
    const id = await request(single, addDays(today, 80), 2, 1, "confirmed");
    await expect(admin.collection("booking_requests").update(id, { staff_notes: "Late arrival" })).resolves.toMatchObject({
      status: "confirmed",
    });
  });

  it("refuses lowering a room type's inventory below what is confirmed, naming the nights; lowering to what is held is fine", async () => {
    const deluxe = await roomType("deluxe-four", 4);
    const checkIn = addDays(today, 100);
    await request(deluxe, checkIn, 2, 3, "confirmed");
    const lowered = await admin
      .collection("room_types")
      .update(deluxe, { room_count: 2 })
      .catch((error: ClientResponseError) => error);
    expect(lowered).toBeInstanceOf(ClientResponseError);
    expect((lowered as ClientResponseError).response.data.room_count?.message).toContain(
      `more than 2 rooms are confirmed on ${checkIn}, ${addDays(checkIn, 1)}`,
    );
    expect((await admin.collection("room_types").getOne(deluxe)).room_count).toBe(4);
    await expect(admin.collection("room_types").update(deluxe, { room_count: 3 })).resolves.toMatchObject({ room_count: 3 });
  });
});

describe("GET /api/availability", { tags: ["calendar"] }, () => {
  it("gives anyone free rooms per type and night, counting confirmed requests only, and nothing about the guests", async () => {
    const quad = await roomType("quad-avail", 4);
    const checkIn = addDays(today, 150);
    const read = async () => {
      const res = await fetch(`${server.url}/api/availability?first=${checkIn}&nights=3`);
      expect(res.status).toBe(200);
      return (await res.json()) as { first: string; free: Record<string, number[]>; threshold: number };
    };
    const id = await request(quad, checkIn, 2, 3);
    expect((await read()).free[quad]).toEqual([4, 4, 4]);
    await admin.collection("booking_requests").update(id, { status: "confirmed" });
    const answer = await read();
    expect(answer.free[quad]).toEqual([1, 1, 4]);
    expect(Object.keys(answer).sort()).toEqual(["first", "free", "threshold"]);
    expect(JSON.stringify(answer)).not.toMatch(/Hassan|\+964|BK-/);
  });

  it("refuses a malformed window", async () => {
    for (const query of ["first=2030-13-01&nights=3", "first=2030-01-01&nights=0", "first=2030-01-01&nights=401", "nights=3"]) {
      expect((await fetch(`${server.url}/api/availability?${query}`)).status, query).toBe(400);
    }
  });
});
