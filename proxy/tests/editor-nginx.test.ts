// The door's https servers (hotel/server-https.conf, as proxy-tls renders it)
// in the real nginx, with a stand-in PocketBase, reached from several
// loopback addresses as from several clients: the editor's host names itself
// to PocketBase and nothing else can, sign-ins are limited per client address
// (one address guessing is slowed; a flood from many addresses leaves staff's
// alone), the allowed networks hold, and other names get no handshake.
// scripts/compose-smoke-tls.sh runs the image itself, with a real CA.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type ClientRequest, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { connect } from "node:tls";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../pocketbase/testing/pocketbase-server";

const proxyDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((p) => existsSync(p));
const SITE = "hotel.test";
const ADMIN = "admin.hotel.test";

let dir = "";
let nginx: ChildProcess | undefined;
let pocketbase: Server | undefined;
let port = 0;
let cert = "";
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];

/** The image's files with its paths under `dir`, PocketBase and the site at `upstream`, and https rendered as proxy-tls does. */
function writeConfig(upstream: number, ports: { http: number; https: number; health: number; clock: number }) {
  const move = (text: string) =>
    text
      .replaceAll("/etc/nginx/hotel/", `${dir}/hotel/`)
      .replaceAll("/tmp/nginx/", `${dir}/tmp/`)
      .replaceAll("/dev/stdout", `${dir}/access.log`)
      .replaceAll("/dev/stderr", `${dir}/error.log`)
      .replace(/^\s*resolver(_timeout)? [^;]*;$/gm, "")
      .replaceAll(/http:\/\/(web:3000|pocketbase:8090)/g, `http://127.0.0.1:${upstream}`)
      .replaceAll("127.0.0.1:8082", `127.0.0.1:${ports.clock}`)
      .replaceAll("127.0.0.1:8081", `127.0.0.1:${ports.health}`);
  for (const sub of ["hotel/active", "tmp/tls"]) mkdirSync(join(dir, sub), { recursive: true });
  chmodSync(dir, 0o777);
  chmodSync(join(dir, "tmp"), 0o777);
  writeFileSync(join(dir, "nginx.conf"), move(readFileSync(join(proxyDir, "nginx.conf"), "utf8")));
  for (const file of readdirSync(join(proxyDir, "hotel")).filter((f) => f.endsWith(".conf")))
    writeFileSync(join(dir, "hotel", file), move(readFileSync(join(proxyDir, "hotel", file), "utf8")));
  const rendered = readFileSync(join(dir, "hotel", "server-https.conf"), "utf8")
    .replaceAll("__SITE_HOST__", SITE)
    .replaceAll("__ADMIN_HOST__", ADMIN)
    .replaceAll("__HTTPS_PORT_SUFFIX__", `:${ports.https}`)
    .replaceAll("__HSTS_MAX_AGE__", "63072000")
    .replace("__ADMIN_ALLOW__", "allow 127.0.0.0/25; deny all;")
    .replaceAll(/listen 8080( default_server)?;/g, `listen 127.0.0.1:${ports.http}$1;`)
    .replaceAll(/listen 8443 ssl http2( default_server)?;/g, `listen 127.0.0.1:${ports.https} ssl$1;`);
  writeFileSync(join(dir, "hotel", "active", "server-https.conf"), rendered);
  const names = `subjectAltName=DNS:${SITE},DNS:${ADMIN}`;
  const openssl = [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "2",
    "-subj",
    `/CN=${SITE}`,
  ];
  spawnSync("openssl", [...openssl, "-addext", names, "-keyout", `${dir}/tmp/tls/privkey.pem`, "-out", `${dir}/tmp/tls/fullchain.pem`]);
  chmodSync(`${dir}/tmp/tls/privkey.pem`, 0o644);
  cert = readFileSync(`${dir}/tmp/tls/fullchain.pem`, "utf8");
}

/** A request to the door from loopback address `from`, for `host`. */
function call(host: string, path: string, from: string, { method = "GET", headers = {} as Record<string, string> } = {}) {
  return new Promise<number>((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        servername: host,
        localAddress: from,
        ca: cert,
        agent: false,
        headers: { host, ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => done(res.statusCode ?? 0));
      },
    );
    req.on("error", fail);
    req.end(method === "POST" ? "{}" : undefined);
  });
}
const signIn = (from: string) => call(ADMIN, "/api/collections/_superusers/auth-with-password", from, { method: "POST" });

const streams = new Set<ServerResponse>();
const held: ClientRequest[] = [];
/** Opens GET /api/realtime on `host` from `from`: 200 once the first event came (kept open), or the door's refusal. */
function openStream(host: string, from: string) {
  return new Promise<number>((done, fail) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/realtime", servername: host, localAddress: from, ca: cert, agent: false, headers: { host } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return res.on("end", () => done(res.statusCode ?? 0));
        }
        res.once("data", () => done(200));
      },
    );
    held.push(req);
    req.on("error", (error) => (req.destroyed ? undefined : fail(error)));
    req.end();
  });
}

