// What the public availability route (pocketbase/pb_hooks/availability.pb.js)
// costs PocketBase with a year of confirmed requests: a real PocketBase with
// the hotel's room types, 15,000 confirmed requests (one to three rooms, one
// to four nights, of every type, over the next 365 days) written straight into
// its database while it is stopped, then the server started again (which
// counts the held-nights table afresh: its start is timed) and GET
// /api/availability called one call after another: as /book calls it (from
// today, 395 nights), with another window each call (as a script varying its
// query would), and once after each of 20 changes. PocketBase's own CPU time
// (utime + stime of its process) over the calls, per call; the budget is for
// the first two.
//
//   npm run -w web bench:availability [-- --requests 15000 --calls 200 --hooks DIR]
//
// --hooks: a folder holding another pb_hooks/ and pb_migrations/ (another
// commit's, to compare; e.g. `git archive main pocketbase | tar -x -C /tmp/x`,
// then --hooks /tmp/x/pocketbase).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { startPocketBase, superuserClient } from "@hotel/pocketbase/testing";
import { bookingRecord, pbDay } from "@hotel/pocketbase/testing/booking-fixtures";
import { connectAsSuperuser, seedDatabase } from "@hotel/seed";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { availabilityWindow } from "@/lib/booking/availability-window";
import { printTable } from "./lib/cli";
import { cpuMs } from "./lib/cpu";
import { saveResult } from "./lib/results";

const BUDGET_MS = 10;

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "15000" },
    calls: { type: "string", default: "200" },
    hooks: { type: "string" },
  },
});
const requests = Number(args.requests);
const calls = Number(args.calls);
const otherHooks: Record<string, string> = args.hooks
  ? { PB_HOOKS_DIR: join(args.hooks, "pb_hooks"), PB_MIGRATIONS_DIR: join(args.hooks, "pb_migrations") }
  : {};

/** A PocketBase record id: 15 characters of [a-z0-9]. */
const recordId = () =>
  Array.from(randomBytes(15), (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36])
    .join("")
    .slice(0, 15);

