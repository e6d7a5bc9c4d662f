// The project's own front door (proxy/nginx.conf and proxy/hotel/*.conf, as
// the compose `proxy` service runs them) on this machine's nginx, in front of
// a site and PocketBase started by the bench, and a CDN stand-in: a plain
// nginx cache that obeys the Cache-Control it is given, as CDNs do.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "@hotel/pocketbase/testing";
import { webDir } from "../../tests/e2e/stack";
import { nginxPreamble, runNginx, type StaticServer } from "./nginx";

const proxyDir = join(webDir, "..", "proxy");

/** nginx's workers drop root for an unprivileged user, who must write the caches and temp files. */
function openUp(dir: string): void {
  chmodSync(dir, 0o777);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) openUp(join(dir, entry.name));
}

/** An address nginx can dial without a resolver: `next start -H localhost` may listen on ::1 or 127.0.0.1. */
async function dialable(origin: string): Promise<string> {
  const { port } = new URL(origin);
  for (const host of ["127.0.0.1", "[::1]"]) {
    try {
      await fetch(`http://${host}:${port}/`, { redirect: "manual" });
      return `http://${host}:${port}`;
    } catch {
      // not on this address
    }
  }
  throw new Error(`${origin} answers neither on 127.0.0.1 nor on ::1`);
}

/** A throwaway self-signed certificate for localhost, and its key's SPKI hash for Chromium's --ignore-certificate-errors-spki-list. */
export function selfSignedCertificate(dir: string): { cert: string; key: string; spkiHash: string } {
  mkdirSync(dir, { recursive: true });
  const cert = join(dir, "fullchain.pem");
  const key = join(dir, "privkey.pem");
  const request = "req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost";
  const names = "subjectAltName=DNS:localhost,IP:127.0.0.1";
  execFileSync("openssl", [...request.split(" "), "-addext", names, "-keyout", key, "-out", cert], { stdio: "ignore" });
  const spki = new X509Certificate(readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
  return { cert, key, spkiHash: createHash("sha256").update(spki).digest("base64") };
}

export interface FrontDoorOptions {
  /** The port to listen on (default: a free one). */
  port?: number;
  /** Serve https with HTTP/2 as production does (proxy/hotel/server-https.conf), with this certificate. */
  tls?: { cert: string; key: string };
}

export async function startFrontDoor(
  nginxPath: string,
  dir: string,
  webOrigin: string,
  pbOrigin: string,
  options: FrontDoorOptions = {},
): Promise<StaticServer> {
  const port = options.port ?? (await freePort());
  const healthPort = await freePort();
  mkdirSync(join(dir, "tmp"), { recursive: true });
  cpSync(join(proxyDir, "hotel"), join(dir, "hotel"), { recursive: true });
  mkdirSync(join(dir, "hotel", "active"), { recursive: true });
  const clockPort = await freePort();
  // The image's paths, and the page clock's address wherever a file names it, as this door has them.
  const at = (text: string) =>
    text
      .replaceAll("/etc/nginx/hotel/", `${dir}/hotel/`)
      .replaceAll("/tmp/nginx", `${dir}/tmp`)
      .replaceAll("127.0.0.1:8082", `127.0.0.1:${clockPort}`);
  const webAddress = await dialable(webOrigin);
  const pbAddress = await dialable(pbOrigin);
  const upstreams: Record<string, (text: string) => string> = {
    "locations.conf": (text) => text.replace("http://pocketbase:8090", pbAddress),
    "page-clock.conf": (text) => text.replace("http://web:3000", webAddress),
  };
  for (const file of readdirSync(join(dir, "hotel")).filter((f) => f.endsWith(".conf"))) {
    const path = join(dir, "hotel", file);
    writeFileSync(path, (upstreams[file] ?? ((text) => text))(at(readFileSync(path, "utf8"))));
  }
  writeFileSync(join(dir, "hotel", "active", "server.conf"), options.tls ? httpsServer(options.tls, port) : httpServer(port));
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    at(readFileSync(join(proxyDir, "nginx.conf"), "utf8"))
      .replace(/^\s*resolver(_timeout)? .*$/gm, "")
      .replace(/access_log \/dev\/stdout \w+;/, "access_log off;")
      .replace("listen 127.0.0.1:8081;", `listen 127.0.0.1:${healthPort};`),
  );
  openUp(dir);
  const door = await runNginx(nginxPath, dir, conf, `http://127.0.0.1:${healthPort}/health`);
  return { ...door, url: options.tls ? `https://localhost:${port}/` : `http://127.0.0.1:${port}/` };

  function httpServer(port: number): string {
    return at(readFileSync(join(proxyDir, "hotel", "server-http.conf"), "utf8")).replace("listen 8080", `listen 127.0.0.1:${port}`);
  }

  /** server-https.conf's preamble (its maps) and the site's https server (not the redirect, the editor or the catch-alls), on `port` of localhost, with `tls`. */
  function httpsServer(tls: { cert: string; key: string }, port: number): string {
    const blocks = at(readFileSync(join(proxyDir, "hotel", "server-https.conf"), "utf8")).split(/\n(?=server \{)/);
    const site = blocks.find((block) => block.includes(" ssl ") && block.includes("locations.conf"));
    if (!site) throw new Error("no https server for the site in proxy/hotel/server-https.conf");
    const tlsConf = at(readFileSync(join(proxyDir, "hotel", "tls.conf"), "utf8"))
      .replaceAll(`${dir}/tmp/tls/fullchain.pem`, tls.cert)
      .replaceAll(`${dir}/tmp/tls/privkey.pem`, tls.key);
    return `${blocks[0]}\n${site}`
      .replace("__HSTS_MAX_AGE__", "63072000")
      .replace("server_name __SITE_HOST__;", "server_name localhost;")
      .replace(/listen 8443 ssl http2;/, `listen localhost:${port} ssl http2;`)
      .replace(`include ${dir}/hotel/tls.conf;`, tlsConf);
  }
}

/** A shared cache in front of `origin` that keeps what Cache-Control allows (s-maxage, stale-while-revalidate, stale-if-error). */
export async function startCdnStandIn(nginxPath: string, dir: string, origin: string): Promise<StaticServer> {
  const port = await freePort();
  mkdirSync(join(dir, "cache"), { recursive: true });
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${nginxPreamble(dir)}
  proxy_cache_path ${dir}/cache keys_zone=edge:10m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${origin};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache edge;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Edge-Cache $upstream_cache_status always;
    }
  }
}
`,
  );
  openUp(dir);
  return runNginx(nginxPath, dir, conf, `http://127.0.0.1:${port}/`);
}
