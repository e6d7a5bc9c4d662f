// Builds Mailpit, the local mail catcher, from its Go module (mail/go.mod pins
// the version, as mail/Dockerfile builds it for compose) into mail/bin/mailpit.
// Skips the build when the binary is newer than go.mod and go.sum. `npm start`
// and `npm run dev` run it beside PocketBase (scripts/local-stack.mjs).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildGo } from "./go-build.mjs";

const mailDir = join(dirname(fileURLToPath(import.meta.url)), "..", "mail");
const mailpit = "github.com/axllent/mailpit";
const version =
  spawnSync("go", ["list", "-m", "-f", "{{.Version}}", mailpit], { cwd: mailDir, encoding: "utf8" }).stdout?.trim() || "unknown";
buildGo({
  name: `Mailpit ${version}`,
  dir: mailDir,
  pkg: mailpit,
  binary: join(mailDir, "bin", "mailpit"),
  sources: ["go.mod", "go.sum"].map((f) => join(mailDir, f)),
  ldflags: `-s -w -X ${mailpit}/config.Version=${version}`,
});
