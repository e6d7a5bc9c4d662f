// Runs in the "quiet" project, after every other spec: a page another spec
// renders meanwhile would read PocketBase and show in its log.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { loggedRequests } from "./pb-log";

function filesUnder(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) count++;
  return count;
}

const QUERIES = 200;

test("a flood of random queries costs PocketBase no read per query and grows no cache of the site's", async ({ pb, request }) => {
  // Room for the slow case this test exists to catch: a flood that reads PocketBase per query.
  test.setTimeout(180_000);
  // Let the last spec's save expiries (again 1.5 s after each save) pass first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const path of ["/search.json?locale=en&q=warm", "/search.json?locale=ar&q=warm", "/en/search?q=warm", "/search?q=warm"]) {
    expect((await request.get(path)).status()).toBe(200);
  }
  const dist = process.env.E2E_DIST_DIR!;
  const cached = () => filesUnder(join(dist, "cache")) + filesUnder(join(dist, "server", "app"));
  const before = cached();
  const since = Date.now() - 500;

  const random = () => Math.random().toString(36).slice(2, 10);
  for (let batch = 0; batch < QUERIES / 10; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const q = encodeURIComponent(`${random()} ${random()}`);
        const paths = [`/search.json?locale=en&q=${q}`, `/search.json?locale=ar&q=${q}`, `/en/search?q=${q}`, `/search?q=${q}`];
        return request.get(paths[(batch + i) % paths.length]!);
      }),
    );
    for (const answer of answers) expect(answer.status()).toBe(200);
  }

  const reads = await loggedRequests(pb, since, /\/api\/collections\//);
  // A read per query would be at least one per query, thousands with a dozen collections each. A time-based refresh
  // may fall in the window, and several of its pages render at once under the flood, so the count is judged
  // against the number of queries, not against one refresh's.
  expect(reads.length, reads.join("\n")).toBeLessThan(QUERIES / 4);
  expect(cached() - before).toBeLessThan(10);
});
