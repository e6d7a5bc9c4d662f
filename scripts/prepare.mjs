// What `npm start` and `npm test` need before anything else, on a fresh
// clone: the npm packages (`npm ci`, when node_modules was never installed)
// and the PocketBase server built from its Go module (skipped when up to
// date). Runs as `pretest` and from scripts/start.mjs; uses only Node
// built-ins, because it runs before `npm install`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function run(title, command, args) {
  console.log(`\n▸ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status || 1);
  }
}

if (!existsSync(join(root, "node_modules", ".package-lock.json"))) {
  run("Installing npm packages (first run)", "npm", ["ci", "--no-audit", "--no-fund"]);
}
run("Building PocketBase", process.execPath, [join(root, "scripts", "build-pocketbase.mjs")]);
