// Builds the PocketBase server from its Go module (pocketbase/go.mod pins the
// version) into pocketbase/bin/pocketbase. Skips the build when the binary is
// newer than main.go, go.mod and go.sum.
//
// --clock builds the calendar sweep's test binary, pocketbase/bin/pocketbase-clock,
// instead: the same server with Go's time.Now() moved by TEST_CLOCK_OFFSET_S seconds.
// PocketBase is a static Go program that reads the clock through the vDSO, so
// libfaketime cannot reach it; here the standard library's time.go is swapped
// for a copy with one line added (`go build -overlay`), and everything (hooks'
// Date, @now in API rules, autodate, token expiry) follows the one clock. Only
// scripts/sweep.mjs uses it; the images never build it (docs/contributing.md).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const clock = process.argv.includes("--clock");
const pbDir = join(dirname(fileURLToPath(import.meta.url)), "..", "pocketbase");
const binary = join(pbDir, "bin", clock ? "pocketbase-clock" : "pocketbase");
const sources = ["main.go", "go.mod", "go.sum"].map((f) => join(pbDir, f));
if (clock) sources.push(fileURLToPath(import.meta.url));

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

const NOW_LINE = "\tsec, nsec, mono := runtimeNow()\n";
const OFFSET_SOURCE = `package time

import "syscall"

// The calendar sweep's offset (scripts/build-pocketbase.mjs --clock), read once at start.
var testClockOffsetSeconds = func() int64 {
	value, _ := syscall.Getenv("TEST_CLOCK_OFFSET_S")
	var n int64
	for i, c := range value {
		if i == 0 && c == '-' {
			continue
		}
		if c < '0' || c > '9' {
			panic("TEST_CLOCK_OFFSET_S must be a whole number of seconds, not " + value)
		}
		n = n*10 + int64(c-'0')
	}
	if len(value) > 0 && value[0] == '-' {
		return -n
	}
	return n
}()
`;

/** An overlay for `go build` that adds the offset to every time.Now(); the standard library on disk is untouched. */
function clockOverlay() {
  const goroot = spawnSync("go", ["env", "GOROOT"], { encoding: "utf8" }).stdout.trim();
  const timeGo = join(goroot, "src", "time", "time.go");
  const original = readFileSync(timeGo, "utf8");
  if (original.split(NOW_LINE).length !== 2) {
    console.error(`${timeGo} no longer has "${NOW_LINE.trim()}" once: update the --clock overlay in ${fileURLToPath(import.meta.url)}.`);
    process.exit(1);
  }
  const dir = join(pbDir, "bin", ".clock-overlay");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "time.go"), original.replace(NOW_LINE, `${NOW_LINE}\tsec += testClockOffsetSeconds\n`));
  writeFileSync(join(dir, "test_clock.go"), OFFSET_SOURCE);
  const overlay = join(dir, "overlay.json");
  const replace = { [timeGo]: join(dir, "time.go"), [join(goroot, "src", "time", "zz_test_clock.go")]: join(dir, "test_clock.go") };
  writeFileSync(overlay, JSON.stringify({ Replace: replace }));
  return [`-overlay=${overlay}`];
}

console.log(`Building ${clock ? "the sweep's test-clock PocketBase" : "PocketBase"} from its Go module…`);
const result = spawnSync("go", ["build", "-trimpath", "-ldflags=-s -w", ...(clock ? clockOverlay() : []), "-o", binary, "."], {
  cwd: pbDir,
  stdio: "inherit",
  env: { ...process.env, CGO_ENABLED: "0" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Built ${binary}`);
