import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedPath } from "@/i18n/localized-path";
import { routing, type Locale } from "@/i18n/routing";
import { getSettings, type ImageSet } from "@/lib/cms";
import { env } from "@/lib/env";
import { pageLocale, type LocaleParams } from "@/lib/page";

export function absoluteUrl(path: string): string {
  return `${env().siteUrl}${path === "/" ? "" : path}` || env().siteUrl;
}

/** Canonical URL and hreflang alternates (ar, en, x-default → Arabic) for a path. */
export function alternatesFor(path: string, locale: Locale): Metadata["alternates"] {
  const languages: Record<string, string> = {};
  for (const l of routing.locales) languages[l] = absoluteUrl(localizedPath(path, l)) || "/";
  languages["x-default"] = absoluteUrl(localizedPath(path, routing.defaultLocale));
  return { canonical: absoluteUrl(localizedPath(path, locale)), languages };
}

const OG_LOCALE: Record<Locale, string> = { ar: "ar_IQ", en: "en_US" };

export interface PageMetaInput {
  locale: Locale;
  /** Unprefixed path, e.g. "/OurRooms". */
  path: string;
  /** The page's own name; omitted on the home page, whose title is the hotel name. */
  title?: string;
  description?: string;
  /** The page's lead picture; its 960×640 card crop becomes the Open Graph image. */
  image?: ImageSet | null;
  noindex?: boolean;
}

/** Title is "{page} · {hotel name}" (the hotel name alone on home), in the page's locale. */
export async function pageMetadata(input: PageMetaInput): Promise<Metadata> {
  const settings = await getSettings().catch(() => null);
  const hotel = settings?.hotelName[input.locale] ?? "";
  const title = input.title ? (hotel ? `${input.title} · ${hotel}` : input.title) : hotel;
  const description = input.description || settings?.tagline[input.locale] || undefined;
  const url = absoluteUrl(localizedPath(input.path, input.locale));
  return {
    metadataBase: new URL(env().siteUrl),
    title: { absolute: title },
    description,
    alternates: alternatesFor(input.path, input.locale),
    robots: input.noindex ? { index: false, follow: false } : undefined,
    openGraph: {
      type: "website",
      title,
      description,
      url,
      siteName: hotel || undefined,
      locale: OG_LOCALE[input.locale],
      alternateLocale: routing.locales.filter((l) => l !== input.locale).map((l) => OG_LOCALE[l]),
      images: input.image
        ? [{ url: input.image.card.src, width: input.image.card.width, height: input.image.card.height, alt: input.image.alt }]
        : undefined,
    },
  };
}

type MetadataTitle = Parameters<Awaited<ReturnType<typeof getTranslations<"Metadata">>>>[0];

/**
 * A page's generateMetadata: titled from the Metadata texts, described by the
 * intro its header shows (`intro`, that namespace's), or kept out of search engines.
 */
export function textPageMetadata(
  path: string,
  title: MetadataTitle,
  opts: { intro?: "Facilities" | "Offers" | "Discover" | "Contact"; noindex?: boolean } = {},
) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const [t, tIntro] = await Promise.all([
      getTranslations({ locale, namespace: "Metadata" }),
      opts.intro ? getTranslations({ locale, namespace: opts.intro }) : null,
    ]);
    return pageMetadata({ locale, path, title: t(title), description: tIntro?.("intro"), noindex: opts.noindex });
  };
}
