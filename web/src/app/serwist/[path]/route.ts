// The service worker, built with esbuild while `next build` prerenders this
// route (@serwist/turbopack: @serwist/next needs webpack, and this site builds
// with Turbopack). Served at /serwist/sw.js with Service-Worker-Allowed: / so
// it controls the whole site; registered by lib/offline/register.ts.
import { readFileSync } from "node:fs";
import { createSerwistRoute } from "@serwist/turbopack";
import { isDeskStylesheet, OFFLINE_PAGES } from "@/lib/offline/policy";

const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? "";
const distDir = process.env.NEXT_DIST_DIR || ".next";

/** The reservations desk's stylesheet is staff's: no guest's device downloads it. */
function guestsStylesheet(url: string): boolean {
  try {
    return !isDeskStylesheet(readFileSync(url.replace(/^\/_next\//, `${distDir}/`), "utf8"));
  } catch {
    return true;
  }
}

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "src/sw/sw.ts",
  useNativeEsbuild: true,
  // Only the stylesheets are saved at install, so saved pages keep their look;
  // scripts, fonts and photos are saved as pages use them (a guest on a weak
  // connection does not download the whole site, the 360 viewer included).
  globPatterns: [`${distDir}/static/**/*.css`],
  manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => guestsStylesheet(entry.url)), warnings: [] })],
  // The offline page in both languages, again with every build; the build id in
  // the worker also makes each build's worker new to browsers, which install it.
  additionalPrecacheEntries: Object.values(OFFLINE_PAGES).map((url) => ({ url, revision: buildId })),
});