describe.skipIf(!NGINX && !process.env.CI)("the door's https servers in the real nginx", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hotel-door-tls-"));
    pocketbase = createServer((req, res) => {
      seen.push({ path: req.url ?? "", headers: req.headers });
      if (req.url === "/api/realtime" && req.method === "GET") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write('id:client\nevent:PB_CONNECT\ndata:{"clientId":"client"}\n\n');
        streams.add(res);
        res.on("close", () => streams.delete(res));
        return;
      }
      res.writeHead(req.url?.includes("auth-with-password") ? 400 : 200, { "content-type": "text/html" });
      res.end("<!doctype html><title>stand-in</title>");
    });
    const upstream = await freePort();
    await new Promise<void>((r) => pocketbase!.listen(upstream, "127.0.0.1", r));
    const ports = { http: await freePort(), https: await freePort(), health: await freePort(), clock: await freePort() };
    port = ports.https;
    writeConfig(upstream, ports);
    const args = ["-p", dir, "-c", join(dir, "nginx.conf")];
    const check = spawnSync(NGINX!, ["-t", ...args], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    nginx = spawn(NGINX!, [...args, "-g", "daemon off;"], { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      if (await call(ADMIN, "/api/health", "127.0.0.1").catch(() => 0)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(async () => {
    for (const req of held) req.destroy();
    for (const res of streams) res.destroy();
    nginx?.kill("SIGTERM");
    await new Promise<void>((r) => (pocketbase ? pocketbase.close(() => r()) : r()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("names the editor's host to PocketBase, and drops the name anyone else writes", async () => {
    expect(await call(ADMIN, "/_/", "127.0.0.1")).toBe(200);
    expect(seen.at(-1)?.headers["x-hotel-door"]).toBe("editor");
    expect(await call(SITE, "/api/files/a/b/c.jpg", "127.0.0.1", { headers: { "X-Hotel-Door": "editor" } })).toBe(200);
    expect(seen.at(-1)?.path).toBe("/api/files/a/b/c.jpg");
    expect(seen.at(-1)?.headers["x-hotel-door"]).toBeUndefined();
    expect(await call(SITE, "/_/", "127.0.0.1")).toBe(404);
  });

  it("slows one address guessing passwords, and a flood from many addresses leaves staff's alone", async () => {
    const one: number[] = [];
    for (let i = 0; i < 16; i++) one.push(await signIn("127.0.0.2"));
    expect(
      one.slice(0, 10).every((s) => s === 400),
      one.join(","),
    ).toBe(true);
    expect(
      one.slice(11).every((s) => s === 429),
      one.join(","),
    ).toBe(true);

    const flood: number[] = [];
    for (let client = 10; client < 40; client++) for (let i = 0; i < 5; i++) flood.push(await signIn(`127.0.0.${client}`));
    expect(flood.filter((s) => s === 429)).toHaveLength(0);
    expect(await signIn("127.0.0.3"), "staff's own address reaches PocketBase").toBe(400);
  });

  it("lets the editor be reached only from the allowed networks, and the site from anywhere", async () => {
    expect(await call(ADMIN, "/_/", "127.0.0.200")).toBe(403);
    expect(await call(SITE, "/api/files/a/b/c.jpg", "127.0.0.200")).toBe(200);
  });

  it("holds the admin UI's streams in a budget of their own: 16 a client, 64 in all, apart from the site's", async () => {
    const first = await Promise.all(Array.from({ length: 17 }, () => openStream(ADMIN, "127.0.0.50")));
    expect(first.filter((s) => s === 200)).toHaveLength(16);
    expect(first.filter((s) => s === 429)).toHaveLength(1);
    for (const from of ["127.0.0.51", "127.0.0.52", "127.0.0.53"])
      expect(await Promise.all(Array.from({ length: 16 }, () => openStream(ADMIN, from)))).toEqual(Array(16).fill(200));
    expect(await openStream(ADMIN, "127.0.0.54"), "the editor's budget is full").toBe(429);
    // The site's guests have theirs, and the editor's pages still load.
    expect(await openStream(SITE, "127.0.0.54")).toBe(200);
    expect(await call(ADMIN, "/_/", "127.0.0.54")).toBe(200);
    for (const req of held.splice(0)) req.destroy();
  });

  it("gives no handshake for another name", async () => {
    const outcome = await new Promise<string>((done) => {
      const socket = connect({ host: "127.0.0.1", port, servername: "elsewhere.hotel.test", ca: cert }, () => done("accepted"));
      socket.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
    expect(outcome).not.toBe("accepted");
  });
});
