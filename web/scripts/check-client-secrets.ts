// Build check: no secret reaches the browser. Scans everything a browser can
// be sent from a production build (.next/static, and prerendered HTML/RSC
// payloads under server/app) for the superuser e-mail and password, the
// revalidation secret and the SMTP password.
//
//   npm run -w web check:secrets                 (builds web/.next-perf with canary secrets when stale)
//   npm run -w web check:secrets -- --dist .next-e2e --no-build
//
// Builds made by the benchmarks and this script get BUILD_SECRET_CANARIES in
// their environment, so a leak (a secret named in next.config `env`, a
// NEXT_PUBLIC_ copy, a server module pulled into a client component that
// inlines process.env) shows up as a canary in the output.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureBuild } from "../bench/lib/build";
import { webDir } from "../tests/e2e/stack";
import { findLeaks, secretsToLookFor } from "./client-secrets";

async function main() {
  const argv = process.argv;
  const distDir = argv.includes("--dist") ? argv[argv.indexOf("--dist") + 1]! : ".next-perf";
  if (!argv.includes("--no-build")) ensureBuild(distDir);
  const distPath = join(webDir, distDir);
  if (!existsSync(join(distPath, "static"))) {
    console.error(`No build in web/${distDir}.`);
    process.exit(2);
  }
  const secrets = secretsToLookFor();
  const { leaks, filesScanned } = findLeaks(distPath, secrets);
  console.log(`Scanned ${filesScanned} browser-facing files in web/${distDir} for ${secrets.length} secret values.`);
  for (const leak of leaks) console.error(`LEAK: ${leak.secret} in ${leak.file}`);
  if (leaks.length) process.exit(1);
  console.log("No secret found in client bundles or prerendered pages.");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
