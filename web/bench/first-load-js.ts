// First-load JavaScript per route, gzip, read from a production build, against
// budgets counted above the framework's own floor (bench/lib/first-load-budget.ts).
//
//   npm run -w web bench:first-load            (builds web/.next-perf if stale)
//   npm run -w web bench:first-load -- --dist .next-e2e --no-build   (what `npm test` runs after the e2e suite)
//   npm run -w web bench:first-load -- --floor (builds the empty page again even if its figure is cached)
//
// Next 16 (Turbopack) no longer prints "First Load JS" after `next build`, so
// this reads what it writes instead: build-manifest.json's rootMainFiles (the
// runtime every page loads) plus, per route, every entryJSFiles chunk of its
// page_client-reference-manifest.js (root layout, locale layout, error and
// not-found boundaries, global-error, the page), which is exactly the set of
// <script src> tags a page's HTML carries. Polyfills are left out: they load
// with `nomodule`, which no current browser fetches. Exits 1 when a route is
// over its budget or the 360 viewer is in a route's first load.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { webDir } from "../tests/e2e/stack";
import { rootMainFiles } from "../src/lib/compile-hints";
import { ensureBuild } from "./lib/build";
import { buildFrameworkFloor, frameworkFloorDir, frameworkVersions } from "./lib/framework-floor";
import { flag, option, printTable } from "./lib/cli";
import { allowanceKB, judge, overBudgetMessages } from "./lib/first-load-budget";
import { saveResult } from "./lib/results";

export interface RouteWeight {
  route: string;
  files: string[];
  gzipBytes: number;
}

interface RscManifest {
  entryJSFiles?: Record<string, string[]>;
}

function gzipSize(path: string, cache: Map<string, number>): number {
  let size = cache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    cache.set(path, size);
  }
  return size;
}

function readClientManifest(distPath: string, route: string): RscManifest | undefined {
  const file = join(distPath, "server", "app", `${route}_client-reference-manifest.js`);
  if (!existsSync(file)) return undefined;
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, RscManifest> } = {};
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  return sandbox.__RSC_MANIFEST?.[route];
}

/** Gzip bytes of the JS each page route loads on its first visit. */
export function measureFirstLoad(distPath: string): { weights: RouteWeight[]; runtimeBytes: number } {
  const rootFiles = rootMainFiles(distPath);
  const routes = JSON.parse(readFileSync(join(distPath, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const sizes = new Map<string, number>();
  const weights: RouteWeight[] = [];

  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page") || route.startsWith("/_")) continue;
    const manifest = readClientManifest(distPath, entry);
    const files = new Set(rootFiles);
    for (const [entry, chunks] of Object.entries(manifest?.entryJSFiles ?? {})) {
      // Only unmatched URLs render global-not-found; a route's own page never loads it.
      if (entry.endsWith("/global-not-found")) continue;
      for (const chunk of chunks) files.add(chunk);
    }
    const list = [...files].filter((f) => f.endsWith(".js"));
    const gzipBytes = list.reduce((sum, file) => sum + gzipSize(join(distPath, file), sizes), 0);
    weights.push({ route, files: list, gzipBytes });
  }
  const runtimeBytes = rootFiles.reduce((sum, f) => sum + gzipSize(join(distPath, f), sizes), 0);
  return { weights: weights.sort((a, b) => a.route.localeCompare(b.route)), runtimeBytes };
}

/** Static chunks holding the 360 viewer (Photo Sphere Viewer or three.js): they must load on demand only. */
export function viewerChunks(distPath: string): string[] {
  const dir = join(distPath, "static", "chunks");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .filter((f) => /psv-container|WebGLRenderer/.test(readFileSync(join(dir, f), "utf8")))
    .map((f) => `static/chunks/${f}`);
}

/** Markers of the reservations desk's browser code (components/desk): its live stream, its sign-in form, its stylesheet. */
const DESK_MARKERS = /\/desk\/live|desk-sign-in-error|--hotel-desk-stylesheet/;

/** Static chunks holding desk code: staff's, in no guest route's first load. */
export function deskChunks(distPath: string): string[] {
  const dir = join(distPath, "static", "chunks");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".js") || f.endsWith(".css"))
    .filter((f) => DESK_MARKERS.test(readFileSync(join(dir, f), "utf8")))
    .map((f) => `static/chunks/${f}`);
}

/** The stylesheets the service worker saves on every guest's device at install (its precache list). */
export function precachedStylesheets(distPath: string): string[] {
  const worker = join(distPath, "server", "app", "serwist", "sw.js.body");
  if (!existsSync(worker)) return [];
  return [...new Set(Array.from(readFileSync(worker, "utf8").matchAll(/\/_next\/(static\/[\w./-]+\.css)/g), (m) => m[1]!))];
}

/**
 * The least any route of this stack can load: the empty App Router page
 * (lib/framework-floor.ts), measured like the site. The figure is kept in
 * web/.next-floor/floor.json and reused while Next and React stay the same
 * versions (`force` builds the page again).
 */
