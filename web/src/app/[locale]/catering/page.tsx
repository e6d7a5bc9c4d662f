import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SplitMedia } from "@/components/content/Card";
import { PageHeader } from "@/components/content/PageHeader";
import { RichText } from "@/components/content/RichText";
import { getCatering } from "@/lib/cms";
import { formatNumber } from "@/lib/format";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, sections] = await Promise.all([getTranslations({ locale, namespace: "Metadata" }), getCatering(locale).catch(() => [])]);
  const lead = sections[0];
  return pageMetadata({
    locale,
    path: ROUTES.catering,
    title: t("catering"),
    description: lead?.summary,
    image: lead?.cover,
  });
}

export default async function CateringPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, sections] = await Promise.all([getTranslations({ locale, namespace: "Catering" }), getCatering(locale)]);
  const lead = sections[0];
  return (
    <>
      <PageHeader title={t("heading")} intro={lead?.summary} image={lead?.cover ? { src: lead.cover.wide, alt: lead.cover.alt } : null} />
      <div className="container stack">
        {sections.length === 0 ? <p className="empty">{t("empty")}</p> : null}
        {sections.map((section, index) => (
          <article key={section.id} id={section.slug} className="split split--article" data-reverse={index % 2 === 1}>
            <SplitMedia cover={section.cover} />
            <div className="split__body">
              <h2>{section.title}</h2>
              <ul className="chips">
                {section.foundedYear ? <li className="chip">{t("founded", { year: String(section.foundedYear) })}</li> : null}
                {section.capacity ? <li className="chip">{t("capacity", { count: formatNumber(section.capacity, locale) })}</li> : null}
              </ul>
              {index > 0 && section.summary ? <p className="lead">{section.summary}</p> : null}
              <RichText html={section.bodyHtml} topLevel={3} />
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
