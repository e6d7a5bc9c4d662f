// What the reservations desk costs with years of requests stored: each desk
// page's server time, and a phone search.
//
//   npm run -w web bench:desk [-- --dist .next-e2e] [--requests 10000] [--runs 30] [--keep-db FILE]
//
// A production build (web/<dist>) and a seeded PocketBase (tests/e2e/stack.ts),
// filled with --requests booking requests over four years (three past, one
// ahead: about what a 75-room hotel takes in that time), each with its
// history record, names in Arabic and English and Iraqi phone numbers written
// several ways. Then, signed in as a manager (the member's own token, as the
// desk's pages use it):
//   1. each desk page, --runs times one after another: the time to the whole
//      answer from `next start` on this machine (the server's time; no front door);
//   2. the phone search as the desk makes it (lib/cms/desk.ts listRequests),
//      with numbers written as guests write them: PocketBase's answer.
// Exits 1 when a p95 is over its budget (BUDGET below).
import { DatabaseSync } from "node:sqlite";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";
import { join } from "node:path";
import { connectAsSuperuser } from "@hotel/seed";
import { startStack } from "../tests/e2e/stack";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "../src/lib/booking/rules/reference";
import { listRequests, refreshMember } from "../src/lib/cms/desk";
import { ensureBuild } from "./lib/build";
import { option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

/** The issue's budgets: a desk page's server time, and a phone search. */
const BUDGET = { pageP95Ms: 300, phoneSearchP95Ms: 100 };

const distDir = option("--dist") ?? ".next-e2e";
const total = Number(option("--requests") ?? 10_000);
const runs = Number(option("--runs") ?? 30);
/** A copy of the filled database, to look at its queries afterwards (sqlite3 FILE). */
const keepDb = option("--keep-db");

const DAY = 86_400_000;
const basraDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const percentile = (values: number[], p: number) =>
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

interface Room {
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
function fill(dataDir: string, rooms: Room[], today: string, managerId: string): { phones: string[]; sample: string } {
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

async function timed(url: string, cookie: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

async function main() {
  ensureBuild(distDir);
  const stack = await startStack({ distDir, build: "never", log: () => undefined });
  try {
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
    console.log(`▸ storing ${total} requests over four years, with their histories`);
    const started = performance.now();
    const { phones, sample } = fill(stack.pb.dataDir, rooms, today, manager.id);
    console.log(`  stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const counted = (await admin.collection("booking_requests").getList(1, 1)).totalItems;

    const pages: [string, string][] = [
      ["today", "/desk"],
      ["requests, newest first", "/en/desk/requests"],
      ["requests, status and stay dates", `/desk/requests?status=confirmed&from=${today}&to=${addDays(today, 30)}`],
      ["requests, a phone written another way", `/desk/requests?q=${encodeURIComponent(`0${phones[3]!.slice(4)}`)}`],
      ["requests, a name in Arabic", `/desk/requests?q=${encodeURIComponent("احمد الحله")}`],
      ["one request", `/desk/requests/${sample}`],
      ["messages", "/desk/messages"],
      ["accounts (manager)", "/desk/accounts"],
      ["activity (manager)", "/en/desk/activity"],
      ["sign-in", "/desk/sign-in"],
    ];
    const rows: string[][] = [];
    const figures: Record<string, { p50: number; p95: number; over: boolean }> = {};
    for (const [name, path] of pages) {
      const url = `${stack.webUrl}${path}`;
      // The sign-in page redirects a member away: measured as a visitor sees it.
      const as = path.endsWith("/sign-in") ? "" : cookie;
      for (let i = 0; i < 3; i++) await timed(url, as);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await timed(url, as));
      const p50 = percentile(times, 0.5);
      const p95 = percentile(times, 0.95);
      const over = p95 > BUDGET.pageP95Ms;
      figures[name] = { p50: Math.round(p50), p95: Math.round(p95), over };
      rows.push([name, p50.toFixed(0), p95.toFixed(0), `${BUDGET.pageP95Ms}`, over ? "OVER" : "ok"]);
    }

    process.env.PB_URL = stack.pbUrl;
    const { member } = await refreshMember(token);
    const written = (phone: string) => [
      `0${phone.slice(4)}`,
      `+964 ${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`,
      `00964${phone.slice(4)}`,
      [...`0${phone.slice(4)}`].map((d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]).join(""),
      phone.slice(6, 12),
    ];
    const queries = phones.flatMap(written);
    for (const q of queries.slice(0, 5)) await listRequests(member, { q });
    const searchTimes: number[] = [];
    let found = 0;
    for (let i = 0; i < Math.max(runs, queries.length); i++) {
      const q = queries[i % queries.length]!;
      const start = performance.now();
      const page = await listRequests(member, { q });
      searchTimes.push(performance.now() - start);
      if (page.totalItems > 0) found++;
    }
    const searchP50 = percentile(searchTimes, 0.5);
    const searchP95 = percentile(searchTimes, 0.95);
    const searchOver = searchP95 > BUDGET.phoneSearchP95Ms;

    console.log(
      `\nReservations desk with ${counted} requests stored (${runs} runs per page, one after another; web/${distDir}, next start, no front door)`,
    );
    printTable(["page (server time, ms)", "p50", "p95", "budget", ""], rows);
    console.log(
      `\nphone search (PocketBase, the member's token, ${searchTimes.length} searches, ${found} found a request): ` +
        `p50 ${searchP50.toFixed(1)} ms, p95 ${searchP95.toFixed(1)} ms — budget ${BUDGET.phoneSearchP95Ms} ms: ${searchOver ? "OVER" : "ok"}`,
    );
    saveResult("desk", {
      distDir,
      requests: counted,
      runs,
      pages: figures,
      phoneSearch: {
        p50: Number(searchP50.toFixed(1)),
        p95: Number(searchP95.toFixed(1)),
        found,
        searches: searchTimes.length,
        over: searchOver,
      },
      budget: BUDGET,
    });
    if (searchOver || Object.values(figures).some((f) => f.over)) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
