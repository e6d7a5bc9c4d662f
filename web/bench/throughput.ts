// Throughput of a cached page: `next start` against nginx serving the same
// HTML from a file, 50 connections for 20 s each, in one run. Prints req/s of
// both, their ratio, p99 latency, errors, and how many requests reached
// PocketBase while Next was being hammered (it must be 0: cached views are
// served from Next's cache, not from PocketBase).
//
//   npm run -w web bench:throughput [-- --path /en/offers --duration 20 --connections 50]
//   npm run -w web bench:throughput -- --proxy
//       the site through the project's own front door (proxy/, nginx with its
//       one-second page cache) instead of `next start` alone; budget: at least
//       50 % of nginx serving the file, p99 ≤ 60 ms. Then seconds from a save
//       to the change through the front door, and through a CDN stand-in (a
//       plain nginx cache obeying the front door's Cache-Control); and through
//       the front door for saves 30 ms after another one.
//   npm run -w web bench:throughput -- --proxy --gzip
//       as a browser asks: Accept-Encoding gzip (nginx then serves its file
//       gzipped beforehand, and the door its cached gzipped copy).
//   npm run -w web bench:throughput -- --proxy --saves 30
//       more saves of each kind (default 5).
//   npm run -w web bench:throughput -- --proxy --path /en/offers --any-language
//       every request a first visit naming an Accept-Language of its own, as
//       guests' browsers do, or a client varying the header to go past the
//       door's cache. Any page but the home page is one copy for all of them.
//
// Uses the e2e stack (real PocketBase seeded with the hotel's content and a
// production build in web/.next-perf, rebuilt when sources are newer).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import PocketBase from "pocketbase";
import { startStack, type Stack } from "../tests/e2e/stack";
import { ensureBuild } from "./lib/build";
import { flag, option, printTable } from "./lib/cli";
import { startCdnStandIn, startFrontDoor } from "./lib/front-door";
import { onInterrupt } from "./lib/cleanup";
import { findNginx, startNginx } from "./lib/nginx";
import { countPocketBaseRequests } from "./lib/pocketbase-requests";
import { saveResult } from "./lib/results";

