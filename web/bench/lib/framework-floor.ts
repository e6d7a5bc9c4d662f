import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { webDir } from "../../tests/e2e/stack";

/** Where the empty page lives (git ignored): Turbopack compiles nothing outside the workspace root. */
export const frameworkFloorDir = join(webDir, ".next-floor");

/** The Next, React and React DOM versions installed, which the empty page is built with. */
export function frameworkVersions(): string {
  const require = createRequire(join(webDir, "package.json"));
  const version = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
  return `next ${version("next")}, react ${version("react")}, react-dom ${version("react-dom")}`;
}

/**
 * The least any route of this stack can be: an empty App Router page (one
 * server component, no client code, no CSS) built with the project's own
 * Next and React into web/.next-floor. Built again when `force`, when there is
 * no build, or when those versions changed. Returns the app's directory.
 */
export function buildFrameworkFloor(force = false): string {
  const dir = frameworkFloorDir;
  const versions = frameworkVersions();
  const stamp = join(dir, "built-with.txt");
  const built = existsSync(join(dir, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === versions;
  if (built && !force) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "framework-floor", private: true }));
  writeFileSync(join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(join(webDir, ".."))} } };\n`);
  writeFileSync(
    join(dir, "app", "layout.jsx"),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(join(dir, "app", "page.jsx"), "export default function Page() { return <h1>Hello</h1>; }\n");
  const require = createRequire(join(webDir, "package.json"));
  const nextBin = join(require.resolve("next/package.json"), "..", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`Building the empty page failed:\n${build.stdout}\n${build.stderr}`);
  writeFileSync(stamp, versions);
  return dir;
}
