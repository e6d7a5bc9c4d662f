import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Read at request time: SITE_URL is runtime configuration, not a build input.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/test", "/en/test", "/api/"] }],
    sitemap: `${env().siteUrl}/sitemap.xml`,
  };
}
