import type { MetadataRoute } from "next";
import { localizedPath } from "@/i18n/localized-path";
import { routing } from "@/i18n/routing";
import { getOffers } from "@/lib/cms";
import { absoluteUrl } from "@/lib/seo";
import { INDEXABLE_PATHS, offerPath } from "@/lib/site";

// Rendered on request (the build has no PocketBase); the offer list itself is cached and tagged.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const offers = await getOffers(routing.defaultLocale).catch(() => []);
  const paths = [...INDEXABLE_PATHS, ...offers.map((offer) => offerPath(offer.id))];
  return paths.map((path) => ({
    url: absoluteUrl(localizedPath(path, routing.defaultLocale)),
    alternates: {
      languages: Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))])),
    },
  }));
}
