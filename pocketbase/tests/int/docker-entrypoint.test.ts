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

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hotel-entrypoint-"));
  await symlink(pocketbaseBinary(), join(dir, "pocketbase"));
  await copyFile(join(pocketbaseDir, "docker-entrypoint.sh"), join(dir, "docker-entrypoint.sh"));
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

  it("on restart keeps the data and updates the superuser's password from env", async () => {
    const run = await start({ PB_SUPERUSER_EMAIL: "boss@example.com", PB_SUPERUSER_PASSWORD: "second-password-456" });
    try {
      expect(run.log()).not.toContain("Applied 1763800000_content_model.js");
      expect(await signsIn(run.url, "boss@example.com", "second-password-456")).toBe(true);
      expect(await signsIn(run.url, "boss@example.com", "first-password-123")).toBe(false);
    } finally {
      await stop(run);
    }
  });

  it("without superuser variables still serves and says why no superuser was made", async () => {
    const run = await start({});
    try {
      expect(run.log()).toContain("PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD not set");
      expect((await fetch(`${run.url}/api/health`)).ok).toBe(true);
    } finally {
      await stop(run);
    }
  });
});
