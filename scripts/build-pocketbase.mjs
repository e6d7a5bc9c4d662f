// Builds the PocketBase server from its Go module (pocketbase/go.mod pins the
// version) into pocketbase/bin/pocketbase. Skips the build when the binary is
// newer than its Go sources, go.mod and go.sum.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildGo } from "./go-build.mjs";

const pbDir = join(dirname(fileURLToPath(import.meta.url)), "..", "pocketbase");
buildGo({
  name: "PocketBase",
  dir: pbDir,
  binary: join(pbDir, "bin", "pocketbase"),
  sources: ["main.go", "go.mod", "go.sum", ...readdirSync(join(pbDir, "outbox")).map((f) => join("outbox", f))].map((f) => join(pbDir, f)),
});
