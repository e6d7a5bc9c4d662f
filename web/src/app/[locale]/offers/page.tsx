import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfferCard } from "@/components/content/OfferCard";
import { PageHeader } from "@/components/content/PageHeader";
import { getOffers } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, tOffers] = await Promise.all([
    getTranslations({ locale, namespace: "Metadata" }),
    getTranslations({ locale, namespace: "Offers" }),
  ]);
  return pageMetadata({ locale, path: ROUTES.offers, title: t("offers"), description: tOffers("intro") });
}

export default async function OffersPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, offers] = await Promise.all([getTranslations({ locale, namespace: "Offers" }), getOffers(locale)]);
  return (
    <>
      <PageHeader title={t("heading")} intro={t("intro")} />
      <div className="container">
        {offers.length === 0 ? (
          <p className="empty">{t("empty")}</p>
        ) : (
          <div className="grid grid--wide">
            {offers.map((offer, index) => (
              <OfferCard key={offer.id} offer={offer} locale={locale} headingLevel={2} priority={index === 0} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
