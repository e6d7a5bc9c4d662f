import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { INTL_LOCALE, type Locale } from "@/i18n/routing";
import { addDays } from "@/lib/booking/rules/dates";
import type { Occupancy } from "@/lib/cms/desk-occupancy";
import { formatDay, formatMonth } from "@/lib/date-format";
import { deskPath } from "@/lib/desk/paths";
import styles from "./occupancy.module.css";

const dayOfMonth = (night: string) => String(Number(night.slice(8, 10)));
/** Friday and Saturday, Iraq's weekend. */
const isWeekend = (night: string) => [5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay());

/**
 * Room types × nights: each cell a link to the requests on that night for that
 * type, showing the free rooms and, below, confirmed · waiting; a closed night
 * hatched and marked. Plain links in a scrolling table: Tab walks the cells,
 * and each says in words what it shows.
 */
export async function OccupancyGrid({ grid, locale }: { grid: Occupancy; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Desk.occupancy" });
  const nights = Array.from({ length: grid.nights }, (_, i) => addDays(grid.first, i));
  const requests = deskPath("/requests", locale);
  // Arabic's short weekdays are its long ones: a letter there, three in English; the title says the whole date.
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: locale === "ar" ? "narrow" : "short", timeZone: "UTC" });
  return (
    <div className={styles.scroller} role="region" aria-labelledby="occupancy-caption" data-testid="occupancy-grid">
      <table className={styles.grid}>
        <caption id="occupancy-caption" className="visually-hidden">
          {t("caption", { first: formatDay(grid.first, locale, "medium"), last: formatDay(nights.at(-1)!, locale, "medium") })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.type}>
              {t("roomType")}
            </th>
            {nights.map((night, i) => (
              <th key={night} scope="col" className={isWeekend(night) ? styles.weekend : undefined} data-night={night}>
                {i === 0 || night.endsWith("-01") ? <span className={styles.month}>{formatMonth(night, locale)}</span> : null}
                <abbr title={formatDay(night, locale)}>{weekday.format(new Date(`${night}T00:00:00Z`))}</abbr> {dayOfMonth(night)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.types.map((type) => {
            const name = type.name[locale] || type.name.ar || type.name.en;
            return (
              <tr key={type.id} data-room-type={type.id}>
                <th scope="row" className={styles.type}>
                  <bdi>{name}</bdi>
                  <small>
                    {t("rooms", { count: type.rooms })}
                    {type.published ? null : ` · ${t("draft")}`}
                  </small>
                </th>
                {nights.map((night, i) => {
                  const held = type.held[i] ?? 0;
                  const waiting = type.waiting[i] ?? 0;
                  const free = Math.max(0, type.rooms - held);
                  const closure = (type.closed[i] ?? -1) >= 0 ? grid.closures[type.closed[i]!] : undefined;
                  const reason = closure ? closure.reason[locale] || closure.reason.ar : "";
                  const classes = [closure ? styles.closed : "", free === 0 ? styles.full : ""].filter(Boolean).join(" ");
                  return (
                    <td
                      key={night}
                      className={classes || undefined}
                      data-night={night}
                      data-held={held}
                      data-waiting={waiting}
                      data-free={free}
                      data-closed={closure ? closure.id : undefined}
                    >
                      <Link
                        href={`${requests}?${new URLSearchParams({ from: night, to: night, room: type.id })}`}
                        className={styles.cell}
                        title={closure ? reason : undefined}
                        prefetch={false}
                      >
                        {/* The name is what the cell shows, with words around it for a screen reader (WCAG 2.5.3). */}
                        <span className="visually-hidden">
                          {t("cellNight", { room: name, night: formatDay(night, locale, "medium") })}{" "}
                        </span>
                        <span className={styles.free}>{free}</span>
                        <span className="visually-hidden"> {t("free")} </span>
                        <span className={styles.counts}>
                          {held}
                          <span className="visually-hidden"> {t("confirmed")} </span>
                          <span aria-hidden="true">·</span>
                          {waiting}
                          <span className="visually-hidden"> {t("waiting")}</span>
                        </span>
                        {closure ? (
                          <span className={styles.closedMark}>
                            {t("closedShort")}
                            <span className="visually-hidden"> ({reason})</span>
                          </span>
                        ) : null}
                      </Link>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
