import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { markRootScriptsForEagerCompile } from "./src/lib/compile-hints";
import { pocketBaseImagePatterns } from "./src/lib/image-patterns";
import { baselineSecurityHeaders, PRIVATE_PAGE_HEADERS, PRIVATE_PAGE_SOURCES } from "./src/lib/security-headers";

process.env.NEXT_TELEMETRY_DISABLED = "1";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// One id per build, inlined into the client bundle and served by
// /builds/latest.json, so an open tab can tell that a newer build is live.
// Kept in the environment so every process of one build agrees on it; CI may
// set APP_BUILD_ID (e.g. to the commit) instead.
const buildId = (process.env.APP_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`);

// The site's version (web/package.json), shown on the /test page.
const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

const nextConfig: NextConfig = {
  // The Docker image runs Next's standalone server (web/Dockerfile sets
  // NEXT_OUTPUT); `npm start` runs `next start`, which refuses that output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // Helpers build in parallel (e2e, perf, preview) into their own directory.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // npm workspaces hoist dependencies to the repo root.
  outputFileTracingRoot: repoRoot,
  turbopack: { root: repoRoot },
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, APP_VERSION: version },
  // Baseline headers on every response; the proxy adds the CSP to pages.
  // Guests' request pages then replace the referrer policy (the later rule wins).
  async headers() {
    return [
      { source: "/:path*", headers: baselineSecurityHeaders(process.env.NODE_ENV === "production") },
      ...PRIVATE_PAGE_SOURCES.map((source) => ({ source, headers: PRIVATE_PAGE_HEADERS })),
    ];
  },
  // The root layout is app/[locale]/layout.tsx, so unmatched URLs get
  // app/global-not-found.tsx (server-rendered, in the visitor's locale).
  // The CSS stays linked (no inlineCss): inlining puts it in a <style> and
  // again in the RSC payload, which cost more than the stylesheets' round trip
  // saved (docs/benchmarks.md).
  experimental: { globalNotFound: true },
  // The scripts every page runs at load are compiled while they download
  // (src/lib/compile-hints.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      markRootScriptsForEagerCompile(distDir);
    },
  },
  // Types are checked once for the whole workspace by `npm run typecheck`
  // (tsc -p web, part of `npm test`); builds running in parallel should not
  // repeat it or fail on a file another change is halfway through.
  typescript: { ignoreBuildErrors: true },
  images: {
    // PocketBase's file endpoint at PB_URL / PB_PUBLIC_URL, exact origin and port.
    remotePatterns: pocketBaseImagePatterns(process.env),
    // PocketBase sits on the same private network as the site (127.0.0.1
    // locally, a compose service name in Docker); the patterns above limit the
    // optimiser to PocketBase's file endpoint at its own origin, so this does
    // not open an SSRF hole (another port on 127.0.0.1 answers 400).
    dangerouslyAllowLocalIP: true,
    formats: ["image/avif", "image/webp"],
    qualities: [70, 75],
    // No image of the site's own goes through the optimiser; without this it
    // would fetch any path of this server (a page, with any query) and try.
    localPatterns: [],
    // Encoded photos on disk, least recently used dropped first (Next's
    // default is half the free disk). The photos × thumbs × widths ×
    // qualities × formats the patterns allow can outgrow it; what guests see fits.
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
};

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");
export default withNextIntl(nextConfig);
