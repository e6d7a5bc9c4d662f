// The front door's real nginx (proxy/nginx.conf and hotel/, as the image has
// them) in front of a stand-in site on 127.0.0.1: a guest's request page is
// never cached and says so, and the access log never holds its token. The
// config is the image's, with only its addresses and file paths moved to a
// temp dir. Needs an nginx binary (Debian's `nginx-light` or `nginx`, as the
// image installs); scripts/compose-smoke.sh runs the image itself.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../pocketbase/testing/pocketbase-server";

const proxyDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((p) => existsSync(p));
const TOKEN = "q0bY3p1uC8k2m5N7r9T1v3X5z7B9d1F3h5J7l9N1p3R";

let dir = "";
let nginx: ChildProcess | undefined;
let site: Server | undefined;
let door = "";
const seen: { path: string; referer: string | undefined }[] = [];

/** The image's config, moved: its paths under `dir`, the site and PocketBase at `sitePort`, its own ports free ones. */
function writeConfig(sitePort: number, ports: { door: number; health: number; clock: number }) {
  const move = (text: string) =>
    text
      .replaceAll("/etc/nginx/hotel/", `${dir}/hotel/`)
      .replaceAll("/tmp/nginx/", `${dir}/tmp/`)
      .replaceAll("/dev/stdout", `${dir}/access.log`)
      .replaceAll("/dev/stderr", `${dir}/error.log`)
      .replace(/^\s*resolver(_timeout)? [^;]*;$/gm, "")
      .replaceAll("http://web:3000", `http://127.0.0.1:${sitePort}`)
      .replaceAll("http://pocketbase:8090", `http://127.0.0.1:${sitePort}`)
      .replaceAll("127.0.0.1:8082", `127.0.0.1:${ports.clock}`)
      .replaceAll("127.0.0.1:8081", `127.0.0.1:${ports.health}`)
      .replace("listen 8080 default_server;", `listen 127.0.0.1:${ports.door} default_server;`);
  mkdirSync(join(dir, "hotel", "active"), { recursive: true });
  mkdirSync(join(dir, "tmp"), { recursive: true });
  // Workers run as nginx's unprivileged user when the test runs as root.
  chmodSync(dir, 0o777);
  chmodSync(join(dir, "tmp"), 0o777);
  writeFileSync(join(dir, "nginx.conf"), move(readFileSync(join(proxyDir, "nginx.conf"), "utf8")));
  for (const file of readdirSync(join(proxyDir, "hotel"))) {
    if (!file.endsWith(".conf")) continue;
    writeFileSync(join(dir, "hotel", file), move(readFileSync(join(proxyDir, "hotel", file), "utf8")));
  }
  cpSync(join(dir, "hotel", "server-http.conf"), join(dir, "hotel", "active", "server-http.conf"));
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(
    `nginx did not answer at ${url}: ${existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : ""}`,
  );
}

const accessLog = () => readFileSync(join(dir, "access.log"), "utf8");

// CI installs nginx (.ci/run); elsewhere the test waits for one rather than fail.
describe.skipIf(!NGINX && !process.env.CI)("the front door's real nginx", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hotel-door-"));
    // The site as Next answers a prerendered page: cacheable by shared caches.
    site = createServer((req, res) => {
      seen.push({ path: req.url ?? "", referer: req.headers.referer });
      if (req.url === "/desk/live") {
        // The desk's live stream as the site answers it: an event now, another after a pause, and open after that.
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "private, no-store", "x-accel-buffering": "no" });
        res.write("event: ready\ndata: {}\n\n");
        const later = setTimeout(() => res.write("event: change\ndata: {}\n\n"), 1_500);
        req.on("close", () => clearTimeout(later));
        return;
      }
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "s-maxage=60, stale-while-revalidate=31536000",
      });
      res.end("<!doctype html><title>page</title><p>a page</p>");
    });
    const sitePort = await freePort();
    await new Promise<void>((r) => site!.listen(sitePort, "127.0.0.1", r));
    const ports = { door: await freePort(), health: await freePort(), clock: await freePort() };
    writeConfig(sitePort, ports);
    const check = spawnSync(NGINX!, ["-t", "-p", dir, "-c", join(dir, "nginx.conf")], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    nginx = spawn(NGINX!, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
    door = `http://127.0.0.1:${ports.door}`;
    await waitFor(`${door}/about`);
  }, 30_000);

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await new Promise<void>((r) => (site ? site.close(() => r()) : r()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("caches an ordinary page (the stand-in site's answer is cacheable), but never a guest's request page", async () => {
    for (let i = 0; i < 3; i++) await (await fetch(`${door}/about`)).text();
    expect(seen.filter((s) => s.path === "/about").length, "the page cache kept /about").toBeLessThan(4);

    for (const path of [`/request/${TOKEN}`, `/en/request/${TOKEN}`]) {
      const before = seen.filter((s) => s.path === path).length;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${door}${path}`);
        await res.text();
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe("no-store");
        expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
        expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        expect(res.headers.get("x-cache-status"), path).toBeNull();
      }
      expect(seen.filter((s) => s.path === path).length - before, `${path}: every request reached the site`).toBe(3);
    }
  });

  it("never caches a desk page, even one the site called cacheable, and tells every cache downstream so", async () => {
    for (const path of ["/desk", "/desk/requests/abcdefghijklmno", "/en/desk", "/en/desk/requests?q=0780"]) {
      const before = seen.filter((s) => s.path === path).length;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${door}${path}`);
        await res.text();
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe("private, no-store");
        expect(res.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
        expect(res.headers.get("x-cache-status"), path).toBeNull();
      }
      expect(seen.filter((s) => s.path === path).length - before, `${path}: every request reached the site`).toBe(3);
    }
  });

  it("passes the desk's live events on as they come, through the page clock, without waiting for the stream to end", async () => {
    const abort = new AbortController();
    const started = Date.now();
    const res = await fetch(`${door}/desk/live`, { signal: abort.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("event: ready");
    // Buffered, the first event would come with the second (1.5 s) or at the end (never).
    expect(Date.now() - started).toBeLessThan(1_200);
    const second = new TextDecoder().decode((await reader.read()).value);
    expect(second).toContain("event: change");
    abort.abort();
  });

  it("writes the token as [token] in the access log, in the request line and in a Referer", async () => {
    await (await fetch(`${door}/en/request/${TOKEN}?_rsc=x`, { headers: { referer: `https://hotel.example/request/${TOKEN}` } })).text();
    await (await fetch(`${door}/OurRooms`, { headers: { referer: `https://hotel.example/en/request/${TOKEN}` } })).text();
    await (await fetch(`${door}/request/status`, { method: "POST", body: JSON.stringify({ token: TOKEN }) })).text();
    // nginx writes each line when the request ends; give the workers a moment.
    await new Promise((r) => setTimeout(r, 300));
    const log = accessLog();
    expect(log).not.toContain(TOKEN.slice(0, 12));
    expect(log).toContain('"GET /en/request/[token]?_rsc=x HTTP/1.1" 200');
    expect(log).toContain('"https://hotel.example/request/[token]"');
    expect(log).toMatch(/"GET \/OurRooms HTTP\/1\.1" 200 \d+ "https:\/\/hotel\.example\/en\/request\/\[token\]"/);
    // Other requests are logged as they were.
    expect(log).toContain('"GET /about HTTP/1.1" 200');
  });
});
