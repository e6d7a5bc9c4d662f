// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4×
// CPU slowdown) on home, rooms, offers, an offer detail, book and discover, in
// both locales (12 pages) against a production build and a seeded PocketBase.
//
//   npm run -w web bench:lighthouse [-- --runs 3] [-- --pages /,/book]  (--pages: a subset, in both locales)
//   npm run -w web bench:lighthouse -- --direct   (`next start` itself, plain HTTP/1.1)
//   npm run -w web bench:lighthouse -- --floor    (the framework's own floor only, not judged: an
//                                                  empty App Router page with the same Next and React)
//   npm run -w web bench:lighthouse -- --no-floor (the site only; by default the floor is measured
//                                                  first, in the same window, and printed as a reference row)
//
// Guests reach the site through the front door (proxy/), over https and
// HTTP/2, so that is what is measured: the project's own nginx config with its
// page cache, its https server and a throwaway certificate this Chromium
// trusts. HTTP/2 matters to the score: Lighthouse's simulated slow 4G spreads
// HTTP/1.1 requests over six connections, each paying its own TCP handshake,
// and a request waits for a free one; HTTP/2 sends them all over the
// document's open connection.
//
// Budgets (issue 14): performance ≥ 98, accessibility, best practices and SEO
// 100 on every page; the Arabic home page's LCP ≤ 2.0 s.
// With --runs N (default 5) each page is measured N times and the run with the
// median performance score is kept: Lighthouse's own advice for a noisy
// machine, where one page's total blocking time varies threefold between runs
// and 3 runs left a page's verdict to chance. Each page gets one unscored
// warm-up run first (see measurePages). Exits 1 below budget and prints what failed.
// Beside the scores: the page's main-thread CPU time and wall time (medians,
// lib/main-thread.ts). The CPU time is the steady figure to judge a change
// of the page by; the wall time, about twice it on this machine's two cores,
// is what the simulation's TBT is made of.
import lighthouse from "lighthouse";
import PocketBase from "pocketbase";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@hotel/pocketbase/testing";
import { startNext, startStack } from "../tests/e2e/stack";
import { inLocale } from "../tests/e2e/site-routes";
import { ensureBuild } from "./lib/build";
import { startChromium } from "./lib/chromium";
import { selfSignedCertificate, startFrontDoor } from "./lib/front-door";
import { buildFrameworkFloor } from "./lib/framework-floor";
import { findNginx } from "./lib/nginx";
import { onInterrupt } from "./lib/cleanup";
import { flag, option, printTable } from "./lib/cli";
import { mainThreadTime, type MainThreadTime, type TraceEvent } from "./lib/main-thread";
import { saveResult } from "./lib/results";

const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
/** The Arabic home page (the default locale's front door), largest contentful paint. */
const ARABIC_HOME_LCP_BUDGET_MS = 2_000;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];

const runs = Number(option("--runs") ?? 5);
const direct = flag("--direct");
const floor = flag("--floor");
const withoutFloor = flag("--no-floor") && !floor;
const distDir = option("--dist") ?? ".next-perf";
const onlyPages = option("--pages")
  ?.split(",")
  .map((p) => p.trim())
  .filter(Boolean);

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKB: number;
  /** The page's main thread, median of the runs (lib/main-thread.ts): CPU time, and wall time with waiting for a core. */
  mainThread: MainThreadTime;
  failing: string[];
}

// A guest reading Arabic has an Arabic browser; with Lighthouse's en-US the
// site's locale detection would redirect the Arabic home page to /en first.
const acceptLanguage = (path: string) => (path === "/en" || path.startsWith("/en/") ? "en-US,en;q=0.9" : "ar-IQ,ar;q=0.9");

/** What is measured: its server (and PocketBase's, for the door), the paths to load, how to stop it. */
interface Measured {
  webUrl: string;
  pbUrl: string;
  paths: string[];
  stop: () => Promise<void>;
}

