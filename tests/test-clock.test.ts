// scripts/test-clock.mjs, the calendar sweep's clock for Node: Date, Date.now()
// and Date() read the real time plus the offset, dates passed in stay as they
// are, and production refuses it.
import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const clock = pathToFileURL(join(root, "scripts", "test-clock.mjs")).href;
const DAY_S = 86_400;

function node(script: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`--import=${clock}`, "--input-type=module", "-e", script], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr };
}

const READ = `
const real = performance.timeOrigin + performance.now();
class Stay extends Date {}
console.log(JSON.stringify({
  now: Date.now() - real,
  constructed: new Date().getTime() - real,
  called: Date.parse(Date()) - real,
  subclass: new Stay().getTime() - real,
  given: new Date("2028-02-29T12:00:00Z").toISOString(),
  parts: new Date(2028, 1, 29).getDate(),
  utc: Date.UTC(2028, 1, 29),
  isDate: new Date() instanceof Date && new Stay() instanceof Date,
}));`;

describe("the test clock for Node", () => {
  it("moves every way of reading now by the offset, and leaves dates passed in alone", () => {
    const { code, out, err } = node(READ, { TEST_CLOCK_OFFSET_S: String(400 * DAY_S) });
    expect(err).toBe("");
    expect(code).toBe(0);
    const seen = JSON.parse(out);
    for (const key of ["now", "constructed", "called", "subclass"]) {
      expect(Math.abs(seen[key] - 400 * DAY_S * 1000), key).toBeLessThan(2_000);
    }
    expect(seen).toMatchObject({ given: "2028-02-29T12:00:00.000Z", parts: 29, utc: Date.UTC(2028, 1, 29), isDate: true });
  });

  it("moves back as well, and by nothing at 0", () => {
    const back = JSON.parse(node(READ, { TEST_CLOCK_OFFSET_S: String(-30 * DAY_S) }).out);
    expect(Math.abs(back.now + 30 * DAY_S * 1000)).toBeLessThan(2_000);
    expect(Math.abs(JSON.parse(node(READ, { TEST_CLOCK_OFFSET_S: "0" }).out).now)).toBeLessThan(2_000);
  });

  it("refuses production and an offset that is not whole seconds", () => {
    const production = node("", { TEST_CLOCK_OFFSET_S: "60", DEPLOY_ENV: "production" });
    expect(production.code).not.toBe(0);
    expect(production.err).toContain("never for production");
    for (const value of ["1.5", "soon", ""]) {
      const wrong = node("", { TEST_CLOCK_OFFSET_S: value });
      expect(wrong.code, value).not.toBe(0);
      expect(wrong.err).toContain("whole number of seconds");
    }
  });
});
