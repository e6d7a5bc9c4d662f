// `npm run -w seed seed [-- --if-empty]`: seeds the PocketBase named by the
// environment (scripts/start.mjs loads .env / .env.example into it).
import { pocketBaseUrl } from "../../web/src/lib/pocketbase-url";
import { connectAsSuperuser, hasSettings, seedDatabase, SeedError, summarize } from "./seed";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--if-empty" && a !== "--quiet");
  if (unknown.length) throw new Error(`Unknown argument(s): ${unknown.join(" ")}. Usage: seed [--if-empty] [--quiet]`);
  const url = pocketBaseUrl(process.env);
  const ifEmpty = args.includes("--if-empty");
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
  const quiet = args.includes("--quiet");
  const pb = await connectAsSuperuser(url, email, password);
  const report = await seedDatabase(pb, { ifEmpty, log: quiet ? undefined : (m) => console.log(`  ${m}`) });
  console.log(summarize(report));
}

main().catch((error: unknown) => {
  console.error(`✖ Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof SeedError) console.error("  Check the field(s) named above in seed/src/content/.");
  process.exitCode = 1;
});