/** The site, seeded; its address is the front door's when there is one. */
async function startSite(doorOrigin: string | undefined): Promise<Measured> {
  const stack = await startStack({ distDir, build: "never", env: doorOrigin ? { SITE_URL: doorOrigin, PB_PUBLIC_URL: doorOrigin } : {} });
  try {
    const admin = new PocketBase(stack.pbUrl);
    admin.autoCancellation(false);
    const offer = await admin.collection("offers").getFirstListItem("published = true", { sort: "sort_order" });
    const allPages = ["/", "/OurRooms", "/offers", `/offerDetails-${offer.id}`, "/book", "/discover"];
    const pages = onlyPages
      ? allPages.filter((p) => onlyPages.includes(p) || (p.startsWith("/offerDetails-") && onlyPages.includes("/offerDetails")))
      : allPages;
    const paths = (["ar", "en"] as const).flatMap((locale) => pages.map((p) => inLocale(p, locale)));
    return { webUrl: stack.webUrl, pbUrl: stack.pbUrl, paths, stop: stack.stop };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * The framework's own floor (lib/framework-floor.ts): what Next and React
 * cost a page before the site adds anything, through the same door and the
 * same Lighthouse. The door's /api/ goes nowhere; the page asks nothing of it.
 */
async function startFloor(): Promise<Measured> {
  const port = await freePort();
  const next = await startNext(buildFrameworkFloor(), port, {});
  const webUrl = `http://localhost:${port}`;
  return { webUrl, pbUrl: webUrl, paths: ["/"], stop: next.stop };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Door {
  /** The address Chromium loads pages from. */
  siteUrl: string;
  chromiumFlags: string[];
  stop: () => Promise<void>;
}

/** The bench's own certificate, made once per run for every door it opens; none with --direct. */
type Tls = ReturnType<typeof selfSignedCertificate> | undefined;

/** The front door (proxy/'s nginx config, https, HTTP/2) in front of `measured`, on `port`; or `next start` itself with --direct. */
async function openDoor(measured: Measured, port: number | undefined, tls: Tls, work: string): Promise<Door> {
  if (port === undefined || tls === undefined) return { siteUrl: measured.webUrl, chromiumFlags: [], stop: async () => {} };
  const nginx = findNginx();
  if (!("path" in nginx)) throw new Error(`${nginx.reason}; or measure \`next start\` itself with --direct`);
  const door = await startFrontDoor(nginx.path, join(work, `front-door-${port}`), measured.webUrl, measured.pbUrl, { port, tls });
  return { siteUrl: door.url, chromiumFlags: [`--ignore-certificate-errors-spki-list=${tls.spkiHash}`], stop: () => door.stop() };
}

/** Each of `measured`'s pages, `runs` times through `door` after one warm-up load, the median run kept. */
async function measurePages(measured: Measured, door: Door): Promise<PageResult[]> {
  console.log(`▸ measuring ${door.siteUrl}${direct ? " (next start, HTTP/1.1)" : " (the front door: https, HTTP/2)"}`);
  const chromium = await startChromium(door.chromiumFlags);
  onInterrupt(() => chromium.stop());
  try {
    // Cached pages are what guests get: render each once before measuring.
    for (const path of measured.paths) for (let i = 0; i < 2; i++) await (await fetch(new URL(path, measured.webUrl))).text();

    // Warm-up, not scored: one load of each page, so the browser has started
    // (see the top of this file) and the image optimiser has encoded each
    // page's photos at the sizes this phone asks for, as they are for every
    // guest after the first. Otherwise a page's first run shares the machine's
    // two cores with AVIF encoding and scores up to 20 points lower.
    for (const path of measured.paths) {
      await lighthouse(new URL(path, door.siteUrl).toString(), {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: { "Accept-Language": acceptLanguage(path) },
      });
    }

    const results: PageResult[] = [];
    const retried = new Set<string>();
    for (const path of measured.paths) {
      const url = new URL(path, door.siteUrl).toString();
      const attempts: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"][] = [];
      const threads: MainThreadTime[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          extraHeaders: { "Accept-Language": acceptLanguage(path) },
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError && !retried.has(path)) {
          // A failed load (e.g. a timeout on a busy machine) is retried once, not scored as 0.
          console.log(`  ${path}: Lighthouse run failed (${result.lhr.runtimeError.code}), retrying once`);
          retried.add(path);
          i--;
          continue;
        }
        attempts.push(result.lhr);
        // A load that failed twice is scored as Lighthouse scores it, but has no page to time.
        if (!result.lhr.runtimeError)
          threads.push(mainThreadTime((result.artifacts as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents));
      }
      const score = (lhr: (typeof attempts)[number], c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const lhr = attempts.find((a) => score(a, "performance") === median(attempts.map((a) => score(a, "performance"))))!;
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "manual" &&
            a.scoreDisplayMode !== "notApplicable",
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      const consoleErrors = (
        (
          lhr.audits["errors-in-console"]?.details as
            { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> } | undefined
        )?.items ?? []
      ).map((item) => `console: ${item.description ?? ""} ${item.sourceLocation?.url ?? ""}`.trim());
      failing.push(...consoleErrors);
      const scriptBytes =
        (
          lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
        )?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0;
      const entry: PageResult = {
        path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number>,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        scriptKB: scriptBytes / 1024,
        mainThread: threads.length
          ? { cpuMs: median(threads.map((t) => t.cpuMs)), wallMs: median(threads.map((t) => t.wallMs)) }
          : { cpuMs: NaN, wallMs: NaN },
        failing,
      };
      results.push(entry);
      console.log(`▸ ${path}: ${CATEGORIES.map((c) => `${c} ${entry.scores[c]}`).join(" · ")}`);
    }
    return results;
  } finally {
    await chromium.stop();
  }
}

/** Starts what is measured and its door, measures it, and stops both. */
async function measure(start: () => Promise<Measured>, doorPort: number | undefined, tls: Tls, work: string): Promise<PageResult[]> {
  const measured = await start();
  onInterrupt(() => measured.stop());
  let door: Door | undefined;
  try {
    door = await openDoor(measured, doorPort, tls, work);
    onInterrupt(() => door?.stop());
    return await measurePages(measured, door);
  } finally {
    await door?.stop();
    await measured.stop();
  }
}

function printResults(results: PageResult[]): void {
  printTable(
    ["page", "perf", "a11y", "best pr.", "SEO", "LCP s", "TBT ms", "CLS", "JS KB", "main CPU ms", "main wall ms"],
    results.map((r) => [
      r.path,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores["best-practices"]),
      String(r.scores.seo),
      (r.lcpMs / 1000).toFixed(2),
      r.tbtMs.toFixed(0),
      r.cls.toFixed(3),
      r.scriptKB.toFixed(0),
      r.mainThread.cpuMs.toFixed(0),
      r.mainThread.wallMs.toFixed(0),
    ]),
  );
}

async function main() {
  if (!floor) ensureBuild(distDir);
  const work = mkdtempSync(join(tmpdir(), "hotel-lighthouse-"));
  chmodSync(work, 0o755); // nginx's workers (an unprivileged user) reach its cache below
  onInterrupt(() => rmSync(work, { recursive: true, force: true }));
  const through = direct ? "next start" : "front door (https, HTTP/2)";
  const tls = direct ? undefined : selfSignedCertificate(join(work, "tls"));
  try {
    // The framework's floor first, in the same window: the score the stack
    // itself gets on this machine today, which tells whether the machine can
    // judge the budget at all (the floor scored 100 on one machine of this
    // project's kind and 93 on another). Not judged. --floor measures only it.
    const floorResults = withoutFloor ? undefined : await measure(startFloor, direct ? undefined : await freePort(), tls, work);
    if (floorResults) saveResult("lighthouse-floor", { runs, through, results: floorResults });
    if (floor) {
      console.log(
        `\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ""}mobile preset — the framework's floor (an empty App Router page), not judged`,
      );
      printResults(floorResults!);
      return;
    }

    // The site's own address (canonical links, PocketBase files for browsers) is the front door's, as in production.
    const doorPort = direct ? undefined : await freePort();
    const results = await measure(() => startSite(doorPort ? `https://localhost:${doorPort}` : undefined), doorPort, tls, work);

    const budgets = `budgets: ${CATEGORIES.map((c) => `${c} ≥ ${BUDGET[c]}`).join(", ")}, Arabic home LCP ≤ ${ARABIC_HOME_LCP_BUDGET_MS / 1000} s`;
    console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ""}mobile preset — ${budgets}`);
    printResults(floorResults ? [...floorResults.map((r) => ({ ...r, path: "(floor) /" })), ...results] : results);
    const below = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < BUDGET[c]));
    for (const r of below) {
      const cats = CATEGORIES.filter((c) => r.scores[c] < BUDGET[c]).map((c) => `${c} ${r.scores[c]}`);
      console.log(`BELOW BUDGET ${r.path}: ${cats.join(", ")}; audits under 90: ${r.failing.join(", ") || "(none)"}`);
    }
    const arabicHome = results.find((r) => r.path === "/");
    const slowHome = arabicHome !== undefined && !(arabicHome.lcpMs <= ARABIC_HOME_LCP_BUDGET_MS);
    if (slowHome) console.log(`OVER BUDGET /: LCP ${(arabicHome.lcpMs / 1000).toFixed(2)} s, budget ${ARABIC_HOME_LCP_BUDGET_MS / 1000} s`);
    const floorScore = floorResults?.[0]?.scores.performance;
    if (floorScore !== undefined && floorScore < BUDGET.performance)
      console.log(
        `MACHINE TOO SLOW TO JUDGE: the framework's own empty page scores ${floorScore} here (TBT ${floorResults![0]!.tbtMs.toFixed(0)} ms), ` +
          `under the budget of ${BUDGET.performance} before the site adds anything; the verdict stands as measured`,
      );
    saveResult("lighthouse", { runs, through, floor: floorResults?.[0], results });
    if (below.length || slowHome) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
