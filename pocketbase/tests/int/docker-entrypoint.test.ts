// The container's entrypoint script, run as the image runs it (binary and
// pb_data beside the script) but on this machine, since there is no Docker
// engine here.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFile, mkdtemp, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, pocketbaseBinary } from "../../testing/pocketbase-server";

const pocketbaseDir = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

interface Run {
  child: ChildProcess;
  url: string;
  log: () => string;
}

let dir: string;

/** Makes a fresh image-like folder: the binary and both scripts, no pb_data. */
async function freshDir(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), "hotel-entrypoint-"));
  await symlink(pocketbaseBinary(), join(made, "pocketbase"));
  for (const script of ["docker-entrypoint.sh", "check-production-env.sh"]) await copyFile(join(pocketbaseDir, script), join(made, script));
  return made;
}

/** Runs the entrypoint to its end, for starts that must be refused. */
function runToExit(env: Record<string, string>, timeoutMs = 10_000): Promise<{ code: number | null; log: string }> {
  const child = spawn(join(dir, "docker-entrypoint.sh"), ["--http", "127.0.0.1:1"], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`entrypoint still running after ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, log });
    });
  });
}

async function start(env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(dir, "docker-entrypoint.sh"), ["--http", `127.0.0.1:${port}`], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: dir,
      PB_MIGRATIONS_DIR: join(pocketbaseDir, "pb_migrations"),
      PB_HOOKS_DIR: join(pocketbaseDir, "pb_hooks"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`entrypoint exited (${child.exitCode}):\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { child, url, log: () => log };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`entrypoint did not serve ${url} in time:\n${log}`);
}

/** SIGTERM must reach PocketBase itself: the script `exec`s it. */
async function stop(run: Run): Promise<void> {
  const exited = new Promise<number | null>((r) => run.child.once("exit", (code) => r(code)));
  run.child.kill("SIGTERM");
  const code = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 5_000))]);
  if (code === "timeout") {
    run.child.kill("SIGKILL");
    throw new Error(`still running 5 s after SIGTERM:\n${run.log()}`);
  }
}

async function signsIn(url: string, email: string, password: string) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb
    .collection("_superusers")
    .authWithPassword(email, password)
    .then(
      () => true,
      () => false,
    );
}

async function staffSettings(url: string, email: string, password: string) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(email, password);
  return pb.settings.getAll();
}

beforeAll(async () => {
  dir = await freshDir();
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("pocketbase/docker-entrypoint.sh", () => {
  it("is executable, as the image's ENTRYPOINT runs it directly", async () => {
    expect((await stat(join(pocketbaseDir, "docker-entrypoint.sh"))).mode & 0o111).not.toBe(0);
  });

  it("applies migrations, creates the superuser from env, serves, and stops on SIGTERM", async () => {
    const run = await start({ PB_SUPERUSER_EMAIL: "boss@example.com", PB_SUPERUSER_PASSWORD: "first-password-123" });
    try {
      expect(run.log()).toContain("1763800000_content_model.js");
      expect(run.log()).toContain("Created the first superuser, boss@example.com");
      expect(await signsIn(run.url, "boss@example.com", "first-password-123")).toBe(true);
      const rooms = await fetch(`${run.url}/api/collections/room_types/records`);
      expect(rooms.status).toBe(200);
    } finally {
      await stop(run);
    }
    // Had the shell stayed as the parent, PocketBase would outlive it.
    const stillServing = await fetch(`${run.url}/api/health`).then(
      () => true,
      () => false,
    );
    expect(stillServing, "PocketBase still answers after the entrypoint got SIGTERM").toBe(false);
    expect((await stat(join(dir, "pb_data", "data.db"))).isFile()).toBe(true);
  });

  it("on restart keeps the data and never resets the superuser's password from env, nor adds another superuser", async () => {
    const run = await start({ PB_SUPERUSER_EMAIL: "other@example.com", PB_SUPERUSER_PASSWORD: "second-password-456" });
    try {
      expect(run.log()).not.toContain("Applied 1763800000_content_model.js");
      expect(run.log()).not.toContain("Created the first superuser");
      expect(await signsIn(run.url, "boss@example.com", "first-password-123")).toBe(true);
      expect(await signsIn(run.url, "other@example.com", "second-password-456")).toBe(false);
    } finally {
      await stop(run);
    }
    const again = await start({ PB_SUPERUSER_EMAIL: "boss@example.com", PB_SUPERUSER_PASSWORD: "second-password-456" });
    try {
      expect(await signsIn(again.url, "boss@example.com", "second-password-456")).toBe(false);
      expect(await signsIn(again.url, "boss@example.com", "first-password-123")).toBe(true);
    } finally {
      await stop(again);
    }
  });

  it("takes the admin links' address and the proxy's client-address header from env", async () => {
    const run = await start({ PB_ADMIN_URL: "https://staff.hotel.example/", PB_TRUSTED_PROXY_HEADER: "X-Forwarded-For" });
    try {
      const settings = await staffSettings(run.url, "boss@example.com", "first-password-123");
      expect(settings.meta.appURL).toBe("https://staff.hotel.example");
      // The site's sign-in header first (pb_hooks/deployment-settings.pb.js), then the proxy's.
      expect(settings.trustedProxy).toEqual({ headers: ["X-Hotel-Sign-In-Client", "X-Forwarded-For"], useLeftmostIP: false });
    } finally {
      await stop(run);
    }
  });

  it("in production refuses .env.example's secrets before touching the data, naming each variable", async () => {
    const { code, log } = await runToExit({
      DEPLOY_ENV: "production",
      PB_SUPERUSER_PASSWORD: "change-me-local-only",
      PB_SITE_PASSWORD: "change-me-local-site-only",
      REVALIDATE_SECRET: "local-revalidate-secret-change-me",
      SITE_URL: "https://hotel.example",
    });
    expect(code).toBe(1);
    for (const name of ["PB_SUPERUSER_PASSWORD", "PB_SITE_PASSWORD", "REVALIDATE_SECRET"]) {
      expect(log).toContain(`Refusing to start in production: ${name} is still the example value from .env.example`);
    }
    expect(log).not.toContain("Applied");
  });

  it("in production starts with secrets of its own", async () => {
    const run = await start({
      DEPLOY_ENV: "production",
      PB_SUPERUSER_PASSWORD: "a-real-secret-9f8e7d",
      PB_SITE_PASSWORD: "another-real-secret-1a2b3c",
      REVALIDATE_SECRET: "a-third-real-secret-4d5e6f",
      SITE_URL: "https://hotel.example",
      PB_ADMIN_URL: "https://admin.hotel.example",
      SMTP_HOST: "smtp.hotel.example",
    });
    await stop(run);
  });

  it("on an empty database without superuser variables still serves and says why no superuser was made", async () => {
    const previous = dir;
    dir = await freshDir();
    try {
      const run = await start({});
      try {
        expect(run.log()).toContain("PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD not set");
        expect((await fetch(`${run.url}/api/health`)).ok).toBe(true);
      } finally {
        await stop(run);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
      dir = previous;
    }
  });
});