export function measureFrameworkFloor(force = false): { gzipBytes: number; versions: string; cached: boolean } {
  const versions = frameworkVersions();
  const cacheFile = join(frameworkFloorDir, "floor.json");
  if (!force && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { gzipBytes?: unknown; versions?: unknown };
    if (cached.versions === versions && typeof cached.gzipBytes === "number")
      return { gzipBytes: cached.gzipBytes, versions, cached: true };
  }
  const dir = buildFrameworkFloor(force);
  const page = measureFirstLoad(join(dir, ".next")).weights.find((w) => w.route === "/");
  if (!page) throw new Error("The empty page's build has no / route");
  writeFileSync(cacheFile, JSON.stringify({ gzipBytes: page.gzipBytes, versions }));
  return { gzipBytes: page.gzipBytes, versions, cached: false };
}

const kb = (bytes: number) => bytes / 1024;

async function main() {
  const distDir = option("--dist") ?? process.env.NEXT_DIST_DIR ?? ".next-perf";
  if (!flag("--no-build")) ensureBuild(distDir);
  const distPath = join(webDir, distDir);
  if (!existsSync(join(distPath, "build-manifest.json"))) {
    console.error(`No build in web/${distDir}; run without --no-build.`);
    process.exit(2);
  }

  const { weights, runtimeBytes } = measureFirstLoad(distPath);
  const floor = measureFrameworkFloor(flag("--floor"));
  const floorKB = kb(floor.gzipBytes);
  const verdicts = judge(weights, floor.gzipBytes);
  console.log(
    `an empty App Router page (${floor.versions}, the same build tool${floor.cached ? "; figure cached in web/.next-floor" : ""}): ` +
      `${floorKB.toFixed(1)} KB — the floor the budgets count from`,
  );
  console.log(`First-load JS per route (gzip) — web/${distDir}`);
  printTable(
    ["route", "chunks", "gzip KB", "above floor", "budget KB", ""],
    verdicts.map((v, i) => [
      v.route,
      String(weights[i]!.files.length),
      kb(v.gzipBytes).toFixed(1),
      `+${kb(v.gzipBytes - floor.gzipBytes).toFixed(1)}`,
      `${kb(v.budgetBytes).toFixed(1)} (+${allowanceKB(v.route)})`,
      v.over ? "OVER" : "ok",
    ]),
  );
  const over = overBudgetMessages(verdicts, floor.gzipBytes);
  const viewer = viewerChunks(distPath);
  const viewerInFirstLoad = weights.filter((w) => w.files.some((f) => viewer.includes(f))).map((w) => w.route);
  if (viewer.length === 0) console.log("360 viewer: no chunk with Photo Sphere Viewer / three.js found (is the tour built?)");
  else
    console.log(
      `360 viewer: ${viewer.length} chunk(s), ${kb(viewer.reduce((sum, f) => sum + gzipSync(readFileSync(join(distPath, f)), { level: 9 }).length, 0)).toFixed(1)} KB gzip, ` +
        (viewerInFirstLoad.length
          ? `IN THE FIRST LOAD of ${viewerInFirstLoad.join(", ")}`
          : "loaded on demand only (in no route's first load)"),
    );
  console.log(`of which the framework runtime every route loads (Next + React, rootMainFiles): ${kb(runtimeBytes).toFixed(1)} KB`);
  const desk = deskChunks(distPath);
  const guestRoutes = weights.filter((w) => !w.route.startsWith("/desk/"));
  const deskInGuestRoutes = guestRoutes.filter((w) => w.files.some((f) => desk.includes(f))).map((w) => w.route);
  const deskPrecached = precachedStylesheets(distPath).filter((f) => desk.includes(f));
  if (desk.length === 0) console.log("reservations desk: no chunk with its code found (is the desk built?)");
  else
    console.log(
      `reservations desk: ${desk.length} chunk(s); ` +
        (deskInGuestRoutes.length
          ? `IN THE FIRST LOAD of ${deskInGuestRoutes.join(", ")}`
          : `in none of the ${guestRoutes.length} guest routes' first loads`) +
        (deskPrecached.length
          ? `; ITS STYLESHEET IS IN THE SERVICE WORKER'S PRECACHE (${deskPrecached.join(", ")})`
          : "; not in the service worker's precache"),
    );
  saveResult("first-load-js", {
    distDir,
    floorKB: Number(floorKB.toFixed(1)),
    runtimeKB: kb(runtimeBytes),
    viewerChunks: viewer.length,
    viewerInFirstLoad,
    deskChunks: desk.length,
    deskInGuestRoutes,
    deskPrecached,
    routes: Object.fromEntries(
      verdicts.map((v) => [
        v.route,
        { kb: Number(kb(v.gzipBytes).toFixed(1)), budgetKB: Number(kb(v.budgetBytes).toFixed(1)), over: v.over },
      ]),
    ),
  });
  for (const line of over) console.error(line);
  if (viewerInFirstLoad.length > 0)
    console.error(`The 360 viewer is in the first load of ${viewerInFirstLoad.join(", ")}: it must load on demand only`);
  if (deskInGuestRoutes.length > 0)
    console.error(`Desk code is in the first load of ${deskInGuestRoutes.join(", ")}: guests pay nothing for the desk`);
  if (deskPrecached.length > 0)
    console.error(`The desk's stylesheet is in the service worker's precache: guests' devices would download it`);
  if (over.length > 0 || viewerInFirstLoad.length > 0 || deskInGuestRoutes.length > 0 || deskPrecached.length > 0) process.exit(1);
  console.log(`first-load JS: ${verdicts.length} routes within budget`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
