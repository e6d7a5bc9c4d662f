import { BUILD_SECRET_CANARIES } from "../../scripts/client-secrets";
import { buildIsStale, buildSite } from "../../tests/e2e/stack";

/**
 * Builds web/<distDir> when sources are newer than it. The build gets canary
 * secrets in its environment so `check:secrets` can scan the same build.
 */
export function ensureBuild(distDir: string): void {
  if (buildIsStale(distDir)) buildSite(distDir, { ...BUILD_SECRET_CANARIES });
}
