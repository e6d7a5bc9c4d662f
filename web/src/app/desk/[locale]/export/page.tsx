import { getTranslations } from "next-intl/server";
import styles from "@/components/desk/desk.module.css";
import { hotelToday, isIsoDate } from "@/lib/booking/rules/dates";
import { lastMonth } from "@/lib/desk/export";
import { deskLocale, queryValue, withQuery, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { requireMember } from "@/lib/desk/server";

/** A manager's: the requests of a range of arrival days as a CSV for the accountant. */
export default async function DeskExportPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const query = await searchParams;
  await requireMember(locale, withQuery("/export", query), "manager");
  const t = await getTranslations({ locale, namespace: "Desk" });
  const offered = lastMonth(hotelToday());
  const from = isIsoDate(queryValue(query.from)) ? queryValue(query.from) : offered.from;
  const to = isIsoDate(queryValue(query.to)) ? queryValue(query.to) : offered.to;
  const failed = queryValue(query.error) === "rangeInvalid";
  return (
    <>
      <h1>{t("export.heading")}</h1>
      <p className={styles.lead}>{t("export.lead")}</p>
      <form method="get" action={deskPath("/export/csv", locale)} className={styles.filters} data-testid="desk-export">
        <div className={styles.field}>
          <label htmlFor="export-from">{t("export.from")}</label>
          <input id="export-from" name="from" type="date" required defaultValue={from} aria-invalid={failed || undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor="export-to">{t("export.to")}</label>
          <input id="export-to" name="to" type="date" required defaultValue={to} aria-invalid={failed || undefined} />
        </div>
        <button type="submit" className="button button--navy">
          {t("export.download")}
        </button>
      </form>
      {failed ? (
        <p className={styles.error} role="alert">
          {t("errors.rangeInvalid")}
        </p>
      ) : null}
    </>
  );
}
