// A complete local stack for browser tests and benchmarks: a real PocketBase
// (this repo's migrations and hooks) seeded with the hotel's content, a
// production build of the site in its own distDir, and `next start` on a
// free port, wired so PocketBase's revalidate hook reaches the site.
//
// Other helpers: `startStack()` from here, or read the running stack from
// process.env in Playwright specs (see global-setup.ts and fixtures.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { connectAsSuperuser, seedDatabase } from "@hotel/seed";
import { startSmtpReceiver } from "../int/booking-helpers";

export const webDir = resolve(fileURLToPath(new URL("../..", import.meta.url)));

export interface Stack {
  webUrl: string;
  pbUrl: string;
  revalidateSecret: string;
  superuser: { email: string; password: string };
  distDir: string;
  pb: PocketBaseServer;
  /** Where the staff e-mails PocketBase sends are written, one JSON file ({ to, subject, decoded }) each. */
  mailDir: string;
  /** Everything `next start` printed. */
  webOutput(): string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Build directory, relative to web/ (default .next-e2e). */
  distDir?: string;
  /** "if-stale" (default) rebuilds when sources are newer than the build. */
  build?: "always" | "if-stale" | "never";
  /** Extra environment for `next start` (and the build). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

const SOURCES = ["src", "messages", "next.config.ts", "package.json", "tsconfig.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(distDir: string): boolean {
  const buildId = join(webDir, distDir, "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(webDir, source)) > built);
}

function nextBin(): string {
  return join(webDir, "node_modules", ".bin", "next");
}

function resolveNextBin(): string {
  const local = nextBin();
  return existsSync(local) ? local : join(webDir, "..", "node_modules", ".bin", "next");
}

export function buildSite(distDir: string, env: Record<string, string> = {}, log: (line: string) => void = console.log) {
  log(`▸ next build → web/${distDir}`);
  const result = spawnSync(resolveNextBin(), ["build"], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`next build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

async function waitForSite(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const distDir = opts.distDir ?? ".next-e2e";
  const webPort = await freePort();
  // localhost, not 127.0.0.1: see the note in src/proxy.ts.
  const webUrl = `http://localhost:${webPort}`;
  const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(16).toString("hex");

  // PocketBase's staff e-mails go to a local receiver, so specs can read what staff were sent.
  const mailDir = mkdtempSync(join(tmpdir(), "hotel-e2e-mail-"));
  let mails = 0;
  const smtp = await startSmtpReceiver(undefined, ({ to, subject, decoded }) =>
    writeFileSync(join(mailDir, `${String(++mails).padStart(5, "0")}.json`), JSON.stringify({ to, subject, decoded })),
  );
  log("▸ starting PocketBase");
  const pb = await startPocketBase({
    env: {
      WEB_URL: webUrl,
      REVALIDATE_SECRET: revalidateSecret,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_TLS: "false",
      STAFF_NOTIFY_EMAIL: "front-desk@example.com",
    },
  });
  let web: NextServer | undefined;
  try {
    log(`▸ seeding ${pb.url}`);
    const client = await connectAsSuperuser(pb.url, pb.superuser.email, pb.superuser.password);
    await seedDatabase(client);
    // PocketBase's sign-in limit (10 per 30 s per address, see the rate-limit
    // migration) counts every spec's superuser client and every staff sign-in
    // through the site, all from 127.0.0.1; no spec tests PocketBase's limiter.
    await client.settings.update({ rateLimits: { enabled: false } });

    const mode = opts.build ?? "if-stale";
    if (mode === "always" || (mode === "if-stale" && buildIsStale(distDir))) buildSite(distDir, opts.env, log);

    // Next's data cache and its rendered pages live in the build dir and
    // outlive `next start`: left there, a new stack would first serve the
    // previous run's pages (other ids, another PocketBase port) until each
    // entry revalidates.
    for (const cache of [
      ["cache", "fetch-cache"],
      ["server", "route-cache"],
    ]) {
      // Another stack's `next start` on the same build may be writing there: retry a directory it refilled.
      rmSync(join(webDir, distDir, ...cache), { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }

    web = await startNext(webDir, webPort, {
      NEXT_DIST_DIR: distDir,
      PB_URL: pb.url,
      PB_PUBLIC_URL: pb.url,
      SITE_URL: webUrl,
      REVALIDATE_SECRET: revalidateSecret,
      // The booking and contact server actions save guests' requests as the site's service account.
      PB_SITE_EMAIL: pb.site.email,
      PB_SITE_PASSWORD: pb.site.password,
      ...opts.env,
    });
    const next = web;
    log(`▸ site ${webUrl} · PocketBase ${pb.url}`);

    return {
      webUrl,
      pbUrl: pb.url,
      revalidateSecret,
      superuser: pb.superuser,
      distDir,
      pb,
      mailDir,
      webOutput: next.output,
      async stop() {
        await next.stop();
        await pb.stop();
        await smtp.stop();
        rmSync(mailDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await web?.stop();
    await pb.stop();
    await smtp.stop();
    throw error;
  }
}

export interface NextServer {
  output: () => string;
  stop: () => Promise<void>;
}

/** `next start` of the app in `cwd` on localhost:`port`, once it answers. */
export async function startNext(cwd: string, port: number, env: Record<string, string | undefined>): Promise<NextServer> {
  let output = "";
  const child = spawn(resolveNextBin(), ["start", "-p", String(port), "-H", "localhost"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  try {
    await waitForSite(`http://localhost:${port}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { output: () => output, stop };
}
