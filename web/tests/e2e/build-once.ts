// Builds web/.next-e2e when a source is newer than it, as global-setup.ts
// would: the calendar sweep (scripts/sweep.mjs) builds once, on the real clock,
// and every instant's run reuses the build.
import { buildIsStale, buildSite } from "./stack";

const distDir = process.env.NEXT_DIST_DIR || ".next-e2e";
if (buildIsStale(distDir)) buildSite(distDir);
else console.log(`web/${distDir} is up to date`);
