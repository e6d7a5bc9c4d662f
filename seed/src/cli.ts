// `npm run -w seed seed [-- --if-empty] [--quiet] [--wait SECONDS]`: seeds the
// PocketBase named by the environment (scripts/start.mjs loads .env /
// .env.example into it). --wait: first wait up to SECONDS for PocketBase to be
// healthy (the compose job, which may start beside it).
import { parseArgs } from "node:util";
import { pocketBaseUrl } from "../../web/src/lib/pocketbase-url";
import { connectAsSuperuser, hasSettings, seedDatabase, SeedError, summarize, waitForPocketBase } from "./seed";

const USAGE = "Usage: seed [--if-empty] [--quiet] [--wait SECONDS]";

function options() {
  try {
    const { values } = parseArgs({
      options: { "if-empty": { type: "boolean" }, quiet: { type: "boolean" }, wait: { type: "string" } },
      strict: true,
    });
    const wait = values.wait === undefined ? 0 : Number(values.wait);
    if (!Number.isFinite(wait) || wait < 0) throw new Error(`--wait takes a number of seconds, not "${values.wait}"`);
    return { ifEmpty: values["if-empty"] ?? false, quiet: values.quiet ?? false, waitSeconds: wait };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`, { cause: error });
  }
}

async function main(): Promise<void> {
  const { ifEmpty, quiet, waitSeconds } = options();
  const url = pocketBaseUrl(process.env);
  if (waitSeconds > 0) await waitForPocketBase(url, { timeoutMs: waitSeconds * 1000 });
  // Settings are public: a seeded database is recognised without signing in, so
  // the compose seed job keeps passing after staff change the superuser's password.
  if (ifEmpty && (await hasSettings(url))) {
    console.log("Seed skipped: the database already has settings (--if-empty).");
    return;
  }
  const email = process.env.PB_SUPERUSER_EMAIL;
  const password = process.env.PB_SUPERUSER_PASSWORD;
  if (!email || !password) {
    throw new Error("PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD must be set (see .env.example).");
  }
  const pb = await connectAsSuperuser(url, email, password);
  const report = await seedDatabase(pb, { ifEmpty, log: quiet ? undefined : (m) => console.log(`  ${m}`) });
  console.log(summarize(report));
}

main().catch((error: unknown) => {
  console.error(`✖ Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof SeedError) console.error("  Check the field(s) named above in seed/src/content/.");
  process.exitCode = 1;
});
