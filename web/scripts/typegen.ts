// Regenerates src/lib/cms/pocketbase-types.ts from the migrations: starts a
// throwaway PocketBase with this repo's schema and runs pocketbase-typegen
// against it. Run after changing pocketbase/pb_migrations.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startPocketBase } from "@hotel/pocketbase/testing";

const out = fileURLToPath(new URL("../src/lib/cms/pocketbase-types.ts", import.meta.url));
const HEADER = `/**
* This file was @generated using pocketbase-typegen from the schema in
* pocketbase/pb_migrations (run \`npm run -w web typegen\` after changing a
* migration). Do not edit by hand.
*/
`;

async function main() {
  const pb = await startPocketBase();
  try {
    const result = spawnSync(
      "npx",
      ["-y", "pocketbase-typegen@1.5.0", "--url", pb.url, "--email", pb.superuser.email, "--password", pb.superuser.password, "--out", out],
      { stdio: "inherit" },
    );
    if (result.status !== 0) {
      process.exitCode = result.status ?? 1;
      return;
    }
    const generated = readFileSync(out, "utf8").replace(/^\/\*\*[\s\S]*?\*\/\n/, HEADER);
    writeFileSync(out, generated);
  } finally {
    await pb.stop();
  }
}

void main();
