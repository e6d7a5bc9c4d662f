// `npm start`: the whole local stack on a fresh machine, as production runs
// it: PocketBase (scripts/local-stack.mjs), then a production build of the
// site when its sources changed, served by `next start`. Not for the
// internet: nothing limits what reaches it (the front door does, in compose).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fail, loadEnv, printAddresses, root, run, serve, startPocketBase, step, waitFor, webEnvFrom } from "./local-stack.mjs";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".next" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

async function main() {
  const env = loadEnv();
  await startPocketBase(env);

  const webDir = join(root, "web");
  const webEnv = webEnvFrom(env);
  const buildId = join(webDir, ".next", "BUILD_ID");
  if (!existsSync(buildId) || newestMtime(webDir) > statSync(buildId).mtimeMs) {
    step("Building the website (sources changed since the last build)");
    run("npm", ["run", "-w", "web", "build"], { env: webEnv });
  }

  step(`Starting the website on port ${env.WEB_PORT}`);
  serve("web", "npm", ["run", "-w", "web", "start", "--", "-p", env.WEB_PORT, "-H", "0.0.0.0"], { env: webEnv });
  await waitFor(`${env.WEB_URL}/`, "The website");
  printAddresses(env);
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
