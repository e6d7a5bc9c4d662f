// What the booking page's Intl warm-up (lib/forms/intl-warm-up.ts) saves its
// main thread. A page's first Intl.NumberFormat or Intl.DateTimeFormat loads
// the browser's ICU data; /book starts a worker that does that first, before
// the form hydrates. This loads /book and /en/book in fresh browser contexts
// at Lighthouse's 4× CPU slowdown, alternately as served and with the worker
// left out (its `new Worker(` disabled in the HTML, nothing else changed), and
// prints the main thread's time inside Intl's constructors and first
// format() calls, and the page's script time (Chromium's ScriptDuration, to
// load + 3 s), medians of the loads.
//
//   npm run -w web bench:intl-warm-up [-- --loads 10]
import { chromium, type Page } from "playwright-core";
import { startStack } from "../tests/e2e/stack";
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from "../tests/e2e/system-chromium";
import { ensureBuild } from "./lib/build";
import { onInterrupt } from "./lib/cleanup";
import { option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

const loads = Number(option("--loads") ?? 10);
const distDir = ".next-perf";
const PATHS = ["/book", "/en/book"];
const WARM_UP = "new Worker(";

/** Times every Intl.NumberFormat and Intl.DateTimeFormat the page makes, with its first format(). */
const TIME_INTL = `(() => {
  window.__intlMs = 0;
  for (const name of ["NumberFormat", "DateTimeFormat"]) {
    const Real = Intl[name];
    Intl[name] = new Proxy(Real, { construct(target, args) {
      const start = performance.now();
      const made = Reflect.construct(target, args);
      made.format(0);
      window.__intlMs += performance.now() - start;
      return made;
    } });
  }
})();`;

type Mode = "warmed" | "unwarmed";
interface Load {
  intlMs: number;
  scriptMs: number;
}

async function load(page: Page, url: string, mode: Mode): Promise<Load> {
  let workers = 0;
  page.on("worker", () => workers++);
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    if (!html.includes(`<script>setTimeout(function(){try{${WARM_UP}`)) throw new Error(`${url} has no Intl warm-up script`);
    const body = mode === "warmed" ? html : html.replace(`try{${WARM_UP}`, "try{String(");
    await route.fulfill({ response, body });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Performance.enable");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3_000);
  const { metrics } = await cdp.send("Performance.getMetrics");
  if (workers > 0 !== (mode === "warmed")) throw new Error(`${url} (${mode}): ${workers} workers started`);
  return {
    intlMs: (await page.evaluate("window.__intlMs")) as number,
    scriptMs: (metrics.find((m) => m.name === "ScriptDuration")?.value ?? Number.NaN) * 1000,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  ensureBuild(distDir);
  const stack = await startStack({ distDir, build: "never" });
  onInterrupt(stack.stop);
  const browser = await chromium.launch({ executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const rows: string[][] = [];
    const results: Record<string, Record<Mode, Load[]>> = {};
    for (const path of PATHS) {
      const runs: Record<Mode, Load[]> = { warmed: [], unwarmed: [] };
      // One unmeasured load of each first, then the two alternately.
      for (let i = -1; i < loads; i++) {
        for (const mode of ["warmed", "unwarmed"] as const) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            locale: path.startsWith("/en") ? "en-US" : "ar-IQ",
          });
          await context.addInitScript(TIME_INTL);
          const figures = await load(await context.newPage(), stack.webUrl + path, mode);
          await context.close();
          if (i >= 0) runs[mode].push(figures);
        }
      }
      results[path] = runs;
      for (const mode of ["unwarmed", "warmed"] as const) {
        const intl = runs[mode].map((r) => r.intlMs);
        rows.push([
          path,
          mode,
          median(intl).toFixed(1),
          `${Math.min(...intl).toFixed(1)}–${Math.max(...intl).toFixed(1)}`,
          median(runs[mode].map((r) => r.scriptMs)).toFixed(0),
        ]);
      }
    }
    console.log(`\nIntl on /book's main thread, 4× CPU slowdown, medians of ${loads} loads each (alternating)`);
    printTable(["page", "worker", "Intl ms", "range", "script ms"], rows);
    saveResult("intl-warm-up", { loads, results });
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
