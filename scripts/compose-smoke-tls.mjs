// What scripts/compose-smoke-tls.sh checks against the production stack over
// https, through its published ports only. The names hotel.test and
// admin.hotel.test lead to 127.0.0.1 here (as their DNS would to the server);
// Pebble's root is trusted through NODE_EXTRA_CA_CERTS. Node built-ins only,
// but for the Observatory's own package (SMOKE_OBSERVATORY).
//
//   issued | renewed | ca-down-start | ca-down-served | wrong-name | long-lived | editor   (phases, in that order)
//   testssl FILE      testssl.sh's JSON findings: no "NOT ok", nothing high or critical
//   observatory       the MDN HTTP Observatory's tests on / and /en
//
// Environment: SMOKE_TLS_HTTP_PORT, SMOKE_TLS_HTTPS_PORT, SMOKE_TLS_STATE (a JSON file the phases share).
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const HTTP_PORT = Number(process.env.SMOKE_TLS_HTTP_PORT);
const HTTPS_PORT = Number(process.env.SMOKE_TLS_HTTPS_PORT);
const statePath = process.env.SMOKE_TLS_STATE;
const SITE = "hotel.test";
const ADMIN = "admin.hotel.test";
const TWO_YEARS = 63072000;
const ONE_DAY = 86400;

// The test names resolve to this machine, for every client in this process (the Observatory's too).
const lookup = dns.lookup;
dns.lookup = function (host, options, callback) {
  return lookup.call(this, /(^|\.)hotel\.test$/.test(host) ? "127.0.0.1" : host, options, callback);
};

let passes = 0;
let failures = 0;
function check(ok, what, detail = "") {
  if (ok) passes++;
  else failures++;
  console.log(`  ${ok ? "✔" : "✖"} ${what}${detail ? ` (${detail})` : ""}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const state = () => (existsSync(statePath) ? JSON.parse(readFileSync(statePath, "utf8")) : {});
const save = (values) => writeFileSync(statePath, JSON.stringify({ ...state(), ...values }));

/** The certificate a new connection to the door gets for `servername`; `anyway` takes one that fails verification. */
function peer(servername, { anyway = false } = {}) {
  return new Promise((resolve, reject) => {
    const options = { host: "127.0.0.1", port: HTTPS_PORT, servername, ALPNProtocols: ["http/1.1"], rejectUnauthorized: !anyway };
    const socket = tls.connect(options, () => {
      const cert = socket.getPeerCertificate();
      resolve({ authorized: socket.authorized, error: socket.authorizationError, ...describe(cert) });
      socket.end();
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error("timeout")));
    socket.on("error", reject);
  });
}

function describe(cert) {
  return {
    serial: cert.serialNumber,
    issuer: cert.issuer?.CN ?? "",
    names: cert.subjectaltname ?? "",
    validTo: new Date(cert.valid_to),
    days: (new Date(cert.valid_to) - new Date(cert.valid_from)) / 86_400_000,
  };
}

/** One request; `agent` keeps a connection for the caller. */
function request(url, { method = "GET", headers = {}, body, agent, keepOpen = false, anyway = false } = {}) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith("https:") ? https : http;
    const options = { method, headers, agent: agent ?? false, timeout: 15_000, rejectUnauthorized: !anyway };
    const req = client.request(url, options, (res) => {
      const socket = res.socket;
      const serial = socket.getPeerCertificate?.()?.serialNumber;
      // A stream is quiet between events; the idle timeout is for answers only.
      if (keepOpen) {
        req.setTimeout(0);
        return resolve({ status: res.statusCode, headers: res.headers, res, socket, serial });
      }
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: text, serial }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}
const site = (path) => `https://${SITE}:${HTTPS_PORT}${path}`;
const editor = (path) => `https://${ADMIN}:${HTTPS_PORT}${path}`;

async function until(what, seconds, probe) {
  const end = Date.now() + seconds * 1000;
  let last;
  while (Date.now() < end) {
    try {
      last = await probe();
      if (last?.ok) return last;
    } catch (error) {
      last = { error: String(error) };
    }
    await sleep(500);
  }
  throw new Error(`${what} within ${seconds} s: ${JSON.stringify(last)}`);
}

const hsts = async (url) => (await request(url)).headers["strict-transport-security"] ?? "";

async function issued() {
  const first = await until("a certificate from the ACME CA", 240, async () => {
    const cert = await peer(SITE);
    return { ok: cert.authorized && /pebble/i.test(cert.issuer), ...cert };
  });
  check(
    true,
    "the door serves a certificate from the ACME CA (Pebble), trusted through its root",
    `${first.issuer}, ${first.days * 86400} s`,
  );
  check(first.names.includes(`DNS:${SITE}`) && first.names.includes(`DNS:${ADMIN}`), "for the site's and the editor's names", first.names);
  const page = await request(site("/en"));
  check(page.status === 200 && page.body.includes("</html>"), "https://hotel.test/en answers the site", `${page.status}`);
  const header = page.headers["strict-transport-security"] ?? "";
  check(
    page.serial !== first.serial || header === `max-age=${ONE_DAY}; includeSubDomains`,
    "HSTS a day long while the certificate has not yet renewed",
    header,
  );
  const redirect = await request(`http://${SITE}:${HTTP_PORT}/en/OurRooms?x=1`);
  check(
    redirect.status === 301 && redirect.headers.location === site("/en/OurRooms?x=1"),
    "port 80 redirects to https, keeping the path",
    `${redirect.status} ${redirect.headers.location}`,
  );
  save({ firstSerial: first.serial });
}

async function renewed() {
  const { firstSerial } = state();
  // A live stream (realtime, as /book keeps one) on a connection made before the renewal.
  const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
  const stream = await request(site("/api/realtime"), { agent, keepOpen: true });
  let text = "";
  stream.res.setEncoding("utf8");
  stream.res.on("data", (chunk) => (text += chunk));
  await until("PB_CONNECT on the stream", 10, async () => ({ ok: text.includes("PB_CONNECT") }));
  const clientId = /"clientId":"([^"]+)"/.exec(text)?.[1];
  const before = stream.serial;

  const next = await until("a renewed certificate on new connections", 90, async () => {
    const cert = await peer(SITE);
    return { ok: cert.authorized && cert.serial !== before, ...cert };
  });
  check(next.serial !== firstSerial, "renewed: new connections get a new certificate", `${before} → ${next.serial}`);
  const subscribe = await request(site("/api/realtime"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId, subscriptions: ["settings"] }),
  });
  check(
    !stream.socket.destroyed && stream.socket.getPeerCertificate().serialNumber === before && subscribe.status === 204,
    "the stream opened before the reload is still open, on the old certificate, and PocketBase still holds it",
    `subscribe ${subscribe.status}`,
  );
  stream.socket.destroy();
  agent.destroy();
  const long = await until("HSTS two years long after the renewal", 15, async () => {
    const header = await hsts(site("/en"));
    return { ok: header === `max-age=${TWO_YEARS}; includeSubDomains`, header };
  });
  check(true, "HSTS two years long once the certificate has renewed", long.header);
  save({ renewedSerial: next.serial });
}

