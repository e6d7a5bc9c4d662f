import Link from "next/link";
import { getTranslations } from "next-intl/server";
import styles from "@/components/desk/desk.module.css";
import { CloseNightsForm, type ClosureTexts } from "@/components/desk/occupancy/ClosureForms";
import { OccupancyGrid } from "@/components/desk/occupancy/OccupancyGrid";
import grid from "@/components/desk/occupancy/occupancy.module.css";
import { addDays, daysBetween, hotelToday, isIsoDate } from "@/lib/booking/rules/dates";
import { getOccupancy } from "@/lib/cms/desk-occupancy";
import { formatDay } from "@/lib/date-format";
import { deskReopenNights } from "@/lib/desk/occupancy-actions";
import { CLOSURE_ERROR_KEYS } from "@/lib/desk/occupancy-schema";
import { deskLocale, queryValue, withQuery, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { memberRead, requireMember } from "@/lib/desk/server";

/** The nights the grid shows at once (PocketBase's route allows no more). */
const NIGHTS = 60;
/** How far ahead the grid goes: the booking window (a year) and a stay's length. */
const AHEAD = 395;

/** Occupancy: room types × 60 nights from today (or `from`), and, for a manager, closing and reopening nights. */
export default async function DeskOccupancyPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const query = await searchParams;
  const member = await requireMember(locale, withQuery("/occupancy", query));
  const today = hotelToday();
  const asked = queryValue(query.from);
  const first = isIsoDate(asked) && asked > today && daysBetween(today, asked) <= AHEAD ? asked : today;
  const occupancy = await memberRead(locale, () => getOccupancy(member.token, first, NIGHTS));
  const t = await getTranslations({ locale, namespace: "Desk.occupancy" });
  const last = addDays(occupancy.first, occupancy.nights - 1);
  const here = deskPath("/occupancy", locale);
  const at = (day: string) => (day === today ? here : `${here}?from=${day}`);
  const earlier =
    occupancy.first > today ? (daysBetween(today, occupancy.first) > NIGHTS ? addDays(occupancy.first, -NIGHTS) : today) : null;
  const later = daysBetween(today, addDays(occupancy.first, NIGHTS)) <= AHEAD ? addDays(occupancy.first, NIGHTS) : null;
  const manager = member.role === "manager";
  const reopenError = CLOSURE_ERROR_KEYS.find((key) => key === queryValue(query.reopen));
  const texts: ClosureTexts = {
    errors: Object.fromEntries(CLOSURE_ERROR_KEYS.map((key) => [key, t(`errors.${key}`)])) as ClosureTexts["errors"],
    working: t("working"),
  };
  const typeName = (id: string) => {
    const type = occupancy.types.find((row) => row.id === id);
    return type ? type.name[locale] || type.name.ar : id;
  };

  return (
    <>
      <h1>{t("heading")}</h1>
      <p className={styles.lead}>{t("intro")}</p>
      <nav className={grid.windowNav} aria-label={t("windowLabel")}>
        <strong data-testid="occupancy-range">
          {t("range", { first: formatDay(occupancy.first, locale, "medium"), last: formatDay(last, locale, "medium") })}
        </strong>
        {earlier ? (
          <Link href={at(earlier)} className="button button--outline button--small" prefetch={false}>
            {t("earlier")}
          </Link>
        ) : null}
        {occupancy.first !== today ? (
          <Link href={here} className="button button--outline button--small" prefetch={false}>
            {t("fromToday")}
          </Link>
        ) : null}
        {later ? (
          <Link href={at(later)} className="button button--outline button--small" prefetch={false}>
            {t("later")}
          </Link>
        ) : null}
      </nav>
      <ul className={grid.legend}>
        <li>{t("legendCell")}</li>
        <li>
          <span className={`${grid.swatch} ${grid.closed}`} aria-hidden="true" />
          {t("legendClosed")}
        </li>
      </ul>
      {occupancy.types.length === 0 ? <p className={styles.muted}>{t("noRooms")}</p> : <OccupancyGrid grid={occupancy} locale={locale} />}

      <section className={`${styles.panel} ${grid.after}`} aria-labelledby="occupancy-closures">
        <h2 id="occupancy-closures">{t("closuresHeading")}</h2>
        {occupancy.closures.length === 0 ? <p className={styles.muted}>{t("noClosures")}</p> : null}
        {reopenError ? (
          <p className={styles.error} role="alert">
            {t(`errors.${reopenError}`)}
          </p>
        ) : null}
        <ul className={grid.closures} data-testid="occupancy-closures">
          {occupancy.closures.map((closure) => (
            <li key={closure.id} data-closure={closure.id}>
              <span>
                <strong>
                  {closure.firstNight === closure.lastNight
                    ? formatDay(closure.firstNight, locale, "medium")
                    : t("nights", {
                        first: formatDay(closure.firstNight, locale, "medium"),
                        last: formatDay(closure.lastNight, locale, "medium"),
                      })}
                </strong>{" "}
                · <bdi>{closure.roomType ? typeName(closure.roomType) : t("wholeHotel")}</bdi> ·{" "}
                <bdi>{closure.reason[locale] || closure.reason.ar}</bdi>
              </span>
              {manager ? (
                <form action={deskReopenNights}>
                  <input type="hidden" name="id" value={closure.id} />
                  <input type="hidden" name="locale" value={locale} />
                  <button type="submit" className="button button--outline button--small">
                    {t("reopen")}
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="occupancy-close">
        <h2 id="occupancy-close">{t("closeHeading")}</h2>
        {manager ? (
          <>
            <p className={styles.hint}>{t("closeIntro")}</p>
            <CloseNightsForm
              locale={locale}
              first={occupancy.first}
              last={occupancy.first}
              roomTypes={occupancy.types.map((type) => ({ id: type.id, name: type.name[locale] || type.name.ar }))}
              labels={{
                firstNight: t("firstNight"),
                lastNight: t("lastNight"),
                roomType: t("roomType"),
                wholeHotel: t("wholeHotel"),
                reasonAr: t("reasonAr"),
                reasonEn: t("reasonEn"),
                submit: t("close"),
                done: t("closedDone"),
              }}
              texts={texts}
            />
          </>
        ) : (
          <p className={styles.muted}>{t("managerOnly")}</p>
        )}
      </section>
    </>
  );
}
