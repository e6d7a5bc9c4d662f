// Each benchmark leaves its latest figures in web/bench/results/<name>.json
// (git-ignored), so the figures in docs/benchmarks.md can be checked against a real run.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { webDir } from "../../tests/e2e/stack";

export function saveResult(name: string, data: unknown): void {
  const dir = join(webDir, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), ...(data as object) }, null, 2));
  console.log(`▸ figures saved to web/bench/results/${name}.json`);
}
