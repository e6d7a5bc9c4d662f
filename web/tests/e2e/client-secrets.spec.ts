// The build the browser tests run against holds no secret in anything a
// browser can be sent (see scripts/client-secrets.ts).
import { join } from "node:path";
import { findLeaks, secretsToLookFor } from "../../scripts/client-secrets";
import { expect, test } from "./fixtures";
import { webDir } from "./stack";

test("no secret in client bundles or prerendered pages", async ({ page }) => {
  const distPath = join(webDir, process.env.NEXT_DIST_DIR || ".next-e2e");
  // Pages rendered on demand are written to the build dir too; render a few first.
  for (const path of ["/", "/en", "/en/book", "/contact"]) await page.goto(path);
  const { leaks, filesScanned } = findLeaks(distPath, secretsToLookFor(process.env));
  expect(filesScanned).toBeGreaterThan(10);
  expect(leaks).toEqual([]);
});
