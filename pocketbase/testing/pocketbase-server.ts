import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import PocketBase from "pocketbase";

const pocketbaseDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const TEST_SUPERUSER = { email: "staff@example.com", password: "test-superuser-password" } as const;
/** The website's own account (collection `services`), made by pb_hooks/site-service.pb.js from the environment. */
export const TEST_SITE_SERVICE = { email: "site@example.com", password: "test-site-service-password" } as const;

export interface PocketBaseServer {
  url: string;
  port: number;
  /** The server's process id (benches read its CPU time). */
  pid: number;
  dataDir: string;
  superuser: { email: string; password: string };
  /** The website's service account: may only create booking requests and contact messages. */
  site: { email: string; password: string };
  /** Stops the server; pass keepData to start it again on the same data dir. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
  /** Everything the server printed, for assertions and failure messages. */
  output(): string;
}

export interface StartOptions {
  /** Reuse a data dir (for restart tests); a fresh temp dir otherwise. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
}

/**
 * The calendar sweep's clock (scripts/sweep.mjs): seconds every process of a
 * test run adds to the real time, 0 outside the sweep.
 */
export function testClockOffsetSeconds(): number {
  const value = process.env.TEST_CLOCK_OFFSET_S ?? "";
  return /^-?\d+$/.test(value) ? Number(value) : 0;
}

export function pocketbaseBinary(): string {
  // The stock build ignores the offset; the sweep's build (pb:build -- --clock) moves Go's own clock by it.
  const clocked = testClockOffsetSeconds() !== 0;
  const bin = process.env.PB_BINARY ?? join(pocketbaseDir, "bin", clocked ? "pocketbase-clock" : "pocketbase");
  if (!existsSync(bin)) {
    throw new Error(`PocketBase binary not found at ${bin}. Build it with: npm run pb:build${clocked ? " -- --clock" : ""}`);
  }
  return bin;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function pbEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PB_MIGRATIONS_DIR: join(pocketbaseDir, "pb_migrations"),
    PB_HOOKS_DIR: join(pocketbaseDir, "pb_hooks"),
    ...extra,
  };
}

/** Runs a one-off pocketbase command (migrate, superuser) against a data dir. */
export function runPocketBase(args: string[], dataDir: string, opts: { env?: Record<string, string>; input?: string } = {}): string {
  const result = spawnSync(pocketbaseBinary(), [...args, "--dir", dataDir], {
    env: pbEnv(opts.env),
    input: opts.input,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`pocketbase ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout + result.stderr;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`PocketBase did not become healthy at ${url} within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts a real PocketBase with this repo's migrations and hooks on a free
 * port and a temp data dir, with a superuser, and waits until it is healthy.
 */
export async function startPocketBase(opts: StartOptions = {}): Promise<PocketBaseServer> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), "hotel-pb-")));
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = { PB_SITE_EMAIL: TEST_SITE_SERVICE.email, PB_SITE_PASSWORD: TEST_SITE_SERVICE.password, ...opts.env };

  runPocketBase(["migrate", "up"], dataDir, { env });
  runPocketBase(["superuser", "upsert", TEST_SUPERUSER.email, TEST_SUPERUSER.password], dataDir, { env });

  let log = "";
  const child = spawn(pocketbaseBinary(), ["serve", "--dir", dataDir, "--http", `127.0.0.1:${port}`], {
    env: pbEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));

  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }

  return {
    url,
    port,
    pid: child.pid ?? 0,
    dataDir,
    superuser: { ...TEST_SUPERUSER },
    site: { email: env.PB_SITE_EMAIL, password: env.PB_SITE_PASSWORD },
    output: () => log,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!keepData && !opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client signed in as the website's service account, as the site's server is. */
export async function siteAccountClient(server: Pick<PocketBaseServer, "url" | "site">): Promise<PocketBase> {
  const site = new PocketBase(server.url);
  site.autoCancellation(false);
  await site.collection("services").authWithPassword(server.site.email, server.site.password);
  return site;
}

/** A client signed in as staff (a superuser), as the admin UI is. */
export async function superuserClient(server: Pick<PocketBaseServer, "url" | "superuser">): Promise<PocketBase> {
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  return admin;
}
