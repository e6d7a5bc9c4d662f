import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_SECRET_MARKER, productionEnvProblems, refuseUnsafeProduction } from "./production-env";

const envExample = new Map(
  readFileSync(fileURLToPath(new URL("../../../.env.example", import.meta.url)), "utf8")
    .split("\n")
    .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!.trim()]),
);

/** What a production .env must look like to pass. */
const fit = {
  DEPLOY_ENV: "production",
  PB_SITE_PASSWORD: "S9v3kq1x0pW7mZ2rT5yB",
  REVALIDATE_SECRET: "f1e2d3c4b5a697887766554433221100",
  SITE_URL: "https://hotel.example",
  PB_PUBLIC_URL: "https://hotel.example",
};

describe("productionEnvProblems", () => {
  it("accepts real secrets and https addresses", () => {
    expect(productionEnvProblems(fit)).toEqual([]);
  });

  it.each(["PB_SITE_PASSWORD", "REVALIDATE_SECRET"])("refuses .env.example's %s, naming it", (name) => {
    const example = envExample.get(name);
    expect(example, `${name} in .env.example`).toBeTruthy();
    const problems = productionEnvProblems({ ...fit, [name]: example });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} is still the example value`));
  });

  it.each(["PB_SITE_PASSWORD", "REVALIDATE_SECRET"])("refuses an empty or missing %s, naming it", (name) => {
    expect(productionEnvProblems({ ...fit, [name]: "  " })).toEqual([`${name} is empty. Set a long random value in .env.`]);
    expect(productionEnvProblems({ ...fit, [name]: undefined })).toEqual([`${name} is empty. Set a long random value in .env.`]);
  });

  it("refuses plain-http SITE_URL and PB_PUBLIC_URL, and leaves an unset PB_PUBLIC_URL to default", () => {
    expect(productionEnvProblems({ ...fit, SITE_URL: "http://hotel.example" })[0]).toMatch(/^SITE_URL must start with https:\/\//);
    expect(productionEnvProblems({ ...fit, PB_PUBLIC_URL: "http://hotel.example:8090" })[0]).toMatch(
      /^PB_PUBLIC_URL must start with https:\/\//,
    );
    expect(productionEnvProblems({ ...fit, PB_PUBLIC_URL: undefined })).toEqual([]);
  });

  it("refuses the calendar sweep's test clock, and takes an empty one for unset", () => {
    expect(productionEnvProblems({ ...fit, TEST_CLOCK_OFFSET_S: "86400" })).toEqual([
      "TEST_CLOCK_OFFSET_S is set: it moves the clock for the calendar sweep's tests only. Remove it from the environment.",
    ]);
    expect(productionEnvProblems({ ...fit, TEST_CLOCK_OFFSET_S: "" })).toEqual([]);
  });

  it("names every wrong variable at once", () => {
    const problems = productionEnvProblems({ DEPLOY_ENV: "production", SITE_URL: "http://localhost:3000" });
    expect(problems.map((p) => p.split(" ")[0])).toEqual(["PB_SITE_PASSWORD", "REVALIDATE_SECRET", "SITE_URL"]);
  });

  it("covers every example secret in .env.example (they all carry the marker)", () => {
    const secrets = [...envExample].filter(([k, v]) => /PASSWORD|SECRET/.test(k) && v !== "");
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of secrets) expect(value, name).toContain(EXAMPLE_SECRET_MARKER);
  });
});

describe("refuseUnsafeProduction", () => {
  const exit = () => {
    throw new Error("exit");
  };

  it("exits with 1 and prints the variable's name when production has an example secret", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exitSpy = vi.fn(exit) as unknown as (code: number) => never;
    expect(() => refuseUnsafeProduction({ ...fit, REVALIDATE_SECRET: envExample.get("REVALIDATE_SECRET") }, exitSpy)).toThrow("exit");
    expect(exitSpy).toHaveBeenCalledWith(1);
    expect(error.mock.calls.flat().join("\n")).toContain("REVALIDATE_SECRET is still the example value");
    error.mockRestore();
  });

  it("lets local development start with .env.example's values", () => {
    const exitSpy = vi.fn(exit) as unknown as (code: number) => never;
    const local = Object.fromEntries(envExample);
    refuseUnsafeProduction(local, exitSpy);
    refuseUnsafeProduction({ ...local, DEPLOY_ENV: "" }, exitSpy);
    expect(exitSpy).not.toHaveBeenCalled();
  });

  it("lets a fit production environment start", () => {
    const exitSpy = vi.fn(exit) as unknown as (code: number) => never;
    refuseUnsafeProduction(fit, exitSpy);
    expect(exitSpy).not.toHaveBeenCalled();
  });
});
