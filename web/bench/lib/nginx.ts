// A throwaway nginx serving one saved HTML file, the yardstick a cached page
// is compared with. Uses Debian's nginx package; installs it when missing and
// allowed (root with apt-get), otherwise says why it cannot.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { freePort } from "@hotel/pocketbase/testing";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export function findNginx(): { path: string } | { reason: string } {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return { path: found };
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("▸ nginx not found; installing Debian's nginx package (apt-get install -y nginx)");
    const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit" });
    const installed = CANDIDATES.find((p) => existsSync(p));
    if (install.status === 0 && installed) return { path: installed };
    return { reason: "apt-get install nginx failed" };
  }
  return {
    reason: isRoot
      ? "nginx is not installed and apt-get is not available"
      : "nginx is not installed (install Debian's nginx package, or run as root to let this script install it)",
  };
}

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves `html` at / with one worker process (like one `next start` process);
 * to browsers that take gzip, a copy gzipped beforehand (gzip_static), at the
 * front door's level.
 */
export async function startNginx(nginxPath: string, dir: string, html: string): Promise<StaticServer> {
  // nginx's workers drop root for an unprivileged user, who must read the file.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, "index.html"), html);
  writeFileSync(join(dir, "index.html.gz"), gzipSync(html, { level: 5 }));
  const port = await freePort();
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${nginxPreamble(dir)}
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    location = / { default_type "text/html; charset=utf-8"; try_files /index.html =404; }
  }
}
`,
  );
  return runNginx(nginxPath, dir, conf, `http://127.0.0.1:${port}/`);
}

/** One worker, its files under `dir`, no access log: the start of a throwaway nginx.conf, up to inside `http {`. */
export function nginxPreamble(dir: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

/** Runs nginx with `conf` (prefix `dir`) until `url` answers; stop() ends it. */
export async function runNginx(nginxPath: string, dir: string, conf: string, url: string): Promise<StaticServer> {
  const child = spawn(nginxPath, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); config ${conf}`);
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not answer ${url} within 10 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
