// The service worker, built with esbuild while `next build` prerenders this
// route (@serwist/turbopack: @serwist/next needs webpack, and this site builds
// with Turbopack). Served at /serwist/sw.js with Service-Worker-Allowed: / so
// it controls the whole site; registered by lib/offline/register.ts.
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGES } from "@/lib/offline/policy";

const buildId = process.env.NEXT_PUBLIC_BUILD_ID ?? "";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "src/sw/sw.ts",
  useNativeEsbuild: true,
  // Only the stylesheets are saved at install, so saved pages keep their look;
  // scripts, fonts and photos are saved as pages use them (a guest on a weak
  // connection does not download the whole site, the 360 viewer included).
  globPatterns: [`${process.env.NEXT_DIST_DIR || ".next"}/static/**/*.css`],
  // The offline page in both languages, again with every build; the build id in
  // the worker also makes each build's worker new to browsers, which install it.
  additionalPrecacheEntries: Object.values(OFFLINE_PAGES).map((url) => ({ url, revision: buildId })),
});
