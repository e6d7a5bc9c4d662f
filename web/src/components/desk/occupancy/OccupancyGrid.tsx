import { getTranslations } from "next-intl/server";
import { INTL_LOCALE, type Locale } from "@/i18n/routing";
import { addDays } from "@/lib/booking/rules/dates";
import type { Occupancy } from "@/lib/cms/desk-occupancy";
import { formatDay, formatMonth } from "@/lib/date-format";
import { deskPath } from "@/lib/desk/paths";
import { OccupancyCells, type GridColumn, type GridRow } from "./OccupancyCells";

/** Friday and Saturday, Iraq's weekend. */
const isWeekend = (night: string) => [5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay());

/** Room types × nights: the texts in the member's language, each formatted once, and the counts for the table. */
export async function OccupancyGrid({ grid, locale }: { grid: Occupancy; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Desk.occupancy" });
  // Arabic's short weekdays are its long ones: a letter there, three in English; the title says the whole date.
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: locale === "ar" ? "narrow" : "short", timeZone: "UTC" });
  const columns: GridColumn[] = Array.from({ length: grid.nights }, (_, i) => {
    const night = addDays(grid.first, i);
    return {
      night,
      weekday: weekday.format(new Date(`${night}T00:00:00Z`)),
      month: i === 0 || night.endsWith("-01") ? formatMonth(night, locale) : null,
      title: formatDay(night, locale),
      name: formatDay(night, locale, "medium"),
      weekend: isWeekend(night),
    };
  });
  const rows: GridRow[] = grid.types.map((type) => {
    const name = type.name[locale] || type.name.ar || type.name.en;
    const [before = "", after = ""] = t("cellNight", { room: name, night: "\u0000" }).split("\u0000");
    return {
      id: type.id,
      name,
      detail: type.published ? t("rooms", { count: type.rooms }) : `${t("rooms", { count: type.rooms })} · ${t("draft")}`,
      rooms: type.rooms,
      before,
      after,
      held: type.held,
      waiting: type.waiting,
      closed: type.closed,
    };
  });
  return (
    <OccupancyCells
      columns={columns}
      rows={rows}
      closures={grid.closures.map((closure) => ({ id: closure.id, reason: closure.reason[locale] || closure.reason.ar }))}
      texts={{
        caption: t("caption", { first: columns[0]!.name, last: columns.at(-1)!.name }),
        roomType: t("roomType"),
        free: t("free"),
        confirmed: t("confirmed"),
        waiting: t("waiting"),
        closed: t("closedShort"),
      }}
      requestsPath={deskPath("/requests", locale)}
    />
  );
}
