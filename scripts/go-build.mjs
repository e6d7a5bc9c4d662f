// Builds a Go program into a binary, skipping the build when the binary is
// newer than its sources (build-pocketbase.mjs, build-mailpit.mjs). Only Node
// built-ins: it runs before `npm install`.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

/**
 * Builds `pkg` in the Go module at `dir` into `binary`; exits the process on failure.
 * `flags()` gives more `go build` flags, asked only when it builds (Go is there then).
 */
export function buildGo({
  name,
  dir,
  pkg = ".",
  binary,
  sources,
  ldflags = "-s -w",
  flags = () => [],
  force = process.argv.includes("--force"),
}) {
  const upToDate = existsSync(binary) && sources.every((f) => statSync(f).mtimeMs <= statSync(binary).mtimeMs);
  if (upToDate && !force) {
    console.log(`${name} is up to date: ${binary}`);
    return;
  }
  if (spawnSync("go", ["version"], { stdio: "ignore" }).status !== 0) {
    console.error(`Go is needed to build ${name} (https://go.dev/doc/install), version 1.25 or newer.`);
    process.exit(1);
  }
  console.log(`Building ${name} from its Go module…`);
  const result = spawnSync("go", ["build", "-trimpath", `-ldflags=${ldflags}`, ...flags(), "-o", binary, pkg], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, CGO_ENABLED: "0" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built ${binary}`);
}