async function caDownStart() {
  await sleep(2000);
  const cert = await peer(SITE, { anyway: true });
  save({ downSerial: cert.serial });
  console.log(`  the door serves ${cert.serial}, valid until ${cert.validTo.toISOString()}`);
}

// Pebble's certificates last 29 s, so by now the one kept may have expired: the point is that it is still served.
async function caDownServed() {
  const cert = await peer(SITE, { anyway: true });
  check(cert.serial === state().downSerial, "the door still serves the certificate it had", cert.serial);
  const page = await request(site("/en"), { anyway: true }).catch((error) => ({ status: String(error) }));
  check(page.status === 200, "and the site", `${page.status}`);
}

async function wrongName() {
  const handshake = await peer("elsewhere.hotel.test").then(
    () => "accepted",
    (error) => String(error.code ?? error.message),
  );
  check(handshake !== "accepted", "https for a name that is neither the site's nor the editor's: handshake refused", handshake);
  const plain = await request(`http://127.0.0.1:${HTTP_PORT}/`, { headers: { host: "elsewhere.hotel.test" } }).then(
    (res) => `${res.status}`,
    (error) => String(error.code ?? error.message),
  );
  check(plain === "ECONNRESET", "port 80 for such a name: closed without an answer", plain);
}

async function longLived() {
  const cert = await until("the CA's 90-day certificate", 90, async () => {
    const c = await peer(SITE);
    return { ok: c.authorized && c.days > 30, ...c };
  });
  check(true, "the door serves the 90-day certificate", `valid until ${cert.validTo.toISOString()}`);
}

async function editorChecks() {
  const ui = await request(editor("/_/"));
  check(ui.status === 200 && /pocketbase/i.test(ui.body), "the editor's name answers the admin UI", `${ui.status}`);
  const root = await request(editor("/"));
  check(root.status === 302 && root.headers.location === "/_/", "its / leads to /_/", `${root.status} ${root.headers.location}`);
  const health = await request(editor("/api/health"));
  check(health.status === 200, "and the API the admin UI uses", `/api/health ${health.status}`);
  check(
    ui.headers["strict-transport-security"] === `max-age=${TWO_YEARS}; includeSubDomains` && ui.headers["x-frame-options"] === "DENY",
    "with HSTS and never in a frame",
    `${ui.headers["strict-transport-security"]}; ${ui.headers["x-frame-options"]}`,
  );
  const onSite = await request(site("/_/"));
  check(onSite.status === 404 && !/pocketbase/i.test(onSite.body), "the site's name answers 404 for /_/", `${onSite.status}`);
  const signIn = await request(site("/api/collections/_superusers/auth-with-password"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: "admin@example.com", password: "x" }),
  });
  check(signIn.status === 404, "and 404 for the superusers' sign-in", `${signIn.status}`);
  // The superuser's right password through the editor's host: a step asking for the code, no session.
  const credentials = JSON.stringify({ identity: process.env.PB_SUPERUSER_EMAIL, password: process.env.PB_SUPERUSER_PASSWORD });
  const first = await request(editor("/api/collections/_superusers/auth-with-password"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: credentials,
  });
  const step = JSON.parse(first.body || "{}");
  check(
    first.status === 401 && typeof step.mfaId === "string" && !("token" in step),
    "a superuser's password alone opens no session on the editor's host: the code sent by e-mail is asked for",
    `${first.status} ${first.body.slice(0, 80)}`,
  );
  // A session made with the password alone inside the machine (127.0.0.1:PB_PORT, as over SSH or by the site's server).
  const inside = await fetch(`${process.env.SMOKE_TLS_PB_URL}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: credentials,
  });
  const { token } = await inside.json();
  const withInsideToken = await request(editor("/api/collections?perPage=1"), { headers: { authorization: token } });
  check(
    inside.status === 200 && withInsideToken.status === 401,
    "a session made inside the machine with the password alone opens nothing on the editor's host",
    `inside ${inside.status}, at the door ${withInsideToken.status}`,
  );
  const plain = await request(`http://${ADMIN}:${HTTP_PORT}/_/`);
  check(
    plain.status === 301 && plain.headers.location === editor("/_/"),
    "the editor over port 80 redirects to https",
    `${plain.status} ${plain.headers.location}`,
  );
}

