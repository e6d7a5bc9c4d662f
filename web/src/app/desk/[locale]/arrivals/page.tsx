import { getTranslations } from "next-intl/server";
import styles from "@/components/desk/desk.module.css";
import sheet from "@/components/desk/arrivals.module.css";
import { PrintButton } from "@/components/desk/PrintButton";
import { roomsText } from "@/components/desk/RequestParts";
import { hotelToday, isIsoDate } from "@/lib/booking/rules/dates";
import { listArrivals, paidOn } from "@/lib/cms/desk-payments";
import { balanceOf } from "@/lib/desk/balance";
import { formatDayWithWeekday, formatInstant, formatMoney } from "@/lib/desk/format";
import { deskLocale, queryValue, withQuery, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { memberRead, requireMember } from "@/lib/desk/server";

/** The arrivals of a day as a sheet to print (A4, in the page's direction) for the night shift. */
export default async function DeskArrivalsPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const query = await searchParams;
  const member = await requireMember(locale, withQuery("/arrivals", query));
  const day = isIsoDate(queryValue(query.day)) ? queryValue(query.day) : hotelToday();
  const arrivals = await memberRead(locale, () => listArrivals(member, day));
  const paid = await memberRead(locale, () =>
    paidOn(
      member,
      arrivals.map((arrival) => arrival.id),
    ),
  );
  const t = await getTranslations({ locale, namespace: "Desk" });
  const rooms = await Promise.all(arrivals.map((arrival) => roomsText(arrival.lines, locale)));
  return (
    <>
      <h1>{t("print.heading", { date: formatDayWithWeekday(day, locale) })}</h1>
      <form method="get" action={deskPath("/arrivals", locale)} className={sheet.tools}>
        <div className={styles.field}>
          <label htmlFor="arrivals-day">{t("print.day")}</label>
          <input id="arrivals-day" name="day" type="date" required defaultValue={day} />
        </div>
        <button type="submit" className="button button--outline">
          {t("print.show")}
        </button>
        <PrintButton label={t("print.print")} />
      </form>
      {arrivals.length === 0 ? (
        <p>{t("print.none")}</p>
      ) : (
        <table className={sheet.sheet} data-testid="desk-arrivals-sheet">
          <thead>
            <tr>
              <th scope="col">{t("export.columns.reference")}</th>
              <th scope="col">{t("print.guest")}</th>
              <th scope="col">{t("print.phone")}</th>
              <th scope="col">{t("print.rooms")}</th>
              <th scope="col">{t("print.nights")}</th>
              <th scope="col">{t("print.balance")}</th>
              <th scope="col">{t("print.notes")}</th>
            </tr>
          </thead>
          <tbody>
            {arrivals.map((arrival, i) => {
              const balance = balanceOf(arrival.total, paid.get(arrival.id) ?? 0);
              return (
                <tr key={arrival.id}>
                  <td dir="ltr" className={sheet.nowrap}>
                    {arrival.reference}
                  </td>
                  <th scope="row">
                    <bdi>{`${arrival.firstName} ${arrival.lastName}`.trim()}</bdi>
                  </th>
                  <td dir="ltr" className={sheet.nowrap}>
                    {arrival.phone}
                  </td>
                  <td>
                    {rooms[i]}
                    <br />
                    {t("common.guests", { count: arrival.guests })}
                  </td>
                  <td>{t("common.nights", { count: arrival.nights })}</td>
                  <td>
                    {formatMoney(balance.paid, arrival.currency, locale)} / {formatMoney(balance.due, arrival.currency, locale)}
                  </td>
                  <td>{arrival.staffNotes}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className={sheet.printed}>{t("print.printed", { when: formatInstant(new Date().toISOString(), locale), who: member.name })}</p>
    </>
  );
}
