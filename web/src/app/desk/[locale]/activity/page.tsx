import { getTranslations } from "next-intl/server";
import { History } from "@/components/desk/History";
import { Pager } from "@/components/desk/Fields";
import styles from "@/components/desk/desk.module.css";
import { listAccounts, listActivity } from "@/lib/cms/desk";
import { deskLocale, queryValue, withQuery, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { memberRead, requireMember } from "@/lib/desk/server";

/** A manager's: every account's actions on requests, newest first, or one account's. */
export default async function DeskActivityPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const query = await searchParams;
  const member = await requireMember(locale, withQuery("/activity", query), "manager");
  const accounts = await memberRead(locale, () => listAccounts(member));
  const actor = accounts.some((a) => a.id === queryValue(query.who)) ? queryValue(query.who) : "";
  const page = Math.max(1, Number.parseInt(queryValue(query.page), 10) || 1);
  const activity = await memberRead(locale, () => listActivity(member, page, actor));
  const t = await getTranslations({ locale, namespace: "Desk" });
  const here = deskPath("/activity", locale);
  const pageHref = (n: number) => `${here}?${new URLSearchParams({ ...(actor ? { who: actor } : {}), page: String(n) })}`;
  return (
    <>
      <h1>{t("activity.heading")}</h1>
      <p className={styles.lead}>{t("activity.intro")}</p>
      <form method="get" action={here} className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="activity-who">{t("activity.who")}</label>
          <select id="activity-who" name="who" defaultValue={actor}>
            <option value="">{t("activity.everyone")}</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--navy">
          {t("activity.show")}
        </button>
      </form>
      <section className={styles.panel}>
        {activity.items.length === 0 ? (
          <p className={styles.muted}>{t("activity.nothing")}</p>
        ) : (
          <History events={activity.items} locale={locale} withRequest />
        )}
        <Pager
          label={t("activity.heading")}
          newer={activity.page > 1 ? { href: pageHref(activity.page - 1), label: t("list.previous") } : null}
          older={activity.more ? { href: pageHref(activity.page + 1), label: t("list.next") } : null}
        />
      </section>
    </>
  );
}
