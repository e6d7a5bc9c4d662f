import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/JsonLd";
import { CmsPicture } from "@/components/content/CmsPicture";
import { Facts } from "@/components/content/Facts";
import { FromPrice, UsdNote } from "@/components/content/FromPrice";
import { PageHeader } from "@/components/content/PageHeader";
import { RichText } from "@/components/content/RichText";
import { Link } from "@/components/Link";
import { localizedPath } from "@/i18n/localized-path";
import { getRoomTypes, getSettings, type RoomType } from "@/lib/cms";
import { formatNumber } from "@/lib/format";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { absoluteUrl, pageMetadata } from "@/lib/seo";
import { bookPath, ROUTES } from "@/lib/site";
import { roomOfferJsonLd } from "@/lib/structured-data";
import { PHOTO_USES } from "@/lib/photos/sizes";

/** The intro's figures, from the published room types themselves: rooms in all, and how many types. */
function introCounts(rooms: readonly RoomType[]): { count: number; types: number } {
  return { count: rooms.reduce((sum, room) => sum + room.roomCount, 0), types: rooms.length };
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, tRooms, rooms] = await Promise.all([
    getTranslations({ locale, namespace: "Metadata" }),
    getTranslations({ locale, namespace: "Rooms" }),
    getRoomTypes(locale).catch(() => []),
  ]);
  const cover = rooms[0]?.cover;
  return pageMetadata({
    locale,
    path: ROUTES.rooms,
    title: t("rooms"),
    description: tRooms("intro", introCounts(rooms)),
    image: cover,
  });
}

export default async function RoomsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, tCommon, settings, rooms] = await Promise.all([
    getTranslations({ locale, namespace: "Rooms" }),
    getTranslations({ locale, namespace: "Common" }),
    getSettings(),
    getRoomTypes(locale),
  ]);
  const currency = settings?.currency ?? "IQD";
  const pageUrl = absoluteUrl(localizedPath(ROUTES.rooms, locale));

  return (
    <>
      <JsonLd data={rooms.map((room) => roomOfferJsonLd(room, currency, `${pageUrl}#${room.slug}`))} />
      <PageHeader title={t("heading")} intro={t("intro", introCounts(rooms))} />
      <div className="container stack">
        {rooms.length === 0 ? <p className="empty">{t("empty")}</p> : null}
        <UsdNote settings={settings} locale={locale} />
        {rooms.map((room, index) => (
          <article key={room.id} id={room.slug} className="room" aria-labelledby={`${room.slug}-title`}>
            <div className="room__gallery">
              {room.images.slice(0, 3).map((image, i) => (
                <CmsPicture
                  key={image.original}
                  image={i === 0 ? image.card : image.small}
                  className={i === 0 ? "room__photo room__photo--main" : "room__photo"}
                  sizes={PHOTO_USES[i === 0 ? "roomMain" : "roomSide"].sizes}
                  priority={index === 0 && i === 0}
                />
              ))}
            </div>
            <div className="room__body">
              <h2 id={`${room.slug}-title`} className="room__title">
                {room.name}
              </h2>
              {room.summary ? <p className="room__summary">{room.summary}</p> : null}
              <Facts
                items={[
                  { label: t("adults"), value: formatNumber(room.adults, locale) },
                  { label: t("children"), value: formatNumber(room.children, locale) },
                  { label: t("area"), value: tCommon("area", { area: formatNumber(room.areaM2, locale) }) },
                  { label: t("beds"), value: room.beds },
                  { label: t("bathroom"), value: room.bathroom },
                ]}
              />
              <RichText html={room.descriptionHtml} topLevel={3} />
              <div className="room__footer">
                <div>
                  <FromPrice amount={room.fromPrice} settings={settings} locale={locale} className="price price--large" note />
                </div>
                <Link href={bookPath({ room: room.slug })} className="button button--gold">
                  {t("bookRoom")}
                </Link>
              </div>
              {room.roomCount > 0 ? <p className="room__count">{t("roomsOfType", { count: room.roomCount })}</p> : null}
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
