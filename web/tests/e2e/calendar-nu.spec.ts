// The stay calendar, checked by the W3C Nu HTML checker (npm's vnu-jar, run on
// Java) in both languages: the server's HTML of /book, and the hydrated DOM as
// a browser has it after a stay was picked.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { day, showCalendarDay, stayCalendar } from "./booking-values";

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

/** The errors in the calendar's part of a page: its cells, its grid, and the group that names it. */
function calendarErrors(html: string): NuMessage[] {
  const errors = nuCheck(html).filter((m) => m.type === "error");
  test.info().annotations.push({ type: "nu-errors", description: JSON.stringify(errors.map((e) => e.message)) });
  return errors.filter(
    (e) =>
      /gridcell|role="grid"|<td|<th|data-day|booking-dates-legend|stay-calendar/.test(e.extract ?? "") ||
      /\b(td|th)\b|aria-labelledby|aria-selected/.test(e.message),
  );
}

for (const path of ["/book", "/en/book"]) {
  test(`${path}: the calendar passes the Nu HTML checker, as served and once a stay is picked`, async ({ page }) => {
    test.slow(); // Java starts the checker from cold each time.
    const served = await (await page.request.get(path)).text();
    // The check runs on the calendar: the grid's cells are in what is checked.
    expect(served.match(/<td data-day="/g)?.length ?? 0).toBeGreaterThanOrEqual(28);
    expect(calendarErrors(served)).toEqual([]);

    await page.goto(path);
    await expect(page.getByTestId("booking-form")).toBeVisible();
    await (await showCalendarDay(page, day(3))).getByRole("button").click();
    await (await showCalendarDay(page, day(5))).getByRole("button").click();
    await expect(stayCalendar(page).cell(day(5))).toHaveAttribute("aria-selected", "true");
    expect(calendarErrors(await page.content())).toEqual([]);
  });
}
