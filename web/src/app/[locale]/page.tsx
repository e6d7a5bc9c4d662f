import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/JsonLd";
import { CmsCover } from "@/components/content/CmsPicture";
import { SplitMedia } from "@/components/content/Card";
import { FacilityCard } from "@/components/content/FacilityCard";
import { OfferCard } from "@/components/content/OfferCard";
import { RoomCard } from "@/components/content/RoomCard";
import { Section } from "@/components/content/Section";
import { Link } from "@/components/Link";
import { telHref } from "@/lib/forms/phone";
import { getCatering, getFacilities, getOffers, getPage, getRoomTypes, getSettings } from "@/lib/cms";
import { formatNumber } from "@/lib/format";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { hotelJsonLd } from "@/lib/structured-data";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, rooms, page] = await Promise.all([
    getTranslations({ locale, namespace: "Metadata" }),
    getRoomTypes(locale).catch(() => []),
    getPage("about", locale).catch(() => null),
  ]);
  const settings = await getSettings().catch(() => null);
  const totalRooms = rooms.reduce((sum, room) => sum + room.roomCount, 0);
  return pageMetadata({
    locale,
    path: ROUTES.home,
    description: t("homeDescription", { hotel: settings?.hotelName[locale] ?? "", rooms: totalRooms }),
    image: page?.image,
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, settings, rooms, facilities, offers, catering, about] = await Promise.all([
    getTranslations({ locale, namespace: "Home" }),
    getSettings(),
    getRoomTypes(locale),
    getFacilities(locale),
    getOffers(locale),
    getCatering(locale),
    getPage("about", locale),
  ]);
  const hotelName = settings?.hotelName[locale] ?? "";
  const totalRooms = rooms.reduce((sum, room) => sum + room.roomCount, 0);
  const banquet = facilities.reduce((max, f) => Math.max(max, f.capacity ?? 0), 0);
  const heroImage = about?.image ?? facilities[0]?.cover ?? null;
  const featured = facilities.filter((f) => f.route && f.route !== "services").slice(0, 6);
  const cateringLead = catering[0];

  return (
    <>
      {settings ? <JsonLd data={hotelJsonLd(settings, rooms, facilities, locale)} /> : null}
      <section className="hero" aria-labelledby="hero-title">
        {heroImage ? (
          <div className="hero__media">
            <CmsCover src={heroImage.wide} alt={heroImage.alt} priority />
          </div>
        ) : null}
        <div className="hero__content container">
          <p className="eyebrow eyebrow--light">{t("heroEyebrow", { stars: settings?.starRating ?? 0 })}</p>
          <h1 id="hero-title" className="hero__title">
            {hotelName}
          </h1>
          {settings?.tagline[locale] ? <p className="hero__tagline">{settings.tagline[locale]}</p> : null}
          <div className="hero__actions">
            <Link href={ROUTES.book} className="button button--gold">
              {t("heroBook")}
            </Link>
            <Link href={ROUTES.rooms} className="button button--light">
              {t("heroRooms")}
            </Link>
          </div>
          <ul className="hero__facts">
            {totalRooms > 0 ? <li>{t("factRooms", { count: totalRooms })}</li> : null}
            {settings?.airportDistanceKm ? <li>{t("factAirport", { km: formatNumber(settings.airportDistanceKm, locale) })}</li> : null}
            {banquet > 0 ? <li>{t("factBanquet", { count: formatNumber(banquet, locale) })}</li> : null}
          </ul>
        </div>
      </section>

      <Section id="rooms" title={t("roomsHeading")} intro={t("roomsIntro")} more={{ href: ROUTES.rooms, label: t("allRooms") }}>
        <div className="grid grid--cards grid--scroll">
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} locale={locale} settings={settings} />
          ))}
        </div>
      </Section>

      <Section
        id="facilities"
        tone="sand"
        title={t("facilitiesHeading")}
        intro={t("facilitiesIntro")}
        more={{ href: ROUTES.facilities, label: t("allFacilities") }}
      >
        <div className="grid grid--cards grid--scroll">
          {featured.map((facility) => (
            <FacilityCard key={facility.id} facility={facility} locale={locale} />
          ))}
        </div>
      </Section>

      {offers.length > 0 ? (
        <Section id="offers" title={t("offersHeading")} more={{ href: ROUTES.offers, label: t("allOffers") }}>
          <div className="grid grid--wide">
            {offers.slice(0, 2).map((offer) => (
              <OfferCard key={offer.id} offer={offer} locale={locale} />
            ))}
          </div>
        </Section>
      ) : null}

      {cateringLead ? (
        <Section id="catering" tone="sand" title={t("cateringHeading")}>
          <div className="split">
            <SplitMedia cover={cateringLead.cover} />
            <div className="split__body">
              <h3>{cateringLead.title}</h3>
              {cateringLead.summary ? <p>{cateringLead.summary}</p> : null}
              <Link href={ROUTES.catering} className="button button--outline">
                {t("cateringMore")}
              </Link>
            </div>
          </div>
        </Section>
      ) : null}

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <div>
            <h2 id="cta-title">{t("ctaHeading")}</h2>
            <p>{t("ctaText")}</p>
          </div>
          <div className="cta__actions">
            {settings?.phone ? (
              <a href={telHref(settings.phone)} className="button button--gold">
                {t("ctaCall")} <span dir="ltr">{settings.phone}</span>
              </a>
            ) : null}
            <Link href={ROUTES.contact} className="button button--light">
              {t("ctaContact")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
