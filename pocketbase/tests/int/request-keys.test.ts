// Request keys (pb_hooks/idempotency.pb.js, idempotency-lib.js) against a real
// PocketBase: only a key's SHA-256 is stored, so a key read from the database,
// a backup or the admin UI sends nothing "again"; a booking resent with the
// key is the same request only with the same phone and stay; keys stored
// before are hashed by the 1765060100 migration and still find their resend.
import { createHash } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseSync } from "node:sqlite";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { addDays, basraToday, bookingRecord, pbDay, roomTypeBody } from "../../testing/booking-fixtures";

const migrationsDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../pb_migrations");
const HASHED_KEYS = "1765060100_hashed_request_keys.js";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const newKey = () => createHash("sha256").update(String(Math.random())).digest("hex").slice(0, 32);

let server: PocketBaseServer;
let admin: PocketBase;
let room = "";
const checkIn = addDays(basraToday(), 30);

/** A booking as the site sends it, with a key and the hash of a private link. */
const booking = (key: string, overrides: Record<string, unknown> = {}) =>
  bookingRecord(checkIn, { room_type: room, idempotency_key: key, guest_token_hash: sha256(`link-${Math.random()}`), ...overrides });

beforeAll(async () => {
  server = await startPocketBase();
  admin = await superuserClient(server);
  room = (await admin.collection("room_types").create(roomTypeBody("keys-room"))).id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("a request key", () => {
  it("is stored only as its SHA-256, and the stored hash sent as a key is a new request", async () => {
    const key = newKey();
    const first = await admin.collection("booking_requests").create(booking(key));
    const stored = await admin.collection("booking_requests").getOne(first.id);
    expect(stored.idempotency_key).toBe(sha256(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    const again = await admin.collection("booking_requests").create(booking(stored.idempotency_key as string));
    expect(again.id).not.toBe(first.id);
    const contact = await admin
      .collection("contact_messages")
      .create({ name: "Omar", phone: "+9647801234567", message: "A room on Friday?", locale: "en", status: "new", idempotency_key: key });
    expect((await admin.collection("contact_messages").getOne(contact.id)).idempotency_key).toBe(sha256(key));
  });

  it("resent with the same phone and stay answers with the first request", async () => {
    const key = newKey();
    const first = await admin.collection("booking_requests").create(booking(key));
    const again = await admin.collection("booking_requests").create(booking(key, { first_name: "Zainab" }));
    expect(again).toMatchObject({ id: first.id, reference: first.reference, replayed: true });
  });

  it("resent with another phone or stay is refused (key_reused), and the first request keeps its link", async () => {
    const key = newKey();
    const first = await admin.collection("booking_requests").create(booking(key));
    const link = (await admin.collection("booking_requests").getOne(first.id)).guest_token_hash;
    for (const other of [
      { phone: "+9647719998888" },
      { check_in: pbDay(addDays(checkIn, 1)), check_out: pbDay(addDays(checkIn, 3)) },
      { check_out: pbDay(addDays(checkIn, 3)), nights: 3 },
      { rooms: 2, guests: 2 },
    ]) {
      const refused = await admin
        .collection("booking_requests")
        .create(booking(key, other))
        .catch((error: unknown) => error);
      expect(refused, JSON.stringify(other)).toBeInstanceOf(ClientResponseError);
      expect((refused as ClientResponseError).status).toBe(400);
      expect((refused as ClientResponseError).response.data.idempotency_key?.code).toBe("key_reused");
    }
    expect((await admin.collection("booking_requests").getOne(first.id)).guest_token_hash).toBe(link);
    const count = await admin
      .collection("booking_requests")
      .getList(1, 1, { filter: admin.filter("idempotency_key = {:k}", { k: sha256(key) }) });
    expect(count.totalItems).toBe(1);
  });

  it("that is malformed is refused, naming the field", async () => {
    for (const key of ["short", "x".repeat(65), "not a key!"]) {
      const refused = await admin
        .collection("booking_requests")
        .create(booking(key))
        .catch((error: unknown) => error);
      expect((refused as ClientResponseError).response?.data?.idempotency_key, key).toBeTruthy();
    }
  });
});

describe("the 1765060100 migration", () => {
  it("hashes the keys stored before, which still find their resend", async () => {
    const data = await mkdtemp(join(tmpdir(), "hotel-pb-keys-"));
    const before = await mkdtemp(join(tmpdir(), "hotel-pb-migrations-before-"));
    await cp(migrationsDir, before, { recursive: true, filter: (src) => !src.endsWith(HASHED_KEYS) });
    try {
      let old = await startPocketBase({ dataDir: data, env: { PB_MIGRATIONS_DIR: before } });
      let client = await superuserClient(old);
      const type = (await client.collection("room_types").create(roomTypeBody("migrated-room"))).id;
      const stored = await client.collection("booking_requests").create(bookingRecord(checkIn, { room_type: type }));
      await old.stop({ keepData: true });
      // A key as the site stored it before: in plain text.
      const key = newKey();
      const db = new DatabaseSync(join(data, "data.db"));
      db.prepare("UPDATE booking_requests SET idempotency_key = ? WHERE id = ?").run(key, stored.id);
      db.close();

      old = await startPocketBase({ dataDir: data });
      client = await superuserClient(old);
      expect((await client.collection("booking_requests").getOne(stored.id)).idempotency_key).toBe(sha256(key));
      const again = await client.collection("booking_requests").create(bookingRecord(checkIn, { room_type: type, idempotency_key: key }));
      expect(again).toMatchObject({ id: stored.id, replayed: true });
      await old.stop({ keepData: true });
    } finally {
      await rm(data, { recursive: true, force: true });
      await rm(before, { recursive: true, force: true });
    }
  }, 90_000);
});
