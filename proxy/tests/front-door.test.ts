// The front door's nginx config (proxy/), checked without nginx: what it
// passes on, replaces and drops, and where it sends each path.
// scripts/compose-smoke.sh runs the real image.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NEXT_INTERNAL_HEADERS } from "../../web/src/lib/internal-headers";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const nginxDir = join(root, "proxy");
const nginxText = (file: string) =>
  readFileSync(join(nginxDir, file), "utf8")
    .split("\n")
    .filter((l) => !/^\s*#/.test(l))
    .join("\n");

/** `location` blocks of locations.conf: path (with its "= " or "~* ") → body (no nested braces but limit_except's). */
function locations(): Map<string, string> {
  const text = nginxText("hotel/locations.conf");
  const found = new Map<string, string>();
  for (const match of text.matchAll(/location\s+(=\s+|~\*?\s+)?(\S+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g))
    found.set(`${match[1] ? `${match[1].trim()} ` : ""}${match[2]}`, match[3]!);
  return found;
}

/** A `map` of nginx.conf whose source is `source`: its regex entries as JS regexes, with their values. */
function mapEntries(source: string, target: string): { pattern: RegExp; value: string }[] {
  // Up to the line that closes the block: the values' ${name} hold braces.
  const body = nginxText("nginx.conf").match(new RegExp(`map \\$${source} \\$${target} \\{([\\s\\S]*?)\\n\\s*\\}\\n`))?.[1] ?? "";
  return [...body.matchAll(/^\s*"~(\*?)(.+)" "(.*)";$/gm)].map((m) => ({ pattern: new RegExp(m[2]!, m[1] ? "i" : ""), value: m[3]! }));
}

/** What nginx writes for `text` through a map of regexes with named captures (first match wins), or null for its default. */
function throughMap(entries: { pattern: RegExp; value: string }[], text: string): string | null {
  for (const { pattern, value } of entries) {
    const match = pattern.exec(text);
    if (match) return value.replace(/\$\{(\w+)\}/g, (_m, name: string) => match.groups?.[name] ?? "");
  }
  return null;
}

describe("the front door (proxy/)", () => {
  const clientLimitKey = /map \$uri \$site_request_client \{[^}]*default \$http_x_forwarded_for;\s*\}/;

  it("replaces X-Forwarded-For with the address it saw, never appending the client's", () => {
    const headers = nginxText("hotel/proxy-headers.conf");
    expect(headers).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    for (const file of [
      "nginx.conf",
      "hotel/locations.conf",
      "hotel/page-clock.conf",
      "hotel/proxy-headers.conf",
      "hotel/server-http.conf",
      "hotel/server-https.conf",
      "hotel/site-down.conf",
    ]) {
      expect(nginxText(file), file).not.toContain("$proxy_add_x_forwarded_for");
      // Read once: the per-client limit's key, used by the page clock, which only the door reaches (below).
      expect(nginxText(file).replace(clientLimitKey, ""), file).not.toContain("$http_x_forwarded_for");
    }
    // Every proxied location sends those headers.
    for (const [path, body] of locations()) {
      if (body.includes("proxy_pass")) expect(body, path).toContain("include /etc/nginx/hotel/proxy-headers.conf;");
    }
  });

  it("never passes on a guest's X-Hotel-Sign-In-Client, which PocketBase trusts to name a sign-in's client", () => {
    const hook = readFileSync(join(root, "pocketbase/pb_hooks/deployment-settings.pb.js"), "utf8");
    expect(hook).toContain('"X-Hotel-Sign-In-Client"');
    expect(nginxText("hotel/proxy-headers.conf")).toMatch(/^proxy_set_header X-Hotel-Sign-In-Client "";$/m);
    // Every location that reaches PocketBase sends the door's headers (the test above), so none passes the guest's on.
    for (const [path, body] of locations())
      if (body.includes("proxy_pass $pocketbase")) expect(body, path).toContain("include /etc/nginx/hotel/proxy-headers.conf;");
  });

  it("drops every Next-internal header the site drops, before any request reaches the site", () => {
    const headers = nginxText("hotel/proxy-headers.conf");
    const dropped = new Set([...headers.matchAll(/^proxy_set_header (\S+) "";$/gm)].map((m) => m[1]!.toLowerCase()));
    for (const name of NEXT_INTERNAL_HEADERS) expect(dropped.has(name), name).toBe(true);
    // Nothing else in the door sets one of them to a value of its own.
    for (const file of ["nginx.conf", "hotel/locations.conf", "hotel/page-clock.conf", "hotel/page-cache.conf", "hotel/site-down.conf"])
      for (const name of NEXT_INTERNAL_HEADERS)
        expect(nginxText(file).toLowerCase(), `${file}: ${name}`).not.toContain(`proxy_set_header ${name} `);
  });

  it("passes to PocketBase only files, realtime, the public settings read and the availability counts; the admin UI and the rest of /api are 404", () => {
    const all = locations();
    const toPocketBase = [...all].filter(([, body]) => /proxy_pass \$pocketbase;/.test(body)).map(([path]) => path);
    expect(toPocketBase.sort()).toEqual(
      ["/api/files/", "= /api/availability", "= /api/collections/settings/records", "= /api/realtime"].sort(),
    );
    // And, for the door itself, which budget a realtime stream counts against: internal, a GET without the guest's body.
    const elsewhere = [...all].filter(([, body]) => /proxy_pass \$pocketbase\//.test(body));
    expect(elsewhere.map(([path]) => path)).toEqual(["= /_realtime_lane"]);
    expect(elsewhere[0]![1]).toMatch(/^\s*internal;$/m);
    expect(elsewhere[0]![1]).toMatch(/proxy_pass \$pocketbase\/api\/site\/realtime-lane;/);
    expect(elsewhere[0]![1]).toMatch(/^\s*proxy_pass_request_body off;$/m);
    expect(all.get("/api/")).toMatch(/return 404;/);
    expect(all.get("/_/")).toMatch(/return 404;/);
    // Pages go to the site through the page clock, a server of the same nginx that only the door can reach,
    // which passes the door's X-Forwarded-For on as it is.
    expect(all.get("/")).toMatch(/proxy_pass http:\/\/127\.0\.0\.1:8082;/);
    const clock = nginxText("hotel/page-clock.conf");
    expect([...clock.matchAll(/^\s*listen\s+(\S+);/gm)].map((m) => m[1])).toEqual(["127.0.0.1:8082"]);
    expect(clock).toMatch(/proxy_pass \$web;/);
    expect(clock).not.toMatch(/proxy_set_header X-(Forwarded|Real)/);
    expect(nginxText("nginx.conf")).toContain("include /etc/nginx/hotel/page-clock.conf;");
    expect(all.get("/api/files/")).toMatch(/limit_except GET \{ deny all; \}/);
    expect(all.get("= /api/collections/settings/records")).toMatch(/limit_except GET \{ deny all; \}/);
    expect(all.get("= /api/availability")).toMatch(/limit_except GET \{ deny all; \}/);
  });

  it("serves the service worker with no-cache, uncached by the door, allowed to control the whole site", () => {
    const worker = locations().get("= /serwist/sw.js");
    expect(worker, "a location of its own").toBeDefined();
    expect(worker).toMatch(/proxy_hide_header Cache-Control;\s*add_header Cache-Control "no-cache" always;/);
    expect(worker).toMatch(/add_header Service-Worker-Allowed "\/" always;/);
    expect(worker).not.toContain("page-cache.conf");
    // Through the page clock to the site, like pages, and only read.
    expect(worker).toMatch(/proxy_pass http:\/\/127\.0\.0\.1:8082;/);
    expect(worker).toMatch(/limit_except GET \{ deny all; \}/);
    // The path is where the site serves it.
    const policy = readFileSync(join(root, "web/src/lib/offline/policy.ts"), "utf8");
    expect(policy).toContain('SERVICE_WORKER_URL = "/serwist/sw.js"');
  });

  it("limits per client what gets past the page cache, by the address the door set, never its scripts", () => {
    const conf = nginxText("nginx.conf");
    expect(conf).toMatch(clientLimitKey);
    expect(conf).toMatch(/map \$uri \$site_request_client \{\s*"~\^\/_next\/static\/" "";/);
    expect(conf).toMatch(/limit_req_zone \$site_request_client zone=site_per_client:\S+ rate=\d+r\/s;/);
    // Only at the page clock (cache misses and what skips the cache), not on the door's own locations.
    expect(nginxText("hotel/page-clock.conf")).toMatch(/^\s*limit_req zone=site_per_client burst=\d+ nodelay;/m);
    for (const file of ["hotel/locations.conf", "hotel/page-cache.conf", "hotel/server-http.conf", "hotel/server-https.conf"])
      expect(nginxText(file), file).not.toMatch(/^\s*limit_req zone=site_per_client/m);
    // A client over its limit gets the door's last copy of a page, if there is one.
    expect(nginxText("hotel/page-cache.conf")).toMatch(/proxy_cache_use_stale [^;]*http_429/);
  });

  it("keeps a gzipped and a plain copy of each page, keyed by gzip-or-not, not by Next's Vary", () => {
    const cache = nginxText("hotel/page-cache.conf");
    expect(cache).toMatch(/proxy_cache_key "[^"]*\|\$page_encoding\|\$image_format";/);
    expect(cache).toMatch(/proxy_ignore_headers [^;]*\bVary\b/);
    expect(cache).toMatch(/^gzip off;/m);
    // The router headers Next's Vary names skip the cache instead.
    const skip = nginxText("nginx.conf").match(/map "([^"]*)" \$page_cache_skip/)?.[1] ?? "";
    for (const header of ["rsc", "next_router_state_tree", "next_router_prefetch", "next_router_segment_prefetch", "next_action"])
      expect(skip, header).toContain(`$http_${header}`);
    const clock = nginxText("hotel/page-clock.conf");
    expect(clock).not.toMatch(/^\s*gzip off;/m);
    expect(clock).toMatch(/proxy_set_header Accept-Encoding "";/);
  });

  it("keeps each photo from /_next/image in the format it was made for, and asks Next for only that format", () => {
    // Next answers by Accept (Vary: Accept), which the cache ignores: the key and what Next is asked must agree.
    const conf = nginxText("nginx.conf");
    expect(conf).toMatch(/map \$uri \$image_format \{\s*"\/_next\/image" \$image_format_accepted;\s*default "";\s*\}/);
    expect(conf).toMatch(
      /map "\$uri\|\$image_format" \$upstream_accept \{\s*"\/_next\/image\|avif" "image\/avif,[^"]*";\s*"\/_next\/image\|webp" "image\/webp,[^"]*";\s*"\/_next\/image\|" "\*\/\*";\s*default \$http_accept;\s*\}/,
    );
    expect(nginxText("hotel/proxy-headers.conf")).toMatch(/^proxy_set_header Accept \$upstream_accept;$/m);
    // The formats the door tells apart are next.config.ts's.
    const nextConfig = readFileSync(join(root, "web/next.config.ts"), "utf8");
    expect(nextConfig).toMatch(/formats: \["image\/avif", "image\/webp"\]/);
  });

  it("answers 503 with the site-down page, from a copy made while the site was up, when the site cannot answer", () => {
    // Only when the page cache has no copy of its own (a copy of the page asked for comes first, page-cache.conf).
    const page = locations().get("/")!;
    expect(page).toMatch(/^\s*proxy_intercept_errors on;$/m);
    expect(page).toMatch(/^\s*error_page 502 503 504 =503 @site_down;$/m);
    // And to a client over its limit: the same page, still 429.
    expect(page).toMatch(/^\s*error_page 429 =429 @site_down;$/m);
    expect(nginxText("hotel/locations.conf")).toContain("include /etc/nginx/hotel/site-down.conf;");
    const siteDown = nginxText("hotel/site-down.conf");
    // Nothing of the guest's request reaches the site or the key: whatever they sent, every guest gets the one copy.
    for (const line of [
      "proxy_method GET;",
      "proxy_pass_request_body off;",
      "proxy_pass_request_headers off;",
      'proxy_cache_key "site-down|$site_down_path";',
      "proxy_cache_methods GET HEAD POST;",
      "proxy_pass http://127.0.0.1:8082$site_down_path;",
      'add_header Cache-Control "no-store" always;',
    ])
      expect(siteDown).toContain(line);
    expect(siteDown).toMatch(/proxy_cache_use_stale [^;]*\berror\b[^;]*\bupdating\b[^;]*\bhttp_502\b/);
    expect(siteDown).toContain("proxy_cache_background_update on;");
    // The site's page, in the language of the address (or the one the health check names).
    const site = readFileSync(join(root, "web", "src", "lib", "site.ts"), "utf8");
    const path = site.match(/export const SITE_DOWN_PATH = "([^"]+)";/)?.[1];
    expect(path).toBeDefined();
    const conf = nginxText("nginx.conf");
    const map = conf.match(/map \$uri \$site_down_path \{([^}]*)\}/)?.[1] ?? "";
    expect(map).toContain(`"~^/en(/|$)" /en${path};`);
    expect(map).toContain(`default ${path};`);
    // The health server serves it too, for the health check that keeps the copies fresh.
    expect(conf).toMatch(
      /location ~ \^\/site-down\/\(ar\|en\)\$ \{\s*error_page 418 = @site_down;\s*return 418;\s*\}\s*include \/etc\/nginx\/hotel\/site-down\.conf;/,
    );
  });

  // A guest's private link: /request/<token> (web/src/app/[locale]/request), under /en too.
  const TOKEN = "q0bY3p1uC8k2m5N7r9T1v3X5z7B9d1F3h5J7l9N1p3R";
  const REQUEST_LOCATION = "~* ^(/(ar|en))?/request(/|$)";

  it("never caches a guest's request page, its status route or the find form, and sends no Referer from them", () => {
    const all = locations();
    const body = all.get(REQUEST_LOCATION);
    expect(body, [...all.keys()].join(", ")).toBeDefined();
    // Not the page cache, and nothing downstream may keep it, whatever Next said.
    expect(body).not.toContain("page-cache.conf");
    expect(body).not.toMatch(/proxy_cache\s/);
    expect(body).toMatch(/^\s*proxy_hide_header Cache-Control;$/m);
    expect(body).toMatch(/^\s*add_header Cache-Control "no-store" always;$/m);
    expect(body).toMatch(/^\s*add_header Referrer-Policy "no-referrer" always;$/m);
    expect(body).toMatch(/^\s*add_header X-Robots-Tag "noindex, nofollow" always;$/m);
    // Through the page clock (its per-client limit), and the site-down page when the site cannot answer.
    expect(body).toMatch(/^\s*proxy_pass http:\/\/127\.0\.0\.1:8082;$/m);
    expect(body).toMatch(/^\s*error_page 502 503 504 =503 @site_down;$/m);
    // Errors here are not logged with their request line (which holds the token).
    expect(body).toMatch(/^\s*error_log \S+ crit;$/m);
    // Which paths it takes (nginx regex locations are case-insensitive with ~*, as written).
    const pattern = new RegExp(REQUEST_LOCATION.slice(3), "i");
    for (const path of [
      `/request/${TOKEN}`,
      `/en/request/${TOKEN}`,
      "/request/status",
      "/en/request/status",
      "/request",
      "/en/request",
      "/Request/x",
      `/ar/request/${TOKEN}`,
      `/AR/Request/${TOKEN}`,
    ])
      expect(pattern.test(path), path).toBe(true);
    for (const path of ["/requests", "/en/requested", "/book", "/ar/x/request/y"]) expect(pattern.test(path), path).toBe(false);
  });

  it("writes a guest's token as [token] in the access log, in the request line and in a Referer", () => {
    const conf = nginxText("nginx.conf");
    expect(conf).toMatch(/^\s*access_log \/dev\/stdout hotel;$/m);
    expect(conf).not.toMatch(/access_log \S+ combined;/);
    const format = conf.match(/log_format hotel '([^']*)';/)?.[1] ?? "";
    // nginx's combined format, with the two redacted variables in place of $request and $http_referer.
    expect(format).toBe(
      '$remote_addr - $remote_user [$time_local] "$log_request" $status $body_bytes_sent "$log_referer" "$http_user_agent"',
    );
    const requests = mapEntries("request", "log_request_raw");
    const decoded = mapEntries("uri", "log_private_path");
    const referers = mapEntries("http_referer", "log_referer");
    expect(requests).toHaveLength(1);
    expect(decoded).toHaveLength(1);
    expect(referers).toHaveLength(1);
    expect(conf).toMatch(/map \$request \$log_request_raw \{\n[^\n]*\n\s*default \$request;\n\s*\}/);
    // A path nginx decodes to a request path is written as that path, the token dropped, whatever the raw line held.
    expect(conf).toMatch(
      /map \$log_private_path \$log_request \{\s*"" \$log_request_raw;\s*default "\$request_method \$log_private_path\$is_args\$args \$server_protocol";\s*\}/,
    );
    for (const [uri, logged] of [
      [`/request/${TOKEN}`, "/request/[token]"],
      [`/ar/request/${TOKEN}`, "/ar/request/[token]"],
      [`/EN/Request/${TOKEN}/x`, "/EN/Request/[token]"],
    ] as const)
      expect(throughMap(decoded, uri), uri).toBe(logged);
    expect(throughMap(decoded, "/OurRooms")).toBeNull();
    expect(conf).toMatch(/map \$http_referer \$log_referer \{\n[^\n]*\n\s*default \$http_referer;\n\s*\}/);
    for (const [line, logged] of [
      [`GET /request/${TOKEN} HTTP/1.1`, "GET /request/[token] HTTP/1.1"],
      [`GET /en/request/${TOKEN} HTTP/2.0`, "GET /en/request/[token] HTTP/2.0"],
      [`POST /request/${TOKEN}?_rsc=1x HTTP/1.1`, "POST /request/[token]?_rsc=1x HTTP/1.1"],
      [`GET /en/REQUEST%2f${TOKEN} HTTP/1.1`, "GET /en/REQUEST%2f[token] HTTP/1.1"],
      [`GET //request/${TOKEN}/ HTTP/1.1`, "GET //request/[token] HTTP/1.1"],
      [`GET /%72equest/${TOKEN} HTTP/1.1`, "GET /%72equest/[token] HTTP/1.1"],
      [`GET /en/requ%65st/${TOKEN} HTTP/1.1`, "GET /en/requ%65st/[token] HTTP/1.1"],
      [`GET /%52%45%51%55%45%53%54%2F${TOKEN} HTTP/1.1`, "GET /%52%45%51%55%45%53%54%2F[token] HTTP/1.1"],
    ] as const) {
      const written = throughMap(requests, line);
      expect(written, line).toBe(logged);
      expect(written).not.toContain(TOKEN.slice(0, 12));
    }
    expect(throughMap(requests, "GET /OurRooms HTTP/1.1"), "other requests are logged as they are").toBeNull();
    for (const referer of [
      `https://hotel.example/request/${TOKEN}`,
      `https://hotel.example/en/request/${TOKEN}#x`,
      `https://hotel.example/ar/r%65quest/${TOKEN}`,
    ]) {
      const written = throughMap(referers, referer);
      expect(written, referer).toMatch(/\/r(e|%65)quest\/\[token\]/);
      expect(written).not.toContain(TOKEN.slice(0, 12));
    }
    expect(throughMap(referers, "https://hotel.example/en/book")).toBeNull();
  });

  it("caps realtime streams per client and for the whole door, in a budget for guests and one for staff, well within each worker's connections", () => {
    const conf = nginxText("nginx.conf");
    const realtime = locations().get("= /api/realtime")!;
    const cap = (zone: string) => Number(realtime.match(new RegExp(`^\\s*limit_conn ${zone} (\\d+);$`, "m"))?.[1]);
    const [guestClient, guests, staffClient, staff] = [
      "realtime_guest_client",
      "realtime_guests",
      "realtime_staff_client",
      "realtime_staff",
    ].map(cap);
    for (const n of [guestClient, guests, staffClient, staff]) expect(n).toBeGreaterThan(0);
    expect(guestClient).toBeLessThan(guests!);
    expect(staffClient).toBeLessThan(staff!);
    // The editor's name has the admin UI's streams, in a budget of their own.
    const editor = nginxText("hotel/server-https.conf").match(/location = \/api\/realtime \{([^}]*)\}/)?.[1] ?? "";
    const editorCap = (zone: string) => Number(editor.match(new RegExp(`^\\s*limit_conn ${zone} (\\d+);$`, "m"))?.[1]);
    const [editorClient, editors] = [editorCap("realtime_editor_client"), editorCap("realtime_editor")];
    expect(editorClient).toBeLessThan(editors);
    expect(Number(editor.match(/proxy_read_timeout (\d+)m;/)?.[1])).toBeLessThanOrEqual(5);
    // Two connections a stream; were every stream on one worker, pages still keep more than two thirds of it.
    const perWorker = Number(conf.match(/worker_connections (\d+);/)?.[1]);
    expect(2 * (guests! + staff! + editors)).toBeLessThan(perWorker / 3);
    const files = Number(conf.match(/worker_rlimit_nofile (\d+);/)?.[1]);
    expect(files).toBeGreaterThanOrEqual(2 * perWorker);
    // And compose lets the container open that many.
    const compose = readFileSync(join(root, "docker-compose.yml"), "utf8").match(/\n {2}proxy:\n[\s\S]*?\n {2}\S/)?.[0] ?? "";
    expect(Number(compose.match(/nofile:\s*soft: (\d+)/)?.[1])).toBeGreaterThanOrEqual(files);
    // Streams only (GET); the guests' and the staff's keys never both set.
    expect(conf).toMatch(
      /map "\$request_method\|\$realtime_staff_token" \$realtime_lane \{\s*"GET\|" guests;\s*"~\^GET\\\|\." staff;\s*default "";\s*\}/,
    );
    // Staff's budget only once PocketBase has accepted the token.
    expect(realtime).toMatch(/^\s*auth_request \/_realtime_lane;$/m);
    // Idle streams are not held an hour.
    const timeout = realtime.match(/proxy_read_timeout (\d+)m;/)?.[1];
    expect(Number(timeout)).toBeLessThanOrEqual(5);
    expect(readFileSync(join(root, "pocketbase/pb_hooks/realtime.pb.js"), "utf8")).toMatch(/e\.idleTimeout = /);
  });

  it("compresses, and both servers include the same locations", () => {
    expect(nginxText("nginx.conf")).toMatch(/^\s*gzip on;/m);
    for (const file of ["hotel/server-http.conf", "hotel/server-https.conf"]) {
      expect(nginxText(file), file).toContain("include /etc/nginx/hotel/locations.conf;");
    }
    expect(nginxText("hotel/tls.conf")).toMatch(/ssl_certificate \/tmp\/nginx\/tls\/fullchain\.pem;/);
  });

  it("serves https with TLS 1.2 and 1.3 only, forward-secret AEAD ciphers, no tickets, and stapling when the CA offers it", () => {
    const conf = nginxText("hotel/tls.conf");
    expect(conf).toMatch(/^ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    const ciphers = conf.match(/^ssl_ciphers (\S+);$/m)?.[1]?.split(":") ?? [];
    expect(ciphers.length).toBeGreaterThan(0);
    for (const cipher of ciphers) expect(cipher).toMatch(/^ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/);
    expect(conf).toMatch(/^ssl_session_tickets off;$/m);
    expect(conf).toMatch(/^ssl_stapling on;$/m);
  });

  it("answers only the site's and the editor's names over https, and the admin UI only on the editor's", () => {
    const https = nginxText("hotel/server-https.conf");
    const servers = https.split(/\n(?=server \{)/).slice(1);
    const named = (name: string) => servers.filter((s) => s.includes(`server_name ${name};`) && s.includes(" ssl "));
    // Any other name: the handshake is refused, and port 80 closes without an answer.
    expect(servers.find((s) => s.includes("listen 8443 ssl http2 default_server;"))).toMatch(/ssl_reject_handshake on;/);
    expect(servers.find((s) => s.includes("listen 8080 default_server;"))).toMatch(/return 444;/);
    const [site] = named("__SITE_HOST__");
    const [editor] = named("__ADMIN_HOST__");
    expect(site).toContain("include /etc/nginx/hotel/locations.conf;");
    expect(nginxText("hotel/locations.conf")).toMatch(/location \/_\/ \{\s*return 404;\s*\}/);
    expect(editor).not.toContain("locations.conf");
    expect(editor).toContain("proxy_pass $pocketbase;");
    expect(editor).toContain("__ADMIN_ALLOW__");
    // Sign-in attempts there are limited per client address, never by anything all clients share.
    expect(https).toMatch(/^limit_req_zone \$binary_remote_addr zone=editor_sign_in:\S+ rate=\d+r\/m;$/m);
    expect(editor).toMatch(/auth-with-password[^{]*\{\s*limit_req zone=editor_sign_in burst=\d+ nodelay;/);
    // Port 80: ACME's challenges for both names, https for the rest.
    const plain = servers.find((s) => s.includes("server_name __SITE_HOST__ __ADMIN_HOST__;"));
    expect(plain).toMatch(/location \/\.well-known\/acme-challenge\/ \{\s*root \/etc\/nginx\/certificates\/challenge;/);
    expect(plain).toMatch(/return 301 https:\/\/\$host__HTTPS_PORT_SUFFIX__\$request_uri;/);
  });

  it("keeps search answers, one per query, in a bounded cache of their own, never in the pages'", () => {
    const site = readFileSync(join(root, "web/src/lib/search/paths.ts"), "utf8");
    expect(site).toContain('export const SEARCH_PATH = "/search";');
    expect(site).toContain('export const SEARCH_API_PATH = "/search.json";');
    const search = [...nginxText("hotel/locations.conf").matchAll(/location ~ (\S*search\S*) \{([^}]*)\}/g)];
    expect(search.map((match) => match[1])).toEqual(["^(/(ar|en))?/search$|^/search\\.json$"]);
    const body = search[0]![2]!;
    expect(body).toContain("include /etc/nginx/hotel/search-cache.conf;");
    expect(body).not.toContain("page-cache.conf");
    // Bounded in keys, bytes and time: random queries evict each other, least recently used first.
    const zone = nginxText("nginx.conf").match(/proxy_cache_path \/tmp\/nginx\/search [^;]*;/)?.[0] ?? "";
    expect(zone).toMatch(/keys_zone=search:1m /);
    expect(zone).toMatch(/max_size=16m /);
    expect(zone).toMatch(/inactive=10m /);
    const cache = nginxText("hotel/search-cache.conf");
    expect(cache).toMatch(/^proxy_cache search;$/m);
    expect(cache).toMatch(/^proxy_cache_valid 200 1s;$/m);
    // Staff and React's navigations skip it; an answer with a cookie is not kept.
    expect(cache).toMatch(/^proxy_no_cache \$page_cache_skip \$page_other_cookie;$/m);
    expect(cache).toMatch(/^proxy_cache_bypass \$page_cache_skip;$/m);
  });
});
