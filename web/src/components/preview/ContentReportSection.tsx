import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { adminRecordUrl, getContentReport, type ContentReport } from "@/lib/cms/staff";
import type { StaffSession } from "@/lib/preview/session";
import styles from "./preview.module.css";

/**
 * The /test page's bilingual-completeness section (the page is for signed-in
 * staff only). The same report: `npm run content:report`.
 */
export async function ContentReportSection({ locale, session }: { locale: Locale; session: StaffSession }) {
  const t = await getTranslations({ locale, namespace: "Test" });
  const report: ContentReport | null = await getContentReport({ token: session.token }).catch(() => null);
  const rows = report?.collections.flatMap((c) => c.incomplete.map((r) => ({ ...r, collection: c.collection }))) ?? [];

  return (
    <section aria-labelledby="completeness-heading" data-testid="completeness" className={styles.report}>
      <h2 id="completeness-heading">{t("completenessHeading")}</h2>
      {!report ? (
        <p>{t("completenessUnavailable")}</p>
      ) : rows.length === 0 ? (
        <p data-testid="completeness-ok">{t("completenessAllGood")}</p>
      ) : (
        <div className="table-wrap">
          <table className="diag__table">
            <thead>
              <tr>
                <th scope="col">{t("collection")}</th>
                <th scope="col">{t("completenessRecord")}</th>
                <th scope="col">{t("completenessStatus")}</th>
                <th scope="col">{t("completenessMissing")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.collection}:${row.id}`} data-record={row.id}>
                  <td>
                    <code>{row.collection}</code>
                  </td>
                  <th scope="row">
                    <a className="text-link" href={adminRecordUrl(row.collection, row.id)} target="_blank" rel="noopener noreferrer">
                      {row.title || row.slug || row.id}
                    </a>
                  </th>
                  <td>{row.published ? t("completenessPublished") : t("completenessDraft")}</td>
                  <td dir="ltr">
                    <code>{row.missing.join(", ")}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