const path = option("--path") ?? "/";
const duration = Number(option("--duration") ?? 20);
const connections = Number(option("--connections") ?? 50);
const distDir = option("--dist") ?? ".next-perf";
const throughProxy = flag("--proxy");
// What Chromium sends; without --gzip, no Accept-Encoding (an uncompressed page).
const encoding: Record<string, string> = flag("--gzip") ? { "accept-encoding": "gzip, deflate, br, zstd" } : {};
const PROXY_RATIO_BUDGET = 0.5;
const PROXY_P99_BUDGET_MS = 60;
const FRESHNESS_BUDGET_S = { frontDoor: 2, cdn: 5 };
const saves = Number(option("--saves") ?? 5);
/** The second row of saves: each one this long after another save. */
const CLOSE_SAVES_MS = 30;
// A returning guest, with the language cookie the language selector set.
const returning = (page: string) => ({ cookie: `i18n_redirected=${/^\/en(\/|$)/.test(page) ? "en" : "ar"}`, ...encoding });
const anyLanguage = flag("--any-language");
let visits = 0;
/** The measured load: returning guests, or (--any-language) first visits, each with its own Accept-Language. */
const load = (url: string) =>
  autocannon({
    url,
    connections,
    duration,
    headers: anyLanguage ? encoding : returning(path),
    // Not `requests: undefined`: autocannon would take that over its default.
    ...(anyLanguage && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "accept-language": `ar-IQ,ar;q=0.9,x-${(++visits).toString(36)};q=0.5` },
          }),
        },
      ],
    }),
  });

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
        nginxRun = summary("nginx (same HTML, static file)", await load(server.url));
      } finally {
        await server.stop();
      }
    } else {
      console.log(`▸ nginx skipped: ${nginx.reason}`);
    }

    await warmUntilCached(pageUrl);
    let targetUrl = pageUrl;
    let frontDoor: Awaited<ReturnType<typeof startFrontDoor>> | undefined;
    if (throughProxy) {
      if (!("path" in nginx)) throw new Error(`--proxy needs nginx: ${nginx.reason}`);
      frontDoor = await startFrontDoor(nginx.path, join(work, "front-door"), stack.webUrl, stack.pbUrl);
      onInterrupt(() => frontDoor?.stop());
      targetUrl = new URL(path, frontDoor.url).toString();
    }
    const label = `${throughProxy ? "front door → next start (cached page)" : "next start (cached page)"}${anyLanguage ? ", any language" : ""}`;
    console.log(`▸ ${label} ${targetUrl}: ${connections} connections, ${duration} s`);
    const since = new Date();
    const nextRun = summary(label, await load(targetUrl));
    const until = new Date();
    const pbRequests = await countPocketBaseRequests(stack.pbUrl, stack.superuser, since, until);

    const runs = nginxRun ? [nextRun, nginxRun] : [nextRun];
    const asked = "accept-encoding" in encoding ? "gzip" : "uncompressed";
    console.log(`\nThroughput of ${path}, ${asked} (${connections} connections × ${duration} s each, one machine, 2 cores)`);
    printTable(
      ["server", "req/s", "p50 ms", "p99 ms", "requests", "errors", "non-2xx"],
      runs.map((r) => [
        r.name,
        r.reqPerSec.toFixed(0),
        r.p50.toFixed(0),
        r.p99.toFixed(0),
        String(r.total),
        String(r.errors),
        String(r.non2xx),
      ]),
    );
    const ratio = nginxRun ? nextRun.reqPerSec / nginxRun.reqPerSec : null;
    if (ratio !== null)
      console.log(
        `${throughProxy ? "front door" : "next"} / nginx: ${(ratio * 100).toFixed(1)} % (nginx is ${(1 / ratio).toFixed(1)}× faster)`,
      );
    console.log(`PocketBase requests while Next served ${nextRun.total} views: ${pbRequests.total}`);
    for (const [key, count] of pbRequests.byPath.slice(0, 10)) console.log(`  ${count}  ${key}`);

    const failures: string[] = [];
    let freshness: Awaited<ReturnType<typeof secondsFromSaveToVisible>> | undefined;
    if (frontDoor && "path" in nginx) {
      const cdn = await startCdnStandIn(nginx.path, join(work, "cdn"), frontDoor.url.replace(/\/$/, ""));
      onInterrupt(() => cdn.stop());
      try {
        freshness = await secondsFromSaveToVisible(stack, frontDoor.url, cdn.url, saves);
      } finally {
        await cdn.stop();
        await frontDoor.stop();
      }
      const worst = {
        frontDoor: Math.max(...freshness.frontDoor),
        cdn: Math.max(...freshness.cdn),
        closeSaves: Math.max(...freshness.closeSaves),
      };
      console.log(`\nSave → visible on /en/offers, ${freshness.frontDoor.length} saves (seconds):`);
      printTable(
        ["through", "each save", "worst", "budget"],
        [
          [
            "front door",
            freshness.frontDoor.map((t) => t.toFixed(2)).join(" "),
            worst.frontDoor.toFixed(2),
            `≤ ${FRESHNESS_BUDGET_S.frontDoor}`,
          ],
          [
            "CDN stand-in → front door",
            freshness.cdn.map((t) => t.toFixed(2)).join(" "),
            worst.cdn.toFixed(2),
            `≤ ${FRESHNESS_BUDGET_S.cdn}`,
          ],
          [
            `front door, ${CLOSE_SAVES_MS} ms after another save`,
            freshness.closeSaves.map((t) => t.toFixed(2)).join(" "),
            worst.closeSaves.toFixed(2),
            `≤ ${FRESHNESS_BUDGET_S.frontDoor}`,
          ],
        ],
      );
      if (ratio !== null && ratio < PROXY_RATIO_BUDGET)
        failures.push(`front door at ${(ratio * 100).toFixed(1)} % of nginx (budget ≥ ${PROXY_RATIO_BUDGET * 100} %)`);
      if (nextRun.p99 > PROXY_P99_BUDGET_MS) failures.push(`front door p99 ${nextRun.p99} ms (budget ≤ ${PROXY_P99_BUDGET_MS} ms)`);
      if (worst.frontDoor > FRESHNESS_BUDGET_S.frontDoor)
        failures.push(`an edit took ${worst.frontDoor.toFixed(2)} s through the front door`);
      if (worst.cdn > FRESHNESS_BUDGET_S.cdn) failures.push(`an edit took ${worst.cdn.toFixed(2)} s through the CDN stand-in`);
      if (worst.closeSaves > FRESHNESS_BUDGET_S.frontDoor)
        failures.push(`an edit ${CLOSE_SAVES_MS} ms after another took ${worst.closeSaves.toFixed(2)} s through the front door`);
      const quietMissed = freshness.quietPageShown.filter((shown) => !shown).length;
      console.log(
        `A page unread for 3 s, read once ${FRESHNESS_BUDGET_S.frontDoor} s after a save: shown ${freshness.quietPageShown.length - quietMissed} of ${freshness.quietPageShown.length} times`,
      );
      if (quietMissed > 0)
        failures.push(
          `an unread page showed its old copy ${FRESHNESS_BUDGET_S.frontDoor} s after a save (${quietMissed} of ${freshness.quietPageShown.length})`,
        );
    }

    saveResult(throughProxy ? "throughput-proxy" : "throughput", {
      path,
      encoding: asked,
      anyLanguage,
      connections,
      duration,
      next: nextRun,
      nginx: nginxRun,
      ratio,
      pocketBaseRequests: pbRequests.total,
      freshness,
    });

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

