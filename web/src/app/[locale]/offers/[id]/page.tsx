import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/JsonLd";
import { CmsPicture } from "@/components/content/CmsPicture";
import { FromPrice, UsdNote } from "@/components/content/FromPrice";
import { offerDiscount, offerValidity } from "@/components/content/offer-helpers";
import { PageHeader } from "@/components/content/PageHeader";
import { RichText } from "@/components/content/RichText";
import { Link } from "@/components/Link";
import { localizedPath } from "@/i18n/localized-path";
import { isLocale, type Locale } from "@/i18n/routing";
import { getOffer, getRoomTypes, getSettings } from "@/lib/cms";
import { pageLocale } from "@/lib/page";
import { absoluteUrl, pageMetadata } from "@/lib/seo";
import { bookPath, offerPath, ROUTES } from "@/lib/site";
import { offerJsonLd } from "@/lib/structured-data";
import { PHOTO_USES } from "@/lib/photos/sizes";

/*
 * The offer pages answer at /offerDetails-{id}: a prefix inside one path
 * segment, which an App Router folder name cannot express. The proxy
 * rewrites /offerDetails-{id} (and /en/offerDetails-{id}) to this folder
 * (lib/site.ts PATHNAMES), and answers 404 at /offers/{id} itself. Pages are
 * cached per offer (rendered on first request, expired by the offers tag).
 */

type OfferParams = { params: Promise<{ locale: string; id: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: OfferParams): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const offer = await getOffer(id, locale).catch(() => null);
  if (!offer) {
    const t = await getTranslations({ locale, namespace: "Metadata" });
    return { title: t("notFound"), robots: { index: false } };
  }
  return pageMetadata({
    locale,
    path: offerPath(offer.id),
    title: offer.title,
    description: offer.summary,
    image: offer.image,
  });
}

export default async function OfferPage({ params }: OfferParams) {
  const { id } = await params;
  const locale: Locale = await pageLocale(params);
  const offer = await getOffer(id, locale);
  if (!offer) notFound();

  const [t, settings, rooms] = await Promise.all([getTranslations({ locale, namespace: "Offers" }), getSettings(), getRoomTypes(locale)]);
  const room = offer.roomTypeId ? (rooms.find((r) => r.id === offer.roomTypeId) ?? null) : null;
  const currency = settings?.currency ?? "IQD";
  const discount = offerDiscount(offer, t);
  const url = absoluteUrl(localizedPath(offerPath(offer.id), locale));

  return (
    <>
      <JsonLd data={offerJsonLd(offer, room, currency, url)} />
      <PageHeader eyebrow={t("heading")} title={offer.title} intro={offer.summary} />
      <div className="container offer-detail">
        <div className="offer-detail__main">
          {offer.image ? (
            <CmsPicture image={offer.image.card} sizes={PHOTO_USES.offerPage.sizes} className="offer-detail__image" priority />
          ) : null}
          <RichText html={offer.bodyHtml} />
          {offer.termsHtml ? (
            <section aria-labelledby="terms-heading" className="offer-detail__terms">
              <h2 id="terms-heading">{t("terms")}</h2>
              <RichText html={offer.termsHtml} topLevel={3} />
            </section>
          ) : null}
        </div>
        <aside className="offer-detail__aside card">
          <div className="card__body">
            <dl className="facts facts--stacked">
              <div className="facts__item">
                <dt>{t("validity")}</dt>
                <dd>{offerValidity(offer, locale, t, settings?.hijriShift ?? 0)}</dd>
              </div>
              {discount ? (
                <div className="facts__item">
                  <dt>{t("saving")}</dt>
                  <dd>{discount}</dd>
                </div>
              ) : null}
              {offer.includes ? (
                <div className="facts__item">
                  <dt>{t("includes")}</dt>
                  <dd>{offer.includes}</dd>
                </div>
              ) : null}
            </dl>
            {offer.minNights > 1 ? <p className="card__meta">{t("minNights", { count: offer.minNights })}</p> : null}
            {room ? (
              <>
                <FromPrice amount={room.fromPrice} settings={settings} locale={locale} note>
                  {room.name}:{" "}
                </FromPrice>
                <UsdNote settings={settings} locale={locale} />
              </>
            ) : null}
            <Link href={bookPath({ offer: offer.id })} className="button button--gold button--block">
              {t("bookOffer")}
            </Link>
            <Link href={ROUTES.offers} className="text-link">
              {t("allOffers")}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
