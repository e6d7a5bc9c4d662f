import "server-only";
import { z } from "zod";
import { pocketBaseUrl } from "./pocketbase-url";

/**
 * The site's configuration, read and validated in one place. Empty strings
 * count as unset, so `.env.example`'s blank defaults fall back sensibly.
 */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

const schema = z.object({
  PB_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  PB_URL: optionalUrl,
  PB_PUBLIC_URL: optionalUrl,
  PB_ADMIN_URL: optionalUrl,
  SITE_URL: z.preprocess(blankToUndefined, z.url().default("http://localhost:3000")),
  REVALIDATE_SECRET: z.preprocess(blankToUndefined, z.string().min(8).optional()),
  CMS_REVALIDATE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(60)),
  PB_SITE_EMAIL: z.preprocess(blankToUndefined, z.string().trim().optional()),
  PB_SITE_PASSWORD: z.preprocess(blankToUndefined, z.string().optional()),
  TRUSTED_PROXY_HOPS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5).default(0)),
});

export interface SiteEnv {
  /** Where this server reaches PocketBase (also the image source for next/image). */
  pbUrl: string;
  /** Where browsers reach PocketBase (downloads such as the company profile). */
  pbPublicUrl: string;
  /** Where staff reach PocketBase; its admin UI is this + /_/. */
  pbAdminUrl: string;
  siteUrl: string;
  revalidateSecret: string | undefined;
  /** Time-based fallback for cached reads, in case a webhook is missed. */
  cmsRevalidateSeconds: number;
  /** The site's own PocketBase account (collection `services`): creates guests' requests, nothing more. */
  siteService: { email: string; password: string } | undefined;
  /** Reverse proxies in front of this server that append to X-Forwarded-For: 0 for `npm start`, 1 behind compose's front door. */
  trustedProxyHops: number;
}

let cached: SiteEnv | undefined;

export function env(): SiteEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment for web/: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const pbUrl = pocketBaseUrl({ PB_URL: e.PB_URL, PB_PORT: e.PB_PORT?.toString() });
  const pbPublicUrl = (e.PB_PUBLIC_URL ?? pbUrl).replace(/\/+$/, "");
  cached = {
    pbUrl,
    pbPublicUrl,
    pbAdminUrl: (e.PB_ADMIN_URL ?? pbPublicUrl).replace(/\/+$/, ""),
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    revalidateSecret: e.REVALIDATE_SECRET,
    cmsRevalidateSeconds: e.CMS_REVALIDATE_SECONDS,
    siteService: e.PB_SITE_EMAIL && e.PB_SITE_PASSWORD ? { email: e.PB_SITE_EMAIL, password: e.PB_SITE_PASSWORD } : undefined,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
  };
  return cached;
}
