// Throughput of a cached page: `next start` against nginx serving the same
// HTML from a file, 50 connections for 20 s each, in one run. Prints req/s of
// both, their ratio, p99 latency, errors, and how many requests reached
// PocketBase while Next was being hammered (it must be 0: cached views are
// served from Next's cache, not from PocketBase).
//
//   npm run -w web bench:throughput [-- --path /en/offers --duration 20 --connections 50]
//
// Uses the e2e stack (real PocketBase seeded with the hotel's content and a
// production build in web/.next-perf, rebuilt when sources are newer).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import { startStack } from "../tests/e2e/stack";
import { ensureBuild } from "./lib/build";
import { option, printTable } from "./lib/cli";
import { onInterrupt } from "./lib/cleanup";
import { findNginx, startNginx } from "./lib/nginx";
import { countPocketBaseRequests } from "./lib/pocketbase-requests";
import { saveResult } from "./lib/results";

const path = option("--path") ?? "/";
const duration = Number(option("--duration") ?? 20);
const connections = Number(option("--connections") ?? 50);
const distDir = option("--dist") ?? ".next-perf";

/** Requests the page until Next answers it from its cache; returns that HTML. */
async function warmUntilCached(url: string): Promise<{ html: string; cacheHeader: string }> {
  let last = "";
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await fetch(url);
    const html = await res.text();
    last = res.headers.get("x-nextjs-cache") ?? "(none)";
    if (res.ok && last === "HIT") return { html, cacheHeader: last };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} never came from Next's cache (last x-nextjs-cache: ${last}); is the page dynamic?`);
}

function summary(name: string, r: Result) {
  return {
    name,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r["2xx"] + r.non2xx,
  };
}

async function main() {
  const nginx = findNginx();
  ensureBuild(distDir);
  const stack = await startStack({ distDir, build: "never" });
  onInterrupt(() => stack.stop());
  const work = mkdtempSync(join(tmpdir(), "hotel-throughput-"));
  try {
    const pageUrl = new URL(path, stack.webUrl).toString();
    const { html } = await warmUntilCached(pageUrl);
    console.log(`▸ ${pageUrl} is cached (x-nextjs-cache: HIT), ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML`);

    let nginxRun: ReturnType<typeof summary> | null = null;
    if ("path" in nginx) {
      const server = await startNginx(nginx.path, work, html);
      onInterrupt(() => server.stop());
      console.log(`▸ nginx ${server.url}: ${connections} connections, ${duration} s`);
      try {
        nginxRun = summary("nginx (same HTML, static file)", await autocannon({ url: server.url, connections, duration }));
      } finally {
        await server.stop();
      }
    } else {
      console.log(`▸ nginx skipped: ${nginx.reason}`);
    }

    await warmUntilCached(pageUrl);
    console.log(`▸ next start ${pageUrl}: ${connections} connections, ${duration} s`);
    const since = new Date();
    const nextRun = summary("next start (cached page)", await autocannon({ url: pageUrl, connections, duration }));
    const until = new Date();
    const pbRequests = await countPocketBaseRequests(stack.pbUrl, stack.superuser, since, until);

    const runs = nginxRun ? [nextRun, nginxRun] : [nextRun];
    console.log(`\nThroughput of ${path} (${connections} connections × ${duration} s each, one machine, 2 cores)`);
    printTable(
      ["server", "req/s", "p50 ms", "p99 ms", "requests", "errors", "non-2xx"],
      runs.map((r) => [r.name, r.reqPerSec.toFixed(0), r.p50.toFixed(0), r.p99.toFixed(0), String(r.total), String(r.errors), String(r.non2xx)]),
    );
    const ratio = nginxRun ? nextRun.reqPerSec / nginxRun.reqPerSec : null;
    if (ratio !== null) console.log(`next / nginx: ${(ratio * 100).toFixed(1)} % (nginx is ${(1 / ratio).toFixed(1)}× faster)`);
    console.log(`PocketBase requests while Next served ${nextRun.total} views: ${pbRequests.total}`);
    for (const [key, count] of pbRequests.byPath.slice(0, 10)) console.log(`  ${count}  ${key}`);

    saveResult("throughput", { path, connections, duration, next: nextRun, nginx: nginxRun, ratio, pocketBaseRequests: pbRequests.total });

    const failures: string[] = [];
    for (const r of runs) if (r.errors > 0 || r.non2xx > 0) failures.push(`${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`);
    if (pbRequests.total > 0) failures.push(`${pbRequests.total} PocketBase requests during cached views (budget 0)`);
    if (failures.length) {
      console.error(`\nOVER BUDGET:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
