import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startStack, webDir } from "./stack";

/**
 * Starts the stack once for all specs, unless E2E_BASE_URL and PB_URL point
 * at one already running. Specs read it from process.env (inherited by the
 * workers): E2E_BASE_URL, PB_URL, REVALIDATE_SECRET, PB_SUPERUSER_EMAIL,
 * PB_SUPERUSER_PASSWORD, PB_DATA_DIR, E2E_DIST_DIR, E2E_MAIL_DIR. The same values go to
 * tests/e2e/.stack.json.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL && process.env.PB_URL) return undefined;

  // As compose runs the site: behind one proxy that names the client in
  // X-Forwarded-For. Specs play that proxy where they need clients of their
  // own (staff-helpers.ts onOwnDevice); without the header a request is the
  // socket's, 127.0.0.1.
  const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
  // The calendar sweep builds once on the real clock (scripts/sweep.mjs); an instant's run never builds.
  const build = process.env.TEST_CLOCK_OFFSET_S ? "never" : "if-stale";
  const stack = await startStack({ distDir, build, env: { TRUSTED_PROXY_HOPS: "1" } });
  const values = {
    E2E_BASE_URL: stack.webUrl,
    PB_URL: stack.pbUrl,
    REVALIDATE_SECRET: stack.revalidateSecret,
    PB_SUPERUSER_EMAIL: stack.superuser.email,
    PB_SUPERUSER_PASSWORD: stack.superuser.password,
    // PocketBase's data dir: a spec may change data.db directly to simulate
    // time passing without a save (offer expiry).
    PB_DATA_DIR: stack.pb.dataDir,
    // The build the site runs (its manifests).
    E2E_DIST_DIR: join(webDir, distDir),
    // The staff e-mails PocketBase sent (stack.ts).
    E2E_MAIL_DIR: stack.mailDir,
  };
  Object.assign(process.env, values);
  writeFileSync(join(webDir, "tests", "e2e", ".stack.json"), JSON.stringify(values, null, 2));

  return async () => {
    await stack.stop();
  };
}
