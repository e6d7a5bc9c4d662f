// What the public availability route (pocketbase/pb_hooks/availability.pb.js)
// costs PocketBase with a year of confirmed requests: a real PocketBase with
// the hotel's room types, 15,000 confirmed requests (one to three rooms, one
// to four nights, of every type, over the next 365 days) written straight into
// its database while it is stopped, then the server started again (which
// counts the held-nights table afresh: its start is timed) and GET
// /api/availability called as /book calls it (from today, 395 nights),
// one call after another. PocketBase's own CPU time (utime + stime of its
// process) over the calls, per call.
//
//   npm run -w web bench:availability [-- --requests 15000 --calls 200 --hooks DIR]
//
// --hooks: a folder holding another pb_hooks/ and pb_migrations/ (another
// commit's, to compare; e.g. `git archive main pocketbase | tar -x -C /tmp/x`,
// then --hooks /tmp/x/pocketbase).
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { startPocketBase, superuserClient } from "@hotel/pocketbase/testing";
import { connectAsSuperuser, seedDatabase } from "@hotel/seed";
import { addDays, hotelToday } from "@/lib/booking/dates";
import { availabilityWindow } from "@/lib/booking/availability-window";
import { printTable } from "./lib/cli";
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

const TICKS_PER_SECOND = 100;
/** The process's CPU time so far (user + system), ms: /proc/<pid>/stat, fields 14 and 15. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** A PocketBase record id: 15 characters of [a-z0-9]. */
const recordId = () =>
  Array.from(randomBytes(15), (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36])
    .join("")
    .slice(0, 15);

const pbDay = (day: string) => `${day} 00:00:00.000Z`;

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

    /** PocketBase's CPU per call of `target`, and the calls' wall times (sorted). */
    const measure = async (target: string) => {
      const times: number[] = [];
      const cpuBefore = cpuMs(pb.pid);
      for (let i = 0; i < calls; i++) {
        const t0 = performance.now();
        const res = await fetch(target);
        await res.text();
        if (!res.ok) throw new Error(`GET ${target}: ${res.status}`);
        times.push(performance.now() - t0);
      }
      return { cpu: (cpuMs(pb.pid) - cpuBefore) / calls, times: times.sort((a, b) => a - b) };
    };
    // What any request costs PocketBase (routing, its request log), for scale.
    const floor = await measure(`${pb.url}/api/health`);
    const { cpu: cpuPerCall, times } = await measure(url);

    const ok = cpuPerCall <= BUDGET_MS;
    console.log(
      `\nGET /api/availability (first = today, ${nights} nights), ${calls} calls one after another, ${requests.toLocaleString("en")} confirmed requests`,
    );
    printTable(
      ["PocketBase CPU per call", "(/api/health)", "wall p50", "wall p95", "room-type nights full", "PocketBase start"],
      [
        [
          `${cpuPerCall.toFixed(2)} ms`,
          `${floor.cpu.toFixed(2)} ms`,
          `${percentile(times, 50).toFixed(1)} ms`,
          `${percentile(times, 95).toFixed(1)} ms`,
          String(fullNights),
          `${startSeconds.toFixed(1)} s`,
        ],
      ],
    );
    console.log(`\n${ok ? "ok" : "OVER BUDGET"}: ${cpuPerCall.toFixed(2)} ms of PocketBase CPU per call (budget ≤ ${BUDGET_MS} ms)`);
    saveResult("availability", {
      requests,
      calls,
      nights,
      cpuPerCallMs: cpuPerCall,
      healthCpuPerCallMs: floor.cpu,
      wallP50Ms: percentile(times, 50),
      wallP95Ms: percentile(times, 95),
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
