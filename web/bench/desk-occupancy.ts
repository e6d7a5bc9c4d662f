// What the desk's occupancy grid costs with years of requests stored: the
// grid page's server time for 60 nights, and PocketBase's answer under it.
//
//   npm run -w web bench:desk-occupancy [-- --dist .next-e2e] [--requests 10000] [--runs 30]
//
// The database bench:desk fills (lib/desk-fill.ts: --requests over four years,
// three past and one ahead), written straight into SQLite; the held-nights
// table PocketBase keeps on every save (pb_hooks/held-nights-lib.js) is then
// counted here with that library's own heldRooms, as PocketBase counts it at
// each start. Signed in as a manager (the member's own token):
//   1. /desk/occupancy (from today) and /en/desk/occupancy (the next 60 nights),
//      --runs times one after another: the time to the whole answer from
//      `next start` on this machine (the server's time; no front door);
//   2. GET /api/desk/occupancy for the same windows: PocketBase's time.
// Exits 1 when the page's p95 is over its budget (BUDGET below).
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { loadHookLib } from "@hotel/pocketbase/testing/hook-lib";
import { ensureBuild } from "./lib/build";
import { addDays, fillRequests, percentile, startDeskBench } from "./lib/desk-fill";
import { option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

/** The budget: the grid's server time for 60 nights. */
const BUDGET = { pageP95Ms: 200 };

const distDir = option("--dist") ?? ".next-e2e";
const total = Number(option("--requests") ?? 10_000);
const runs = Number(option("--runs") ?? 30);

interface HeldNights {
  TABLE: string;
  heldRooms(
    stays: { checkIn: string; checkOut: string; rooms: Record<string, number> }[],
    first: string,
    last: string,
  ): Record<string, number>;
}
interface Rules {
  roomsByType(record: { room_lines: unknown; room_type: string; rooms: number }): Record<string, number>;
}

/** The held-nights table from the stored requests that hold rooms, from yesterday on (what PocketBase does at each start). */
function countHeldNights(dataDir: string, today: string): number {
  const held = loadHookLib<HeldNights>("held-nights-lib.js");
  const rules = loadHookLib<Rules>("booking-rules.gen.js");
  const from = addDays(today, -1);
  const db = new DatabaseSync(join(dataDir, "data.db"));
  const rows = db
    .prepare(
      "SELECT substr(check_in, 1, 10) AS check_in, substr(CASE WHEN status = 'no_show' THEN MIN(check_out, COALESCE(NULLIF(released_from, ''), check_in)) ELSE check_out END, 1, 10) AS check_out," +
        " room_type, rooms, room_lines FROM booking_requests WHERE status IN ('confirmed', 'arrived', 'no_show') AND check_out > ?",
    )
    .all(`${from} 00:00:00.000Z`) as { check_in: string; check_out: string; room_type: string; rooms: number; room_lines: string }[];
  const stays = rows
    .map((r) => ({
      checkIn: r.check_in,
      checkOut: r.check_out,
      rooms: rules.roomsByType({ room_lines: r.room_lines ? JSON.parse(r.room_lines) : null, room_type: r.room_type, rooms: r.rooms }),
    }))
    .filter((s) => s.checkIn < s.checkOut);
  const counts = held.heldRooms(stays, from, addDays(from, 3650));
  const insert = db.prepare(`INSERT OR REPLACE INTO ${held.TABLE} (day, room_type, rooms) VALUES (?, ?, ?)`);
  db.exec("BEGIN");
  for (const [key, rooms] of Object.entries(counts)) {
    const bar = key.lastIndexOf("|");
    insert.run(Math.round(Date.parse(`${key.slice(bar + 1)}T00:00:00Z`) / 86_400_000), key.slice(0, bar), rooms);
  }
  db.exec("COMMIT");
  db.close();
  return Object.keys(counts).length;
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

async function series(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 3; i++) await timed(url, headers);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(url, headers));
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function main() {
  ensureBuild(distDir);
  const { stack, admin, rooms, today, manager, token, cookie } = await startDeskBench(distDir);
  try {
    console.log(`▸ storing ${total} requests over four years, and the nights they hold`);
    fillRequests(stack.pb.dataDir, rooms, today, manager.id, total);
    const heldRows = countHeldNights(stack.pb.dataDir, today);
    const counted = (await admin.collection("booking_requests").getList(1, 1)).totalItems;
    const waiting = (await admin.collection("booking_requests").getList(1, 1, { filter: `status = "new"` })).totalItems;

    const later = addDays(today, 60);
    const windows: [string, string, string][] = [
      ["the next 60 nights (Arabic)", "/desk/occupancy", `first=${today}&nights=60`],
      ["the 60 after them (English)", `/en/desk/occupancy?from=${later}`, `first=${later}&nights=60`],
    ];
    const rows: string[][] = [];
    const figures: Record<string, { page: { p50: number; p95: number }; pocketbase: { p50: number; p95: number }; over: boolean }> = {};
    for (const [name, path, query] of windows) {
      const page = await series(`${stack.webUrl}${path}`, { cookie });
      const pb = await series(`${stack.pbUrl}/api/desk/occupancy?${query}`, { authorization: token });
      const over = page.p95 > BUDGET.pageP95Ms;
      const round = (f: { p50: number; p95: number }) => ({ p50: Math.round(f.p50), p95: Math.round(f.p95) });
      figures[name] = { page: round(page), pocketbase: round(pb), over };
      rows.push([
        name,
        page.p50.toFixed(0),
        page.p95.toFixed(0),
        pb.p50.toFixed(0),
        pb.p95.toFixed(0),
        `${BUDGET.pageP95Ms}`,
        over ? "OVER" : "ok",
      ]);
    }
    console.log(
      `\nOccupancy grid with ${counted} requests stored (${waiting} new; ${heldRows} held-nights rows; ${runs} runs each, one after another; web/${distDir}, next start, no front door)`,
    );
    printTable(["window (ms)", "page p50", "page p95", "PocketBase p50", "PocketBase p95", "budget (page p95)", ""], rows);
    saveResult("desk-occupancy", { distDir, requests: counted, waiting, heldRows, runs, windows: figures, budget: BUDGET });
    if (Object.values(figures).some((f) => f.over)) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