function testssl(file) {
  const findings = JSON.parse(readFileSync(file, "utf8"));
  const list = Array.isArray(findings) ? findings : (findings.scanResult ?? []);
  const counts = {};
  for (const f of list) counts[f.severity] = (counts[f.severity] ?? 0) + 1;
  const bad = list.filter((f) => ["HIGH", "CRITICAL"].includes(f.severity) || /NOT ok/i.test(f.finding ?? ""));
  check(list.length > 50, "testssl.sh ran its checks", `${list.length} findings`);
  check(bad.length === 0, 'testssl.sh: no "NOT ok", nothing high or critical', bad.map((f) => `${f.id}: ${f.finding}`).join("; "));
  for (const f of list.filter((x) => ["MEDIUM", "LOW", "WARN"].includes(x.severity)))
    console.log(`    ${f.severity} ${f.id}: ${f.finding}`);
  for (const f of list.filter((x) => ["protocols", "cipherlist", "overall_grade", "final_score"].some((k) => x.id?.startsWith(k))))
    console.log(`    ${f.id}: ${f.finding}`);
  console.log(
    `SMOKE_TESTSSL=${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
}

async function observatory() {
  const pkg = process.env.SMOKE_OBSERVATORY;
  // Its HSTS preload list is fetched by an install script this run skips; the test names are on no such list.
  mkdirSync(join(pkg, "conf"), { recursive: true });
  if (!existsSync(join(pkg, "conf", "hsts-preload.json"))) writeFileSync(join(pkg, "conf", "hsts-preload.json"), "{}");
  const load = (path) => import(pathToFileURL(join(pkg, "src", path)).href);
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS } = await load("constants.js");
  const grader = await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
  const grades = [];
  for (const path of ["/", "/en"]) {
    // The scanner's own scan() takes no port or path; these are its steps with them (src/scanner/index.js).
    const r = await retrieve(SITE, { httpPort: HTTP_PORT, httpsPort: HTTPS_PORT, path });
    const results = ALL_TESTS.map((test) => test(r));
    let extra = 100;
    let uncurved = 100;
    const failed = [];
    for (const result of results) {
      const modifier = grader.getScoreModifier(result.result);
      extra += modifier;
      if (modifier < 0) uncurved += modifier;
      if (!result.pass) failed.push(`${result.constructor.name}: ${result.result}`);
    }
    const { grade, score } = grader.getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extra : uncurved);
    const unexpected = failed.filter((f) => f !== "content-security-policy: csp-implemented-with-unsafe-inline");
    check(
      unexpected.length === 0,
      `Observatory on ${path}: every test passes but the CSP's 'unsafe-inline'`,
      `${grade} (${score}); ${results.length - failed.length}/${results.length} pass; failing: ${failed.join(", ") || "none"}`,
    );
    grades.push(`${path} ${grade} (${score}, ${results.length - failed.length}/${results.length})`);
  }
  console.log(`SMOKE_OBSERVATORY_GRADES=${grades.join("; ")}`);
}

const phases = {
  issued,
  renewed,
  "ca-down-start": caDownStart,
  "ca-down-served": caDownServed,
  "wrong-name": wrongName,
  "long-lived": longLived,
  editor: editorChecks,
  testssl: () => testssl(process.argv[3]),
  observatory,
};
const phase = process.argv[2];
if (!phases[phase] || !HTTPS_PORT || !statePath) {
  console.error(
    `usage: SMOKE_TLS_HTTP_PORT=… SMOKE_TLS_HTTPS_PORT=… SMOKE_TLS_STATE=… node scripts/compose-smoke-tls.mjs ${Object.keys(phases).join("|")}`,
  );
  process.exit(2);
}
try {
  await phases[phase]();
} catch (error) {
  check(false, `${phase}: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`tls-${phase}: ${passes} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
