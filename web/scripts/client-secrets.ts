// What counts as a secret, and where a build keeps what browsers are sent.
// Used by scripts/check-client-secrets.ts and the e2e client-secrets spec.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Fake secrets put in the build environment; never used anywhere else. */
export const BUILD_SECRET_CANARIES = {
  PB_SUPERUSER_EMAIL: "canary-superuser-5b1e@example.invalid",
  PB_SUPERUSER_PASSWORD: "canary-superuser-password-7d3a91",
  PB_SITE_PASSWORD: "canary-site-service-password-3e8c52",
  REVALIDATE_SECRET: "canary-revalidate-secret-c4f28e",
  SMTP_PASSWORD: "canary-smtp-password-09ab6f",
  GUEST_LINK_SECRET: "canary-guest-link-secret-6f1d0a",
} as const;

const SECRET_NAMES = Object.keys(BUILD_SECRET_CANARIES) as Array<keyof typeof BUILD_SECRET_CANARIES>;

/** .env.example's local defaults for the secret variables (they must not ship either). */
function exampleDefaults(): Record<string, string> {
  const file = new URL("../../.env.example", import.meta.url);
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match && (SECRET_NAMES as string[]).includes(match[1]!) && match[2]) out[match[1]!] = match[2];
  }
  return out;
}

export interface Secret {
  name: string;
  value: string;
}

/** The canaries, .env.example's defaults and whatever this process has for the secret variables. */
export function secretsToLookFor(env: Record<string, string | undefined> = process.env, extra: Secret[] = []): Secret[] {
  const found: Secret[] = [];
  const add = (name: string, value: string | undefined) => {
    // Short values (e.g. "admin") would match ordinary text; secrets are long.
    if (value && value.length >= 8 && !found.some((s) => s.value === value)) found.push({ name, value });
  };
  for (const name of SECRET_NAMES) add(`${name} (canary)`, BUILD_SECRET_CANARIES[name]);
  for (const [name, value] of Object.entries(exampleDefaults())) add(`${name} (.env.example)`, value);
  for (const name of SECRET_NAMES) add(`${name} (environment)`, env[name]);
  for (const secret of extra) add(secret.name, secret.value);
  return found;
}

function* browserFiles(distPath: string): Generator<string> {
  const walk = function* (dir: string, keep: (file: string) => boolean): Generator<string> {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) yield* walk(path, keep);
      else if (keep(path)) yield path;
    }
  };
  yield* walk(join(distPath, "static"), () => true);
  yield* walk(join(distPath, "server", "app"), (f) => /\.(html|rsc|body|meta|json)$/.test(f) && !f.endsWith(".nft.json"));
}

export interface Leak {
  file: string;
  secret: string;
}

export function findLeaks(distPath: string, secrets: Secret[]): { leaks: Leak[]; filesScanned: number } {
  const leaks: Leak[] = [];
  let filesScanned = 0;
  for (const file of browserFiles(distPath)) {
    filesScanned++;
    const text = readFileSync(file, "latin1");
    for (const secret of secrets) {
      if (text.includes(secret.value)) leaks.push({ file: relative(distPath, file), secret: secret.name });
    }
  }
  return { leaks, filesScanned };
}
