// Builds the PocketBase server from its Go module (pocketbase/go.mod pins the
// version) into pocketbase/bin/pocketbase. Skips the build when the binary is
// newer than the Go files, go.mod and go.sum.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pbDir = join(dirname(fileURLToPath(import.meta.url)), "..", "pocketbase");
const binary = join(pbDir, "bin", "pocketbase");
const sources = [...readdirSync(pbDir).filter((f) => f.endsWith(".go")), "go.mod", "go.sum"].map((f) => join(pbDir, f));

function upToDate() {
  if (!existsSync(binary)) return false;
  const built = statSync(binary).mtimeMs;
  return sources.every((f) => statSync(f).mtimeMs <= built);
}

if (upToDate() && !process.argv.includes("--force")) {
  console.log(`PocketBase is up to date: ${binary}`);
  process.exit(0);
}

if (spawnSync("go", ["version"], { stdio: "ignore" }).status !== 0) {
  console.error("Go is needed to build PocketBase (https://go.dev/doc/install), version 1.25 or newer.");
  process.exit(1);
}

console.log("Building PocketBase from its Go module…");
const result = spawnSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", binary, "."], {
  cwd: pbDir,
  stdio: "inherit",
  env: { ...process.env, CGO_ENABLED: "0" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Built ${binary}`);
