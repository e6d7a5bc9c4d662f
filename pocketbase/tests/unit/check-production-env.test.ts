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
  PB_ADMIN_URL: "https://admin.hotel.example",
  SMTP_HOST: "smtp.hotel.example",
};

function check(env: Record<string, string | undefined>, args: string[] = []) {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const result = spawnSync("sh", [script, ...args], { env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...clean }, encoding: "utf8" });
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

  it("refuses the calendar sweep's test clock", () => {
    const { code, stderr } = check({ ...fit, TEST_CLOCK_OFFSET_S: "86400" });
    expect(code).toBe(1);
    expect(stderr).toContain("TEST_CLOCK_OFFSET_S is set");
  });

  it("refuses a plain-http or missing SITE_URL", () => {
    for (const value of ["http://hotel.example", "", undefined]) {
      const { code, stderr } = check({ ...fit, SITE_URL: value });
      expect(code).toBe(1);
      expect(stderr).toContain("SITE_URL must start with https://");
    }
  });

  it("refuses a PB_ADMIN_URL that is not https or not a name of its own (the door serves the admin UI only there)", () => {
    for (const value of ["http://admin.hotel.example", "", undefined, "https://hotel.example", "https://HOTEL.example:8443/"]) {
      const { code, stderr } = check({ ...fit, PB_ADMIN_URL: value });
      expect(code, String(value)).toBe(1);
      expect(stderr).toContain("PB_ADMIN_URL");
    }
  });

  it("refuses production without a mail server: superusers' second factor comes by e-mail", () => {
    const { code, stderr } = check({ ...fit, SMTP_HOST: "" });
    expect(code).toBe(1);
    expect(stderr).toContain("SMTP_HOST is empty");
  });

  describe("with --backup (the preflight service): the backup's S3 service", () => {
    const backup: Record<string, string> = {
      ...fit,
      BACKUP_S3_ENDPOINT: "https://s3.eu-central-1.example",
      BACKUP_S3_BUCKET: "hotel-backup",
      BACKUP_S3_ACCESS_KEY_ID: "AKIAEXAMPLEREAL",
      BACKUP_S3_SECRET_ACCESS_KEY: "Zx8v7b6n5m4a3s2d1f0g",
    };

    it("passes real credentials and an https endpoint; without --backup they are not asked for", () => {
      expect(check(backup, ["--backup"])).toEqual({ code: 0, stderr: "" });
      expect(check(fit)).toEqual({ code: 0, stderr: "" });
    });

    it("refuses missing credentials or bucket and .env.example's secret, naming each", () => {
      for (const name of ["BACKUP_S3_BUCKET", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY"]) {
        const { code, stderr } = check({ ...backup, [name]: undefined }, ["--backup"]);
        expect(code, name).toBe(1);
        expect(stderr).toContain(`${name} is empty`);
      }
      const example = check({ ...backup, BACKUP_S3_SECRET_ACCESS_KEY: envExample.get("BACKUP_S3_SECRET_ACCESS_KEY") }, ["--backup"]);
      expect(example.code).toBe(1);
      expect(example.stderr).toContain("BACKUP_S3_SECRET_ACCESS_KEY is still the example value from .env.example");
    });

    it("refuses the local stand-in, plain http or no endpoint: the copy must leave the machine encrypted", () => {
      for (const value of [envExample.get("BACKUP_S3_ENDPOINT"), "http://s3.example", "", undefined]) {
        const { code, stderr } = check({ ...backup, BACKUP_S3_ENDPOINT: value }, ["--backup"]);
        expect(code, value).toBe(1);
        expect(stderr).toContain("BACKUP_S3_ENDPOINT must start with https://");
      }
    });
  });
});
