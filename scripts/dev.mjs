// `npm run dev`: the development loop. PocketBase as `npm start` runs it
// (migrated, seeded when empty, hooks reloaded when they change), and Next's
// development server against it: components and message files reload in the
// browser as they are saved, and PocketBase's saves still reach the site's
// revalidate webhook (WEB_URL).
import { fail, loadEnv, printAddresses, serve, startPocketBase, step, waitFor, webEnvFrom } from "./local-stack.mjs";

async function main() {
  const env = loadEnv();
  env.PB_HOOKS_WATCH = "1";
  // PocketBase's copy of the booking rules follows their source (README, "The development loop").
  serve("rules", process.execPath, ["scripts/bundle-rules.mjs", "--watch"]);
  await startPocketBase(env);

  step(`Starting Next's development server on port ${env.WEB_PORT}`);
  serve("web", "npm", ["run", "-w", "web", "dev", "--", "-p", env.WEB_PORT], { env: webEnvFrom(env) });
  await waitFor(`${env.WEB_URL}/`, "The development server", 180_000);
  printAddresses(env);
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
