import { getTranslations } from "next-intl/server";
import { OfferCard } from "@/components/content/OfferCard";
import { PageHeader } from "@/components/content/PageHeader";
import { getOffers } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export const generateMetadata = textPageMetadata(ROUTES.offers, "offers", { intro: "Offers" });

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
