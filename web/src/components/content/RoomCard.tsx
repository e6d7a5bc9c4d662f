import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import type { Locale } from "@/i18n/routing";
import type { RoomType, Settings } from "@/lib/cms";
import { bookPath, ROUTES } from "@/lib/site";
import { CmsPicture } from "./CmsPicture";
import { FromPrice } from "./FromPrice";

/** Compact room card for the home page; the rooms page shows the full details. */
export async function RoomCard({
  room,
  locale,
  settings,
  headingLevel = 3,
}: {
  room: RoomType;
  locale: Locale;
  settings: Settings | null;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <article className="card room-card">
      {room.cover ? (
        <div className="card__media">
          <CmsPicture image={room.cover.card} sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw" />
        </div>
      ) : null}
      <div className="card__body">
        <Heading className="card__title">
          <Link href={`${ROUTES.rooms}#${room.slug}`}>{room.name}</Link>
        </Heading>
        <p className="card__meta">
          {t("adults", { count: room.adults })} · {t("area", { area: room.areaM2 })}
        </p>
        {room.summary ? <p className="card__text">{room.summary}</p> : null}
        <div className="card__footer">
          <FromPrice amount={room.fromPrice} settings={settings} locale={locale} />
          <Link href={bookPath({ room: room.slug })} className="button button--navy button--small">
            {t("book")}
          </Link>
        </div>
      </div>
    </article>
  );
}
