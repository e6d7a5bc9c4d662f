import { IMAGE_THUMBS } from "./cms/thumbs";
import { pocketBaseUrl } from "./pocketbase-url";

/**
 * The only place next/image may fetch from: PocketBase's file endpoint at the
 * origins the site is configured with, PB_URL (where this server reaches
 * PocketBase) and PB_PUBLIC_URL (where browsers do), port included. The
 * optimiser fetches server-side from the private network (`dangerouslyAllowLocalIP`
 * in next.config.ts), so any other host or port, another service on
 * 127.0.0.1 for one, must be refused (400), or the site would fetch and serve
 * whatever that service answers.
 *
 * Each pattern also names the query: one of the thumbs the site shows photos at,
 * and nothing else (Next compares `search` exactly). Any other query string is
 * refused (400), so it cannot make every request a fresh encode and a new file
 * in the image cache; what the optimiser can be made to encode is the photos ×
 * these thumbs × the allowed widths, qualities and formats.
 *
 * next.config.ts calls this when the config is loaded: at build time and again
 * when `next start` starts, so the running server follows the environment it is
 * started with. The standalone server (Docker) keeps the build's config: build
 * the image with the PB_URL / PB_PUBLIC_URL it will run with (web/Dockerfile).
 */
export interface PocketBaseImagePattern {
  protocol: "http" | "https";
  hostname: string;
  port: string;
  pathname: string;
  search: string;
}

type Env = Record<string, string | undefined>;

const given = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export function pocketBaseImagePatterns(env: Env): PocketBaseImagePattern[] {
  const pbUrl = pocketBaseUrl(env);
  const patterns = new Map<string, PocketBaseImagePattern>();
  for (const raw of [pbUrl, given(env.PB_PUBLIC_URL)]) {
    if (!raw) continue;
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`PocketBase URL must be http(s): ${raw}`);
    const base = url.pathname.replace(/\/+$/, "");
    for (const thumb of Object.values(IMAGE_THUMBS)) {
      const pattern: PocketBaseImagePattern = {
        protocol: url.protocol === "https:" ? "https" : "http",
        hostname: url.hostname,
        // "" means the protocol's default port, and only that (Next compares ports exactly).
        port: url.port,
        pathname: `${base}/api/files/**`,
        search: `?thumb=${thumb}`,
      };
      patterns.set(JSON.stringify(pattern), pattern);
    }
  }
  return [...patterns.values()];
}
