// The front door's real nginx (proxy/nginx.conf and hotel/, as the image has
// them) in front of a stand-in site and PocketBase on 127.0.0.1: a guest's
// request page is never cached and says so, whatever the spelling of its
// path, and the access log never holds its token; search answers stay
// private; the availability counts are kept a second and limited per client;
// realtime streams are capped per client and for the whole door, in a
// budget for guests and one for staff, while pages still load. The config is
// the image's, with only its addresses and file paths moved to a temp dir
// (and, for the door-wide caps, its connection numbers scaled down together,
// as a smaller door). Clients come from several loopback addresses
// (127.0.0.x), as the door keys its limits by address. Needs an nginx binary
// (Debian's `nginx-light` or `nginx`, as the image installs);
// scripts/compose-smoke.sh runs the image itself.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import {
  request as httpRequest,
  createServer,
  type ClientRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../pocketbase/testing/pocketbase-server";

const proxyDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((p) => existsSync(p));
const TOKEN = "q0bY3p1uC8k2m5N7r9T1v3X5z7B9d1F3h5J7l9N1p3R";
/** A staff member's token as the stand-in PocketBase accepts it (a JWT's shape), and the site's cookie carrying it. */
const STAFF_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InN0YWZmIn0.c2lnbmF0dXJl";
const staffCookie = (token: string) => `pb_auth=${encodeURIComponent(JSON.stringify({ token, model: { id: "staff" } }))}`;
const LOCALES = [
  ...(readFileSync(resolve(proxyDir, "../web/src/i18n/routing.ts"), "utf8").match(/locales: \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"(\w+)"/g),
].map((m) => m[1]!);

let site: Server | undefined;
let sitePort = 0;
const seen: { path: string; method: string; referer: string | undefined }[] = [];
const openStreams = new Set<ServerResponse>();

/** The stand-in for the site and PocketBase behind the door. */
function standIn(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? "";
  seen.push({ path, method: req.method ?? "", referer: req.headers.referer });
  if (path === "/api/realtime" && req.method === "GET") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
    res.write('id:client\nevent:PB_CONNECT\ndata:{"clientId":"client"}\n\n');
    openStreams.add(res);
    res.on("close", () => openStreams.delete(res));
    return;
  }
  if (path === "/api/realtime") return void res.writeHead(204).end();
  if (path === "/desk/live") {
    // The desk's live stream as the site answers it: an event now, another after a pause, and open after that.
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "private, no-store", "x-accel-buffering": "no" });
    res.write("event: ready\ndata: {}\n\n");
    const later = setTimeout(() => res.write("event: change\ndata: {}\n\n"), 1_500);
    openStreams.add(res);
    res.on("close", () => {
      clearTimeout(later);
      openStreams.delete(res);
    });
    return;
  }
  if (path === "/api/site/realtime-lane") return void res.writeHead(req.headers.authorization === STAFF_TOKEN ? 204 : 401).end();
  if (path.startsWith("/api/availability")) {
    res.writeHead(200, { "content-type": "application/json" });
    return void res.end(JSON.stringify({ first: "2030-01-01", free: { room: [1, 2] }, threshold: 3 }));
  }
  // Next answers search results private, no-store; pages as a prerendered page, cacheable by shared caches.
  const search = /^\/((ar|en)\/)?search(\.json)?(\?|$)/.test(path);
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": search ? "private, no-cache, no-store, max-age=0, must-revalidate" : "s-maxage=60, stale-while-revalidate=31536000",
  });
  res.end("<!doctype html><title>page</title><p>a page</p>");
}

interface Door {
  url: string;
  port: number;
  accessLog(): string;
  errorLog(): string;
  stop(): void;
}

/**
 * The image's config, moved: its paths under a temp dir, the site and
 * PocketBase at the stand-in, its own ports free ones. `scale` divides the
 * door's connection numbers (each worker's connections and the door-wide
 * stream caps; the per-client caps stay) and runs one worker: a smaller
 * door with the same proportions, every stream on the one worker.
 */
