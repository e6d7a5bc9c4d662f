// The calendar sweep: runs the date-sensitive tests (Playwright's tagged
// "@calendar", vitest's tagged "calendar": docs/contributing.md) with every process's clock set to chosen instants: the site's server and the
// test runners through scripts/test-clock.mjs, PocketBase through its
// test-clock build (scripts/build-pocketbase.mjs --clock), the browser through
// Playwright's page.clock (web/tests/e2e/fixtures.ts). The seed runs under the
// same clock, so its relative seasons and closures follow it.
//
//   node scripts/sweep.mjs                                   the instants below (CI)
//   node scripts/sweep.mjs --at 2027-03-31T23:30+03:00       one or more instants (repeat --at)
//   node scripts/sweep.mjs --from 2026-12-01 --to 2026-12-31 [--time 12:00]
//                                                            every day of a range, at a Basra time
//   --grep <regex>      only the tagged tests whose title also matches
//   --only e2e|vitest   one runner
//
// The site is built once (web/.next-e2e, as the browser tests build it) and
// reused at every instant; each instant starts its own PocketBase and site.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
// A vitest file joins when a test or describe in it has `tags: ["calendar"]`.
const VITEST_TAG = /tags: \[[^\]]*"calendar"/;

/** The days where date code breaks, each with why it is here. */
const SWEEP_INSTANTS = [
  ["2026-11-30T22:00:00+03:00", "the last day of a 30-day month, late in Basra's evening"],
  ["2026-12-31T23:30:00+03:00", "31 December at 23:30 in Basra: a 31-day month's and the year's last half hour"],
  ["2027-01-01T00:30:00+03:00", "1 January at 00:30 in Basra, still 31 December (21:30) in UTC"],
  ["2027-06-05T12:00:00+03:00", "30 Dhuʻl-Hijjah 1448: the last day of a Hijri year"],
  ["2028-02-28T12:00:00+03:00", "28 February of a leap year"],
  ["2028-02-29T12:00:00+03:00", "29 February 2028"],
];

const { values } = parseArgs({
  options: {
    at: { type: "string", multiple: true },
    from: { type: "string" },
    to: { type: "string" },
    time: { type: "string", default: "12:00" },
    grep: { type: "string" },
    only: { type: "string" },
  },
});

function instants() {
  if (values.at?.length) return values.at.map((at) => [at, "chosen with --at"]);
  if (values.from || values.to) {
    const from = Date.parse(`${values.from}T00:00:00Z`);
    const to = Date.parse(`${values.to ?? values.from}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to) || to < from || !/^\d\d:\d\d$/.test(values.time)) {
      throw new Error("--from and --to take YYYY-MM-DD (from ≤ to), --time HH:MM (Basra)");
    }
    const days = [];
    for (let t = from; t <= to; t += 86_400_000) {
      days.push([`${new Date(t).toISOString().slice(0, 10)}T${values.time}:00+03:00`, "a day of the range"]);
    }
    return days;
  }
  return SWEEP_INSTANTS;
}

/** The vitest files with a tagged test: only those are loaded (Playwright filters by tag itself). */
function taggedVitestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (entry === "node_modules" || entry.startsWith(".")) continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry) && VITEST_TAG.test(readFileSync(path, "utf8"))) files.push(relative(root, path));
    }
  };
  for (const top of ["web/src", "web/tests/unit", "web/tests/int", "seed", "pocketbase/tests", "tests"]) walk(join(root, top));
  return files;
}

function run(title, command, args, opts = {}) {
  console.log(`\n▸ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...opts });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const sweepStarted = Date.now();
const setup = [
  run("the test-clock PocketBase", process.execPath, [join(root, "scripts", "build-pocketbase.mjs"), "--clock"]),
  run("the site's build, once for every instant", "npx", ["tsx", join(root, "web", "tests", "e2e", "build-once.ts")]),
];
if (setup.some((step) => !step.ok)) process.exit(1);

const vitestFiles = values.only === "e2e" ? [] : taggedVitestFiles();
const clockImport = `--import=${pathToFileURL(join(root, "scripts", "test-clock.mjs")).href}`;
const results = [];
for (const [at, why] of instants()) {
  const target = Date.parse(at);
  if (Number.isNaN(target)) throw new Error(`Not an instant: ${at}`);
  const started = Date.now();
  const env = {
    ...process.env,
    TEST_CLOCK_OFFSET_S: String(Math.round((target - Date.now()) / 1000)),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockImport}`.trim(),
  };
  const steps = [];
  const grep = values.grep ? ["-t", values.grep] : [];
  // One project a run: vitest refuses projects of different maxWorkers in one.
  for (const project of ["unit", "int"]) {
    const files = vitestFiles.filter((file) => file.includes("/tests/int/") === (project === "int"));
    if (!files.length) continue;
    const args = ["vitest", "run", "--project", project, "--passWithNoTests", "--tags-filter", "calendar", ...grep, ...files];
    steps.push(run(`${at} (${why}): vitest ${project}`, "npx", args, { env }));
  }
  if (values.only !== "vitest") {
    const args = ["playwright", "test", "--grep", values.grep ? `^(?=.*@calendar)(?=.*(${values.grep}))` : "@calendar"];
    steps.push(run(`${at} (${why}): Playwright`, "npx", args, { env, cwd: join(root, "web") }));
  }
  const ok = steps.every((step) => step.ok);
  results.push({ at, why, ok, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(`\n${ok ? "✔" : "✖"} ${at}: ${results.at(-1).seconds} s`);
}

console.log("\nCalendar sweep:");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✖"} ${r.at}  ${String(r.seconds).padStart(4)} s  ${r.why}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`sweep: ${results.length - failed} passed, ${failed} failed (${Math.round((Date.now() - sweepStarted) / 1000)} s)`);
process.exit(failed ? 1 : 0);
