// The stay calendar after hydration, checked by the W3C Nu HTML checker (npm's
// vnu-jar, run on Java) in both languages: the hydrated DOM of /book with the
// calendar open, as a browser has it, not the server's HTML (the calendar is
// rendered in the browser only).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

interface NuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

// The jar itself, run with the machine's Java (the package's own runner would fetch a Java of its own).
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function nuCheck(html: string): NuMessage[] {
  const dir = mkdtempSync(join(tmpdir(), "nu-"));
  try {
    const file = join(dir, "page.html");
    writeFileSync(file, html);
    // vnu exits 1 when it finds errors; the JSON report is on stdout either way.
    let out: string;
    try {
      out = execFileSync("java", ["-jar", vnuJar, "--stdout", "--format", "json", file], { encoding: "utf8", maxBuffer: 32 * 1024 * 1024 });
    } catch (error) {
      out = String((error as { stdout?: string }).stdout ?? "");
      if (!out) throw error;
    }
    return (JSON.parse(out) as { messages: NuMessage[] }).messages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const path of ["/book", "/en/book"]) {
  test(`${path}: the hydrated calendar passes the Nu HTML checker`, async ({ page }) => {
    test.slow(); // Java starts the checker from cold each time.
    await page.goto(path);
    await expect(page.getByTestId("booking-form")).toBeVisible();
    await page.locator("#booking-check-in").focus();
    await expect(page.locator(".rdp-root .rdp-day_button").first()).toBeVisible();

    const messages = nuCheck(await page.content());
    const errors = messages.filter((m) => m.type === "error");
    test.info().annotations.push({ type: "nu-errors", description: JSON.stringify(errors.map((e) => e.message)) });
    // The calendar's part of the page: its cells, its grid, and the group that names it.
    const calendar = errors.filter(
      (e) => /rdp|gridcell|role="grid"|<td|booking-dates-legend/.test(e.extract ?? "") || /\btd\b|aria-labelledby/.test(e.message),
    );
    expect(calendar, JSON.stringify(calendar, null, 2)).toEqual([]);
    // The check ran on the calendar: the grid's cells are in what was checked.
    expect(await page.locator(".rdp-root td").count()).toBeGreaterThanOrEqual(28);
  });
}
