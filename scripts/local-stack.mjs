// What `npm start` and `npm run dev` share: the environment (.env over
// .env.example), PocketBase migrated, its superuser, seeded when empty, and
// child processes that Ctrl-C stops together. Only Node built-ins, because it
// runs before `npm install`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const children = new Set();

export function loadEnv() {
  const fromFile = (name) => {
    const file = join(root, name);
    if (!existsSync(file)) return {};
    const values = {};
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2");
    }
    return values;
  };
  // Precedence: the shell, then .env, then .env.example's safe defaults.
  const merged = { ...fromFile(".env.example"), ...fromFile(".env") };
  for (const [key, value] of Object.entries(merged)) {
    if (process.env[key] === undefined || process.env[key] === "") process.env[key] = value;
  }
  const env = process.env;
  env.PB_PORT ||= "8090";
  env.WEB_PORT ||= "3000";
  env.PB_URL ||= `http://127.0.0.1:${env.PB_PORT}`;
  env.PB_PUBLIC_URL ||= `http://127.0.0.1:${env.PB_PORT}`;
  env.WEB_URL ||= `http://127.0.0.1:${env.WEB_PORT}`;
  env.SITE_URL ||= `http://localhost:${env.WEB_PORT}`;
  env.MAIL_SMTP_PORT ||= "1025";
  env.MAIL_UI_PORT ||= "8025";
  env.NEXT_TELEMETRY_DISABLED = "1";
  const dataDir = env.PB_DATA_DIR || "./pocketbase/pb_data";
  env.PB_DATA_DIR = isAbsolute(dataDir) ? dataDir : resolve(root, dataDir);
  for (const key of ["PB_SUPERUSER_EMAIL", "PB_SUPERUSER_PASSWORD", "PB_SITE_EMAIL", "PB_SITE_PASSWORD", "REVALIDATE_SECRET"]) {
    if (!env[key]) fail(`${key} is not set (see .env.example).`);
  }
  return env;
}

export function fail(message) {
  console.error(`\n✖ ${message}`);
  stopAll(1);
}

export function step(title) {
  console.log(`\n▸ ${title}`);
}

export function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env, ...opts });
  if (result.status !== 0) fail(`${command} ${args.join(" ")} failed (exit ${result.status}).`);
}

export function serve(name, command, args, opts = {}) {
  // Its own process group, so stopping it also stops what it started
  // (npm → next → next-server), whatever signal reached this script.
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
    detached: true,
    ...opts,
  });
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join("\n") + "\n";
  child.stdout.on("data", (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on("data", (chunk) => process.stderr.write(prefix(chunk)));
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) fail(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}).`);
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, "SIGTERM");
  setTimeout(() => {
    for (const child of children) signalGroup(child, "SIGKILL");
    process.exit(code);
  }, 3000).unref();
  if (children.size === 0) process.exit(code);
  Promise.all([...children].map((c) => new Promise((r) => c.once("exit", r)))).then(() => process.exit(code));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

export async function waitFor(url, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${what} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Without an SMTP server of your own (SMTP_HOST empty), Mailpit catches what
 * PocketBase sends, on this machine only: its web view shows every message.
 */
async function startMailCatcher(env) {
  if (env.SMTP_HOST) return;
  run(process.execPath, [join(root, "scripts", "build-mailpit.mjs")]);
  step(`Starting the mail catcher (Mailpit): SMTP on 127.0.0.1:${env.MAIL_SMTP_PORT}, web view on ${mailViewUrl(env)}`);
  serve("mail", join(root, "mail", "bin", "mailpit"), [], {
    env: {
      ...process.env,
      MP_SMTP_BIND_ADDR: `127.0.0.1:${env.MAIL_SMTP_PORT}`,
      MP_UI_BIND_ADDR: `127.0.0.1:${env.MAIL_UI_PORT}`,
      MP_DISABLE_VERSION_CHECK: "true",
    },
  });
  await waitFor(`${mailViewUrl(env)}readyz`, "Mailpit");
  env.SMTP_HOST = "127.0.0.1";
  env.SMTP_PORT = env.MAIL_SMTP_PORT;
  env.SMTP_TLS = "false";
  env.MAIL_CATCHER = "1";
}

const mailViewUrl = (env) => `http://127.0.0.1:${env.MAIL_UI_PORT}/`;

/** Packages and the PocketBase binary, the mail catcher, then PocketBase serving, migrated, with its superuser and content. */
export async function startPocketBase(env) {
  run(process.execPath, [join(root, "scripts", "prepare.mjs")]);
  await startMailCatcher(env);
  const pbBinary = join(root, "pocketbase", "bin", "pocketbase");
  const pbArgs = ["--dir", env.PB_DATA_DIR];
  const pbEnv = {
    ...env,
    PB_MIGRATIONS_DIR: join(root, "pocketbase", "pb_migrations"),
    PB_HOOKS_DIR: join(root, "pocketbase", "pb_hooks"),
  };

  step(`Applying migrations and the superuser in ${env.PB_DATA_DIR}`);
  run(pbBinary, ["migrate", "up", ...pbArgs], { env: pbEnv });
  run(pbBinary, ["superuser", "upsert", env.PB_SUPERUSER_EMAIL, env.PB_SUPERUSER_PASSWORD, ...pbArgs], { env: pbEnv });

  step(`Starting PocketBase on port ${env.PB_PORT}`);
  serve("pocketbase", pbBinary, ["serve", "--http", `127.0.0.1:${env.PB_PORT}`, ...pbArgs], { env: pbEnv });
  await waitFor(`${env.PB_URL}/api/health`, "PocketBase");

  step("Seeding the hotel's content (only into an empty database)");
  run("npm", ["run", "-w", "seed", "seed", "--", "--if-empty"]);
}

/** The web process's environment: never the superuser's credentials (it writes as the site's service account, PB_SITE_*). */
export function webEnvFrom(env) {
  const { PB_SUPERUSER_EMAIL: _email, PB_SUPERUSER_PASSWORD: _password, ...webEnv } = env;
  return webEnv;
}

export function printAddresses(env) {
  console.log(`
✔ Site:         http://localhost:${env.WEB_PORT}/   (English: /en)
✔ Admin UI:     ${env.PB_PUBLIC_URL}/_/   (sign in as ${env.PB_SUPERUSER_EMAIL})${
    env.MAIL_CATCHER ? `\n✔ Mail:         ${mailViewUrl(env)}   (Mailpit: every e-mail PocketBase sends)` : ""
  }
  Ctrl-C stops them all.`);
}
