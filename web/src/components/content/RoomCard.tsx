import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import type { Locale } from "@/i18n/routing";
import type { RoomType, Settings } from "@/lib/cms";
import { bookPath, ROUTES } from "@/lib/site";
import { Card } from "./Card";
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
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <Card className="room-card" cover={room.cover} href={`${ROUTES.rooms}#${room.slug}`} title={room.name} headingLevel={headingLevel}>
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
    </Card>
  );
}
