// First-load JavaScript per route, gzip, read from a production build.
//
//   npm run -w web bench:first-load            (builds web/.next-perf if stale)
//   npm run -w web bench:first-load -- --dist .next-e2e --no-build
//   npm run -w web bench:first-load -- --floor (also builds an empty page: the stack's own floor)
//
// Next 16 (Turbopack) no longer prints "First Load JS" after `next build`, so
// this reads what it writes instead: build-manifest.json's rootMainFiles (the
// runtime every page loads) plus, per route, every entryJSFiles chunk of its
// page_client-reference-manifest.js (root layout, locale layout, error and
// not-found boundaries, global-error, the page), which is exactly the set of
// <script src> tags a page's HTML carries. Polyfills are left out: they load
// with `nomodule`, which no current browser fetches. Exits 1 above the budget.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { webDir } from "../tests/e2e/stack";
import { ensureBuild } from "./lib/build";
import { flag, option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

export const FIRST_LOAD_BUDGET_KB = 130;

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
  const buildManifest = JSON.parse(readFileSync(join(distPath, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const routes = JSON.parse(readFileSync(join(distPath, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
  const sizes = new Map<string, number>();
  const weights: RouteWeight[] = [];

  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page") || route.startsWith("/_")) continue;
    const manifest = readClientManifest(distPath, entry);
    const files = new Set(buildManifest.rootMainFiles);
    for (const [entry, chunks] of Object.entries(manifest?.entryJSFiles ?? {})) {
      // Only unmatched URLs render global-not-found; a route's own page never loads it.
      if (entry.endsWith("/global-not-found")) continue;
      for (const chunk of chunks) files.add(chunk);
    }
    const list = [...files].filter((f) => f.endsWith(".js"));
    const gzipBytes = list.reduce((sum, file) => sum + gzipSize(join(distPath, file), sizes), 0);
    weights.push({ route, files: list, gzipBytes });
  }
  const runtimeBytes = buildManifest.rootMainFiles.reduce((sum, f) => sum + gzipSize(join(distPath, f), sizes), 0);
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

/**
 * The least any route of this stack can load: an empty App Router page (one
 * server component, no client code of its own) built with the project's own
 * Next and React, measured like the site. It lives in web/.next-floor (git
 * ignored) because Turbopack compiles nothing outside the workspace root.
 */
export function measureFrameworkFloor(): { gzipBytes: number; versions: string } {
  const dir = join(webDir, ".next-floor");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "framework-floor", private: true }));
  writeFileSync(join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(join(webDir, ".."))} } };\n`);
  writeFileSync(join(dir, "app", "layout.jsx"), 'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(join(dir, "app", "page.jsx"), "export default function Page() { return <h1>Hello</h1>; }\n");
  const require = createRequire(join(webDir, "package.json"));
  const nextBin = join(require.resolve("next/package.json"), "..", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`Building the empty page failed:\n${build.stdout}\n${build.stderr}`);
  const page = measureFirstLoad(join(dir, ".next")).weights.find((w) => w.route === "/");
  if (!page) throw new Error("The empty page's build has no / route");
  const version = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
  return { gzipBytes: page.gzipBytes, versions: `next ${version("next")}, react-dom ${version("react-dom")}` };
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
  console.log(`First-load JS per route (gzip, budget ${FIRST_LOAD_BUDGET_KB} KB) — web/${distDir}`);
  printTable(
    ["route", "chunks", "gzip KB", "budget"],
    weights.map((w) => [
      w.route,
      String(w.files.length),
      kb(w.gzipBytes).toFixed(1),
      kb(w.gzipBytes) <= FIRST_LOAD_BUDGET_KB ? "ok" : "OVER",
    ]),
  );
  const over = weights.filter((w) => kb(w.gzipBytes) > FIRST_LOAD_BUDGET_KB);
  const viewer = viewerChunks(distPath);
  const viewerInFirstLoad = weights.filter((w) => w.files.some((f) => viewer.includes(f))).map((w) => w.route);
  if (viewer.length === 0) console.log("360 viewer: no chunk with Photo Sphere Viewer / three.js found (is the tour built?)");
  else
    console.log(
      `360 viewer: ${viewer.length} chunk(s), ${kb(viewer.reduce((sum, f) => sum + gzipSync(readFileSync(join(distPath, f)), { level: 9 }).length, 0)).toFixed(1)} KB gzip, ` +
        (viewerInFirstLoad.length ? `IN THE FIRST LOAD of ${viewerInFirstLoad.join(", ")}` : "loaded on demand only (in no route's first load)"),
    );
  const largest = Math.max(...weights.map((w) => w.gzipBytes));
  console.log(`of which the framework runtime every route loads (Next + React, rootMainFiles): ${kb(runtimeBytes).toFixed(1)} KB`);
  console.log(`largest: ${kb(largest).toFixed(1)} KB; over budget: ${over.length}`);
  let floorKB: number | undefined;
  if (flag("--floor")) {
    const floor = measureFrameworkFloor();
    floorKB = Number(kb(floor.gzipBytes).toFixed(1));
    console.log(
      `an empty App Router page (${floor.versions}, the same build tool): ${floorKB} KB — ` +
        (floorKB > FIRST_LOAD_BUDGET_KB ? `above the ${FIRST_LOAD_BUDGET_KB} KB budget before the site adds a byte` : `${(FIRST_LOAD_BUDGET_KB - floorKB).toFixed(1)} KB under the budget`),
    );
  }
  saveResult("first-load-js", {
    distDir,
    budgetKB: FIRST_LOAD_BUDGET_KB,
    runtimeKB: kb(runtimeBytes),
    floorKB,
    viewerChunks: viewer.length,
    viewerInFirstLoad,
    routes: Object.fromEntries(weights.map((w) => [w.route, Number(kb(w.gzipBytes).toFixed(1))])),
  });
  if (over.length > 0 || viewerInFirstLoad.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