/** `count` confirmed requests over the next 365 days, straight into the database of a stopped PocketBase. */
function writeConfirmed(dataDir: string, count: number, today: string, roomTypes: { id: string }[]) {
  const db = new DatabaseSync(join(dataDir, "data.db"));
  const insert = db.prepare(
    "INSERT INTO booking_requests (id, reference, status, locale, check_in, check_out, nights, guests, rooms, room_type, room_lines, " +
      "first_name, last_name, phone, total_price, currency, created, updated) " +
      "VALUES (?, ?, 'confirmed', 'en', ?, ?, ?, ?, ?, ?, ?, 'Bench', 'Guest', '+9647801234567', 100000, 'IQD', ?, ?)",
  );
  const now = new Date().toISOString().replace("T", " ");
  db.exec("BEGIN");
  for (let i = 0; i < count; i++) {
    const checkIn = addDays(today, (i * 7919) % 365);
    const nights = 1 + (i % 4);
    const lines = [{ room_type: roomTypes[i % roomTypes.length]!.id, rooms: 1 + (i % 3), adults: 1, children: 0 }];
    if (i % 5 === 0) lines.push({ room_type: roomTypes[(i + 1) % roomTypes.length]!.id, rooms: 1, adults: 1, children: 0 });
    const rooms = lines.reduce((sum, l) => sum + l.rooms, 0);
    insert.run(
      recordId(),
      `BENCH-${i}`,
      pbDay(checkIn),
      pbDay(addDays(checkIn, nights)),
      nights,
      rooms,
      rooms,
      lines[0]!.room_type,
      JSON.stringify(lines),
      now,
      now,
    );
  }
  db.exec("COMMIT");
  db.close();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(1)} ms`;

async function main() {
  const today = hotelToday();
  let pb = await startPocketBase({ env: otherHooks });
  const { dataDir } = pb;
  try {
    await seedDatabase(await connectAsSuperuser(pb.url, pb.superuser.email, pb.superuser.password));
    const roomTypes = await (await superuserClient(pb)).collection("room_types").getFullList({ filter: "published = true" });
    await pb.stop({ keepData: true });

    console.log(`▸ writing ${requests.toLocaleString("en")} confirmed requests`);
    writeConfirmed(dataDir, requests, today, roomTypes);
    const startedAt = performance.now();
    pb = await startPocketBase({ dataDir, env: otherHooks });
    const startSeconds = (performance.now() - startedAt) / 1000;

    const { nights } = availabilityWindow(today);
    const url = `${pb.url}/api/availability?first=${today}&nights=${nights}`;
    const first = await fetch(url);
    if (!first.ok) throw new Error(`GET ${url}: ${first.status} ${await first.text()}`);
    const answer = (await first.json()) as { free: Record<string, number[]> };
    const fullNights = Object.values(answer.free).reduce((sum, counts) => sum + counts.filter((n) => n === 0).length, 0);
    for (let i = 0; i < 10; i++) await (await fetch(url)).text();

    /** PocketBase's CPU per call of `step(i)` over `count` calls, and the calls' wall times (sorted). */
    const measure = async (step: (i: number) => Promise<unknown>, count = calls) => {
      const times: number[] = [];
      const cpuBefore = cpuMs(pb.pid);
      for (let i = 0; i < count; i++) {
        const t0 = performance.now();
        await step(i);
        times.push(performance.now() - t0);
      }
      return { cpu: (cpuMs(pb.pid) - cpuBefore) / count, times: times.sort((a, b) => a - b) };
    };
    const get = async (target: string) => {
      const res = await fetch(target);
      await res.text();
      if (!res.ok) throw new Error(`GET ${target}: ${res.status}`);
    };
    // What any request costs PocketBase (routing, its request log), for scale.
    const floor = await measure(() => get(`${pb.url}/api/health`));
    const bookRead = await measure(() => get(url));
    // Every call another window, as a script varying its query would ask.
    const anyWindow = await measure((i) =>
      get(`${pb.url}/api/availability?first=${addDays(today, i % 200)}&nights=${1 + ((i * 37) % nights)}`),
    );
    // A change (a confirmed request made on a night with a room free, then deleted), alone and with the read after it.
    const admin = await superuserClient(pb);
    const [freeType, freeCounts] = Object.entries(answer.free).find(([, counts]) => counts.some((n) => n > 0))!;
    const freeNight = addDays(
      today,
      freeCounts.findIndex((n) => n > 0),
    );
    let made = "";
    const change = async (i: number) => {
      if (i % 2 === 0)
        made = (
          await admin
            .collection("booking_requests")
            .create(
              bookingRecord(freeNight, { status: "confirmed", room_type: freeType, check_out: pbDay(addDays(freeNight, 1)), nights: 1 }),
            )
        ).id;
      else await admin.collection("booking_requests").delete(made);
    };
    const changes = await measure(change, 20);
    const changesAndReads = await measure(async (i) => {
      await change(i);
      await get(url);
    }, 20);
    const afterChange = changesAndReads.cpu - changes.cpu;

    const cpuPerCall = Math.max(bookRead.cpu, anyWindow.cpu);
    const ok = cpuPerCall <= BUDGET_MS;
    console.log(`\nGET /api/availability, ${requests.toLocaleString("en")} confirmed requests, ${calls} calls one after another:`);
    printTable(
      ["calls", "PocketBase CPU per call", "wall p50", "wall p95"],
      [
        [`/book's read (today, ${nights} nights)`, `${bookRead.cpu.toFixed(2)} ms`, ms(bookRead.times, 50), ms(bookRead.times, 95)],
        ["another window each call", `${anyWindow.cpu.toFixed(2)} ms`, ms(anyWindow.times, 50), ms(anyWindow.times, 95)],
        ["the first read after a change (20)", `${afterChange.toFixed(2)} ms`, "", ""],
        ["(a change alone: a confirmed request saved or deleted)", `${changes.cpu.toFixed(2)} ms`, ms(changes.times, 50), ""],
        ["(GET /api/health)", `${floor.cpu.toFixed(2)} ms`, ms(floor.times, 50), ""],
      ],
    );
    console.log(`\nroom-type nights full: ${fullNights}; PocketBase start with them: ${startSeconds.toFixed(1)} s`);
    console.log(`${ok ? "ok" : "OVER BUDGET"}: at most ${cpuPerCall.toFixed(2)} ms of PocketBase CPU per call (budget ≤ ${BUDGET_MS} ms)`);
    saveResult("availability", {
      requests,
      calls,
      nights,
      bookReadCpuMs: bookRead.cpu,
      anyWindowCpuMs: anyWindow.cpu,
      firstReadAfterChangeCpuMs: afterChange,
      changeCpuMs: changes.cpu,
      healthCpuMs: floor.cpu,
      bookReadWallP95Ms: percentile(bookRead.times, 95),
      startSeconds,
      budgetMs: BUDGET_MS,
      ok,
    });
    if (!ok) process.exitCode = 1;
  } finally {
    await pb.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
