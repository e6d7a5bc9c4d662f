// pocketbase/check-production-env.sh, the production refusal that PocketBase's
// entrypoint and docker-compose.production.yml's preflight service run.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const script = join(root, "pocketbase", "check-production-env.sh");
const envExample = new Map(
  readFileSync(join(root, ".env.example"), "utf8")
    .split("\n")
    .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!.trim()]),
);
const SECRETS = ["PB_SUPERUSER_PASSWORD", "PB_SITE_PASSWORD", "REVALIDATE_SECRET"];

const fit: Record<string, string> = {
  PB_SUPERUSER_PASSWORD: "q0Lr8s2VZc4nXb7m",
  PB_SITE_PASSWORD: "Yt5wP1kd9HfA3jeR",
  REVALIDATE_SECRET: "0f9e8d7c6b5a49382716",
  SITE_URL: "https://hotel.example",
};

function check(env: Record<string, string | undefined>) {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const result = spawnSync("sh", [script], { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...clean }, encoding: "utf8" });
  return { code: result.status, stderr: result.stderr };
}

describe("check-production-env.sh", () => {
  it("passes real secrets and an https SITE_URL", () => {
    expect(check(fit)).toEqual({ code: 0, stderr: "" });
  });

  it("refuses .env.example's secrets, naming each one", () => {
    const example = Object.fromEntries(SECRETS.map((name) => [name, envExample.get(name)]));
    const { code, stderr } = check({ ...fit, ...example });
    expect(code).toBe(1);
    for (const name of SECRETS) expect(stderr).toContain(`${name} is still the example value from .env.example`);
  });

  it.each(SECRETS)("refuses an empty or unset %s, naming it", (name) => {
    for (const value of ["", undefined]) {
      const { code, stderr } = check({ ...fit, [name]: value });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Refusing to start in production: ${name} is empty. Set a long random value in .env.`);
    }
  });

  it("refuses a plain-http or missing SITE_URL", () => {
    for (const value of ["http://hotel.example", "", undefined]) {
      const { code, stderr } = check({ ...fit, SITE_URL: value });
      expect(code).toBe(1);
      expect(stderr).toContain("SITE_URL must start with https://");
    }
  });
});
