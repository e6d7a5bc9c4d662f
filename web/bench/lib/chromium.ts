// Starts the system Chromium headless with a DevTools port for Lighthouse.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from "../../tests/e2e/system-chromium";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  "--no-default-browser-check",
  "--disable-dev-shm-usage",
  "--remote-debugging-port=0",
];

export interface Chromium {
  port: number;
  stop(): Promise<void>;
}

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path} (set CHROMIUM_PATH, or apt-get install chromium)`);
  return path;
}

/** `extraFlags`: e.g. --ignore-certificate-errors-spki-list for the bench's own certificate. */
export async function startChromium(extraFlags: string[] = []): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "hotel-chromium-"));
  const child = spawn(chromiumPath(), [...CHROMIUM_FLAGS, ...extraFlags, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port within 20 s:\n${output}`)), 20_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      // Chromium's helper processes may still be writing into the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