async function startDoor(scale = 1): Promise<Door> {
  const dir = mkdtempSync(join(tmpdir(), "hotel-door-"));
  const ports = { door: await freePort(), health: await freePort(), clock: await freePort() };
  const move = (text: string) => {
    let moved = text
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
    if (scale !== 1)
      moved = moved
        .replace(/^worker_processes \S+;/m, "worker_processes 1;")
        .replace(/worker_connections (\d+);/, (_m, n: string) => `worker_connections ${Number(n) / scale};`)
        .replace(
          /limit_conn (realtime_guests|realtime_staff) (\d+);/g,
          (_m, zone: string, n: string) => `limit_conn ${zone} ${Number(n) / scale};`,
        );
    return moved;
  };
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
  const check = spawnSync(NGINX!, ["-t", "-p", dir, "-c", join(dir, "nginx.conf")], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const nginx: ChildProcess = spawn(NGINX!, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  const read = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), "utf8") : "");
  const url = `http://127.0.0.1:${ports.door}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/about`);
      break;
    } catch {
      if (i >= 100) throw new Error(`nginx did not answer at ${url}: ${read("error.log")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port: ports.door,
    accessLog: () => read("access.log"),
    errorLog: () => read("error.log"),
    stop() {
      nginx.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A request from the loopback address `from` (the door's client address), read to its end. */
function send(
  door: Door,
  path: string,
  from = "127.0.0.1",
  opts: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: door.port, path, method: opts.method ?? "GET", localAddress: from, agent: false, headers: opts.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

interface Stream {
  status: number;
  close(): void;
}
const held: ClientRequest[] = [];

/** Opens GET /api/realtime from `from`: resolves once PB_CONNECT arrived (200, kept open) or the door refused it. */
function openStream(door: Door, from: string, cookie?: string): Promise<Stream> {
  return new Promise((resolveStream, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: door.port, path: "/api/realtime", localAddress: from, agent: false, headers: cookie ? { cookie } : {} },
      (res) => {
        const close = () => req.destroy();
        if (res.statusCode !== 200) {
          res.resume();
          res.on("end", () => resolveStream({ status: res.statusCode ?? 0, close }));
          return;
        }
        res.setEncoding("utf8");
        res.once("data", () => resolveStream({ status: 200, close }));
      },
    );
    held.push(req);
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

function closeStreams() {
  for (const req of held.splice(0)) req.destroy();
}

async function waitUntil(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check(), what).toBe(true);
}

beforeAll(async () => {
  site = createServer(standIn);
  sitePort = await freePort();
  await new Promise<void>((r) => site!.listen(sitePort, "127.0.0.1", r));
});

afterAll(async () => {
  closeStreams();
  for (const res of openStreams) res.destroy();
  await new Promise<void>((r) => (site ? site.close(() => r()) : r()));
});

// CI installs nginx (.ci/run); elsewhere the test waits for one rather than fail.
describe.skipIf(!NGINX && !process.env.CI)("the front door's real nginx", () => {
  let door: Door;

  beforeAll(async () => {
    door = await startDoor();
  }, 30_000);

  afterAll(() => {
    closeStreams();
    door?.stop();
  });

  it("caches an ordinary page (the stand-in site's answer is cacheable), but never a guest's request page", async () => {
    for (let i = 0; i < 3; i++) await send(door, "/about");
    expect(seen.filter((s) => s.path === "/about").length, "the page cache kept /about").toBeLessThan(4);

    for (const path of [`/request/${TOKEN}`, `/en/request/${TOKEN}`]) {
      const before = seen.filter((s) => s.path === path).length;
      for (let i = 0; i < 3; i++) {
        const res = await send(door, path);
        expect(res.status).toBe(200);
        expect(res.headers["cache-control"], path).toBe("no-store");
        expect(res.headers["referrer-policy"], path).toBe("no-referrer");
        expect(res.headers["x-robots-tag"], path).toBe("noindex, nofollow");
        expect(res.headers["x-cache-status"], path).toBeUndefined();
      }
      expect(seen.filter((s) => s.path === path).length - before, `${path}: every request reached the site`).toBe(3);
    }
  });

  it("never caches a desk page, even one the site called cacheable, and tells every cache downstream so", async () => {
    for (const path of [
      "/desk",
      "/desk/requests/abcdefghijklmno",
      "/en/desk",
      "/en/desk/requests?q=0780",
      "/ar/desk",
      "/%64esk/accounts",
    ]) {
      const before = seen.filter((s) => s.path === path).length;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${door.url}${path}`);
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
    const res = await fetch(`${door.url}/desk/live`, { signal: abort.signal });
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
    await send(door, `/en/request/${TOKEN}?_rsc=x`, "127.0.0.1", { headers: { referer: `https://hotel.example/request/${TOKEN}` } });
    await send(door, "/OurRooms", "127.0.0.1", { headers: { referer: `https://hotel.example/en/request/${TOKEN}` } });
    await send(door, "/request/status", "127.0.0.1", { method: "POST" });
    // nginx writes each line when the request ends; give the workers a moment.
    await new Promise((r) => setTimeout(r, 300));
    const log = door.accessLog();
    expect(log).not.toContain(TOKEN.slice(0, 12));
    expect(log).toContain('"GET /en/request/[token]?_rsc=x HTTP/1.1" 200');
    expect(log).toContain('"https://hotel.example/request/[token]"');
    expect(log).toMatch(/"GET \/OurRooms HTTP\/1\.1" 200 \d+ "https:\/\/hotel\.example\/en\/request\/\[token\]"/);
    // Other requests are logged as they were.
    expect(log).toContain('"GET /about HTTP/1.1" 200');
  });

  it("treats every spelling of a request path, under every locale's prefix, as the guest's: never cached, never logged with its token", async () => {
    const spellings = [
      `/%72equest/${TOKEN}`,
      `/en/requ%65st/${TOKEN}`,
      `/%52EQUEST/${TOKEN}`,
      `/request%2f${TOKEN}`,
      `//request/${TOKEN}`,
      `/./request/${TOKEN}`,
      `/x/../request/${TOKEN}`,
      ...LOCALES.map((locale) => `/${locale}/request/${TOKEN}`),
      ...LOCALES.map((locale) => `/${locale.toUpperCase()}/Request/${TOKEN}`),
    ];
    expect(LOCALES.length, "the site's locales, read from its routing").toBeGreaterThanOrEqual(2);
    for (const path of spellings) {
      for (let i = 0; i < 2; i++) {
        const res = await send(door, path, "127.0.0.1", { headers: { referer: `https://hotel.example${path}` } });
        expect(res.headers["cache-control"], path).toBe("no-store");
        expect(res.headers["referrer-policy"], path).toBe("no-referrer");
        expect(res.headers["x-cache-status"], `${path}: not through the page cache`).toBeUndefined();
      }
    }
    await new Promise((r) => setTimeout(r, 300));
    const log = door.accessLog();
    for (const fragment of [TOKEN.slice(0, 12), TOKEN.slice(-12), TOKEN.slice(15, 27)]) expect(log).not.toContain(fragment);
  });

  it("keeps search answers private downstream, whatever the door keeps itself", async () => {
    for (const path of ["/search?q=suite", "/en/search?q=suite", "/search.json?q=suite&locale=en"]) {
      for (let i = 0; i < 2; i++) {
        const res = await send(door, path);
        expect(res.status, path).toBe(200);
        expect(res.headers["cache-control"], path).toBe("private, no-store");
      }
    }
  });

  it("keeps an availability answer a second, per version of the counts, and limits each client", async () => {
    const reads = () => seen.filter((s) => s.path.startsWith("/api/availability")).length;
    const before = reads();
    const path = "/api/availability?first=2030-01-01&nights=395";
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(door, path, "127.0.0.5")));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.headers["cache-control"]).toBe("no-store");
    expect(reads() - before, "five pages asking at once: one read of PocketBase").toBe(1);
    // After a change, the pages' reads name its version: a new key, a fresh read.
    await send(door, `${path}&version=1764500000000`, "127.0.0.5");
    expect(reads() - before).toBe(2);

    const burst = await Promise.all(Array.from({ length: 80 }, (_, i) => send(door, `${path}&version=${i}`, "127.0.0.6")));
    expect(burst.filter((a) => a.status === 429).length, "one client past its burst").toBeGreaterThan(0);
    expect((await send(door, path, "127.0.0.7")).status, "another client").toBe(200);
  });

  it("holds at most 8 guest streams per client: its extra streams are refused, its subscriptions and everyone's pages still go", async () => {
    const streams = await Promise.all(Array.from({ length: 8 }, () => openStream(door, "127.0.0.2")));
    expect(streams.map((s) => s.status)).toEqual(Array(8).fill(200));
    const extra = await Promise.all([openStream(door, "127.0.0.2"), openStream(door, "127.0.0.2")]);
    expect(extra.map((s) => s.status)).toEqual([429, 429]);
    // Its subscription posts are not streams.
    expect((await send(door, "/api/realtime", "127.0.0.2", { method: "POST" })).status).toBe(204);
    // Pages load for everyone, this client too, and another client's stream opens.
    for (const from of ["127.0.0.3", "127.0.0.2"]) expect((await send(door, "/OurRooms", from)).status, from).toBe(200);
    expect((await openStream(door, "127.0.0.3")).status).toBe(200);
    // A closed stream frees its place.
    streams[0]!.close();
    await waitUntil(() => openStreams.size === 8, "the door closed the upstream stream");
    expect((await openStream(door, "127.0.0.2")).status).toBe(200);
    closeStreams();
    await waitUntil(() => openStreams.size === 0, "every stream closed");
  });

  it("refuses a stream whose staff cookie PocketBase does not accept", async () => {
    expect((await openStream(door, "127.0.0.4", staffCookie("eyJmb3JnZWQ.eyJmb3JnZWQ.Zm9yZ2Vk"))).status).toBe(401);
    expect((await openStream(door, "127.0.0.4", staffCookie(STAFF_TOKEN))).status).toBe(200);
    closeStreams();
    await waitUntil(() => openStreams.size === 0, "every stream closed");
  });
});

