import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getPage } from "@/lib/cms";
import { formatDay } from "@/lib/format";
import { pageMetadata } from "@/lib/seo";
import { PageHeader } from "./PageHeader";
import { RichText } from "./RichText";

/** Pages whose text staff edit in the `pages` collection: about, terms, privacy, cookies, help. */
export type TextPageSlug = "about" | "terms" | "privacy" | "cookies" | "help";

export async function textPageMetadata(slug: TextPageSlug, locale: Locale): Promise<Metadata> {
  const page = await getPage(slug, locale).catch(() => null);
  return pageMetadata({
    locale,
    path: `/${slug}`,
    title: page?.title ?? slug,
    description: page?.summary,
    image: page?.image,
  });
}

export async function CmsTextPage({ slug, locale, showUpdated = false }: { slug: TextPageSlug; locale: Locale; showUpdated?: boolean }) {
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: "Legal" }), getPage(slug, locale)]);
  if (!page) {
    return (
      <div className="container">
        <p className="empty">{t("empty")}</p>
      </div>
    );
  }
  return (
    <>
      <PageHeader title={page.title} intro={page.summary} image={page.image ? { src: page.image.wide, alt: page.image.alt } : null} />
      <article className="container container--text">
        <RichText html={page.bodyHtml} />
        {showUpdated ? <p className="muted">{t("lastUpdated", { date: formatDay(page.updated.slice(0, 10), locale) })}</p> : null}
      </article>
    </>
  );
}
