// Years of booking requests for the desk's benches: written straight into
// PocketBase's database, with PocketBase's own search keys.
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";
import { connectAsSuperuser } from "@hotel/seed";
import { startStack } from "../../tests/e2e/stack";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "../../src/lib/booking/rules/reference";

const DAY = 86_400_000;
export const basraDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const FIRST = [
  "أحمد",
  "فاطمة",
  "علي",
  "زينب",
  "حسين",
  "مريم",
  "محمد",
  "نور",
  "Ahmed",
  "Sara",
  "John",
  "Layla",
  "Omar",
  "Huda",
  "Mustafa",
  "آمنة",
];
const LAST = ["الحلّة", "البصري", "الموسوي", "كاظم", "العبيدي", "Hassan", "Smith", "Al-Basri", "Kadhim", "Jaber", "الساعدي", "Rahman"];

/** A seeded generator, so every run stores the same requests. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The i-th reference in the site's alphabet: PocketBase refuses any other. */
function reference(i: number): string {
  let n = i;
  let out = "";
  for (let k = 0; k < 6; k++) {
    out = REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length] + out;
    n = Math.floor(n / REFERENCE_ALPHABET.length);
  }
  return `${REFERENCE_PREFIX}${out}`;
}

export interface Room {
  id: string;
  count: number;
  price: number;
}

interface DeskLib {
  nameKey(first: string, last: string): string;
  phoneKey(phone: string): string;
}

const pbTime = (ms: number) => new Date(ms).toISOString().replace("T", " ");

/**
 * The requests and their histories, written straight into PocketBase's database in one transaction (through
 * the API, ten thousand saves took the shared machine over eight minutes), with PocketBase's own search keys
 * (pb_hooks/desk-lib.js): the phone search below counts the requests it finds.
 */
export function fillRequests(
  dataDir: string,
  rooms: Room[],
  today: string,
  managerId: string,
  total: number,
  keepDb?: string,
): { phones: string[]; sample: string } {
  const lib = loadHookLib<DeskLib>("desk-lib.js");
  const rand = random(47);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const id = () => Array.from({ length: 15 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(rand() * 36)]).join("");
  const weights = rooms.flatMap((room) => Array.from({ length: room.count }, () => room));
  const phones: string[] = [];
  let sample = "";
  const first = addDays(today, -3 * 365);
  const span = 4 * 365;
  const db = new DatabaseSync(join(dataDir, "data.db"));
  const request = db.prepare(
    "INSERT INTO booking_requests (id, reference, status, locale, check_in, check_out, nights, guests, rooms, first_name, last_name, phone, room_type, room_lines, total_price, currency, price_breakdown, search_name, search_phone, released_from, decided_by, decided_at, created, updated)" +
      " VALUES (?, ?, ?, ?, ?, ?, ?, 2, 1, ?, ?, ?, ?, ?, ?, 'IQD', ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const event = db.prepare(
    "INSERT INTO request_events (id, request, action, from_status, to_status, fields, actor_kind, actor, actor_label, via, client, created, updated) VALUES (?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, '198.51.100.9', ?, ?)",
  );
  db.exec("BEGIN");
  for (let i = 0; i < total; i++) {
    const checkIn = addDays(first, Math.floor(rand() * span));
    const nights = 1 + Math.floor(rand() * 4);
    const past = checkIn < today;
    const r = rand();
    const status = past
      ? r < 0.7
        ? "arrived"
        : r < 0.73
          ? "no_show"
          : r < 0.85
            ? "cancelled"
            : r < 0.95
              ? "declined"
              : "confirmed"
      : r < 0.6
        ? "confirmed"
        : r < 0.75
          ? "new"
          : r < 0.9
            ? "cancelled"
            : "declined";
    const room = pick(weights);
    const phone = `+96478${String(10_000_000 + Math.floor(rand() * 89_999_999))}`;
    if (i % 100 === 0) phones.push(phone);
    const written = rand() < 0.5 ? phone : `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const [firstName, lastName] = [pick(FIRST), pick(LAST)];
    const created = Date.parse(`${checkIn}T00:00:00Z`) - (1 + Math.floor(rand() * 60)) * DAY - Math.floor(rand() * DAY);
    const decided = created + Math.floor(rand() * 6 * 3_600_000);
    const requestId = id();
    request.run(
      requestId,
      reference(i),
      status,
      rand() < 0.7 ? "ar" : "en",
      `${checkIn} 00:00:00.000Z`,
      `${addDays(checkIn, nights)} 00:00:00.000Z`,
      nights,
      firstName,
      lastName,
      written,
      room.id,
      JSON.stringify([{ room_type: room.id, rooms: 1, adults: 2, children: 0 }]),
      room.price * nights,
      JSON.stringify({
        lines: [
          { kind: "room", roomTypeId: room.id, firstNight: checkIn, nights, rooms: 1, unitPrice: room.price, amount: room.price * nights },
        ],
        total: room.price * nights,
        currency: "IQD",
      }),
      lib.nameKey(firstName, lastName),
      lib.phoneKey(written),
      status === "no_show" ? `${checkIn} 00:00:00.000Z` : "",
      status === "new" ? "" : "bench-manager@desk.example.com",
      status === "new" ? "" : pbTime(decided),
      pbTime(created),
      pbTime(status === "new" ? created : decided),
    );
    event.run(id(), requestId, "created", "", "new", "site", "", "website", "website", pbTime(created), pbTime(created));
    if (status !== "new")
      event.run(
        id(),
        requestId,
        status,
        "new",
        status,
        "staff",
        managerId,
        "Bench <bench-manager@desk.example.com>",
        "desk",
        pbTime(decided),
        pbTime(decided),
      );
    if (!sample && !past && status === "confirmed") sample = requestId;
  }
  db.exec("COMMIT");
  if (keepDb) db.prepare("VACUUM INTO ?").run(keepDb);
  db.close();
  return { phones, sample };
}

/** A production build and a seeded PocketBase, with a manager signed in as the desk signs one in. */
export async function startDeskBench(distDir: string) {
  const stack = await startStack({ distDir, build: "never", log: () => undefined });
  const admin = await connectAsSuperuser(stack.pbUrl, stack.superuser.email, stack.superuser.password);
  await admin.settings.update({ rateLimits: { enabled: false } });
  const rooms: Room[] = (await admin.collection("room_types").getFullList()).map((r) => ({
    id: r.id,
    count: Number(r.room_count) || 1,
    price: Number(r.price_per_night) || 100_000,
  }));
  const today = basraDay(Date.now());
  const password = "bench-manager-password";
  const manager = await admin.collection("staff").create({
    email: "bench-manager@desk.example.com",
    password,
    passwordConfirm: password,
    name: "Bench",
    role: "manager",
    active: true,
  });
  const token = (await admin.collection("staff").impersonate(manager.id, 3600)).authStore.token;
  const cookie = `desk_auth=${encodeURIComponent(token)}`;
  return { stack, admin, rooms, today, manager, token, cookie };
}