describe.skipIf(!NGINX && !process.env.CI)(
  "the front door's stream caps for the whole door (its numbers scaled down 16 times: one worker)",
  () => {
    const SCALE = 16;
    let door: Door;

    beforeAll(async () => {
      door = await startDoor(SCALE);
    }, 30_000);

    afterAll(() => {
      closeStreams();
      door?.stop();
    });

    it("refuses guests' streams past the door's budget for them, while staff's streams and every page still go", async () => {
      const conf = readFileSync(join(proxyDir, "hotel", "locations.conf"), "utf8");
      const cap = (zone: string) => Number(conf.match(new RegExp(`limit_conn ${zone} (\\d+);`))![1]);
      const guests = cap("realtime_guests") / SCALE;
      const perClient = cap("realtime_guest_client");
      const staff = cap("realtime_staff") / SCALE;
      // Guests from as many addresses as it takes, each at its own cap: the door's guest budget, full.
      const addresses = Array.from({ length: Math.ceil(guests / perClient) }, (_, i) => `127.0.1.${i + 1}`);
      const streams = [];
      for (const [i, from] of addresses.entries())
        streams.push(
          ...(await Promise.all(Array.from({ length: Math.min(perClient, guests - i * perClient) }, () => openStream(door, from)))),
        );
      expect(streams.filter((s) => s.status === 200)).toHaveLength(guests);
      // A new guest's stream is refused...
      expect((await openStream(door, "127.0.2.1")).status).toBe(429);
      // ...but staff's streams open, up to theirs.
      const desk = await Promise.all(Array.from({ length: staff }, () => openStream(door, "127.0.3.1", staffCookie(STAFF_TOKEN))));
      expect(desk.map((s) => s.status)).toEqual(Array(staff).fill(200));
      expect((await openStream(door, "127.0.3.2", staffCookie(STAFF_TOKEN))).status).toBe(429);
      // Pages load, many at once, from guests with and without streams.
      const pages = await Promise.all(
        Array.from({ length: 40 }, (_, i) => send(door, i % 2 ? "/OurRooms" : `/about?n=${i}`, i % 3 ? "127.0.4.1" : addresses[0]!)),
      );
      expect(pages.map((p) => p.status)).toEqual(Array(40).fill(200));
      expect(door.errorLog()).not.toContain("worker_connections are not enough");
    }, 60_000);
  },
);
