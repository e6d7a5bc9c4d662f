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
import { listRequests, refreshMember } from "../src/lib/cms/desk";
import { ensureBuild } from "./lib/build";
import { addDays, fillRequests, percentile, startDeskBench } from "./lib/desk-fill";
import { option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

/** The issue's budgets: a desk page's server time, and a phone search. */
const BUDGET = { pageP95Ms: 300, phoneSearchP95Ms: 100 };

const distDir = option("--dist") ?? ".next-e2e";
const total = Number(option("--requests") ?? 10_000);
const runs = Number(option("--runs") ?? 30);
/** A copy of the filled database, to look at its queries afterwards (sqlite3 FILE). */
const keepDb = option("--keep-db");

async function timed(url: string, cookie: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

async function main() {
  ensureBuild(distDir);
  const { stack, admin, rooms, today, manager, token, cookie } = await startDeskBench(distDir);
  try {
    console.log(`▸ storing ${total} requests over four years, with their histories`);
    const started = performance.now();
    const { phones, sample } = fillRequests(stack.pb.dataDir, rooms, today, manager.id, total, keepDb);
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
