/**
 * Outside local development (DEPLOY_ENV=production) the site must not start
 * with a secret anyone can read in .env.example, nor without https (its
 * cookies are Secure only on https). The same rules as
 * pocketbase/check-production-env.sh, for the variables this server holds.
 */
export const EXAMPLE_SECRET_MARKER = "change-me";

type Env = Record<string, string | undefined>;

const SECRETS = ["PB_SITE_PASSWORD", "REVALIDATE_SECRET"] as const;
const HTTPS_URLS = ["SITE_URL", "PB_PUBLIC_URL"] as const;

export function isProduction(env: Env): boolean {
  return env.DEPLOY_ENV?.trim() === "production";
}

/** One sentence per wrong variable, naming it; empty when the environment is fit for production. */
export function productionEnvProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of SECRETS) {
    const value = env[name] ?? "";
    if (value.trim() === "") problems.push(`${name} is empty. Set a long random value in .env.`);
    else if (value.includes(EXAMPLE_SECRET_MARKER)) {
      problems.push(`${name} is still the example value from .env.example. Set a long random value in .env.`);
    }
  }
  for (const name of HTTPS_URLS) {
    const value = env[name]?.trim() ?? "";
    if (name === "PB_PUBLIC_URL" && value === "") continue;
    if (!value.startsWith("https://")) {
      problems.push(
        `${name} must start with https:// (it is '${value}'), so the site's cookies are Secure and browsers load nothing over http.`,
      );
    }
  }
  if (env.TEST_CLOCK_OFFSET_S?.trim()) {
    problems.push("TEST_CLOCK_OFFSET_S is set: it moves the clock for the calendar sweep's tests only. Remove it from the environment.");
  }
  return problems;
}

/** Exits the process, naming every wrong variable, when production is asked for and the environment is not fit for it. */
export function refuseUnsafeProduction(env: Env = process.env, exit: (code: number) => never = process.exit): void {
  if (!isProduction(env)) return;
  const problems = productionEnvProblems(env);
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`Refusing to start in production: ${problem}`);
  exit(1);
}