/**
 * Saves a new English title for an offer (staff's edit, through PocketBase's
 * API; its hook revalidates the site) and polls /en/offers through both
 * addresses, every 50 ms, until each shows it. Both are read all along, so the
 * CDN stand-in holds a copy from before the save, as a real edge would.
 */
async function secondsFromSaveToVisible(stack: Stack, frontDoorUrl: string, cdnUrl: string, saves: number) {
  const pb = new PocketBase(stack.pbUrl);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(stack.superuser.email, stack.superuser.password);
  const offer = await pb.collection("offers").getFirstListItem("published = true");
  const original = offer.title_en as string;
  const page = (base: string) => new URL("/en/offers", base).toString();
  const result = { frontDoor: [] as number[], cdn: [] as number[], closeSaves: [] as number[], quietPageShown: [] as boolean[] };
  const read = (base: string) => fetch(page(base), { headers: returning("/en/offers") });
  /** Saves a new title; resolves when each of `bases` shows it, in seconds from the save. */
  const saveAndWatch = async (bases: string[]) => {
    const title = `${original} ${Date.now().toString(36)}`;
    const started = performance.now();
    await pb.collection("offers").update(offer.id, { title_en: title });
    const seen = async (base: string) => {
      for (;;) {
        if ((await (await read(base)).text()).includes(title)) return (performance.now() - started) / 1000;
        if (performance.now() - started > 30_000) throw new Error(`${page(base)} never showed the saved title`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    return Promise.all(bases.map(seen));
  };
  const warm = async () => {
    for (let i = 0; i < 3; i++) await Promise.all([read(frontDoorUrl), read(cdnUrl)]);
  };
  try {
    for (let i = 0; i < saves; i++) {
      await warm();
      const [frontDoor, cdn] = await saveAndWatch([frontDoorUrl, cdnUrl]);
      result.frontDoor.push(frontDoor!);
      result.cdn.push(cdn!);
    }
    // A save soon after another (staff saving twice, two staff at once): the
    // first one's renders may still be reading the old content (see
    // src/app/api/revalidate/route.ts). Guests keep reading all along, through
    // the door and past its cache, as React's navigations do.
    for (let i = 0; i < saves; i++) {
      await warm();
      let reading = true;
      const guests = (async () => {
        while (reading) await Promise.all([read(frontDoorUrl), read(stack.webUrl), new Promise((r) => setTimeout(r, 30))]);
      })();
      await new Promise((r) => setTimeout(r, 1_000 + Math.random() * 1_000));
      await pb.collection("offers").update(offer.id, { title_en: `${original} first ${i}` });
      await new Promise((r) => setTimeout(r, CLOSE_SAVES_MS));
      const [frontDoor] = await saveAndWatch([frontDoorUrl]);
      reading = false;
      await guests;
      result.closeSaves.push(frontDoor!);
    }
    // A page nobody reads for a while: its old copy must not be served (even
    // once, while the door refreshes it) to the first guest after the save.
    for (let i = 0; i < 3; i++) {
      await read(frontDoorUrl);
      await new Promise((r) => setTimeout(r, 3_000));
      const title = `${original} quiet ${Date.now().toString(36)}`;
      await pb.collection("offers").update(offer.id, { title_en: title });
      await new Promise((r) => setTimeout(r, FRESHNESS_BUDGET_S.frontDoor * 1000));
      result.quietPageShown.push((await (await read(frontDoorUrl)).text()).includes(title));
    }
  } finally {
    await pb.collection("offers").update(offer.id, { title_en: original });
  }
  return result;
}
