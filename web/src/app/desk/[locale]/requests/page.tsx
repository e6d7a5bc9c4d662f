import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { RequestItem } from "@/components/desk/RequestParts";
import { Pager } from "@/components/desk/Fields";
import styles from "@/components/desk/desk.module.css";
import { isIsoDate } from "@/lib/booking/rules/dates";
import { getCatalog, listRequests, type RequestFilters } from "@/lib/cms/desk";
import { formatMoney } from "@/lib/desk/format";
import { deskLocale, queryValue, withQuery, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { memberRead, requireMember } from "@/lib/desk/server";
import { isRequestStatus, REQUEST_STATUSES } from "@/lib/desk/types";

/** Every request, newest first: by status, by stay dates, and found by reference, phone or name. */
export default async function DeskRequestsPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const query = await searchParams;
  const here = deskPath("/requests", locale);
  const member = await requireMember(locale, withQuery("/requests", query));
  const status = queryValue(query.status);
  const filters: RequestFilters = {
    status: isRequestStatus(status) ? status : "",
    from: isIsoDate(queryValue(query.from)) ? queryValue(query.from) : "",
    to: isIsoDate(queryValue(query.to)) ? queryValue(query.to) : "",
    q: queryValue(query.q).slice(0, 100),
    room: /^[a-z0-9]{15}$/.test(queryValue(query.room)) ? queryValue(query.room) : "",
    page: Math.max(1, Number.parseInt(queryValue(query.page), 10) || 1),
  };
  const [page, catalog] = await memberRead(locale, () =>
    Promise.all([listRequests(member, filters), filters.room ? getCatalog(member) : Promise.resolve(null)]),
  );
  const roomName = filters.room ? (catalog?.get(filters.room)?.name[locale] ?? filters.room) : "";
  const t = await getTranslations({ locale, namespace: "Desk" });
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, page: n > 1 ? String(n) : "" })) if (value) params.set(key, String(value));
    const qs = params.toString();
    return qs ? `${here}?${qs}` : here;
  };

  return (
    <>
      <h1>{t("list.heading")}</h1>
      <p>
        <Link href={deskPath("/requests/new", locale)} prefetch={false} className="button button--navy" data-testid="desk-new-request">
          {t("phone.nav")}
        </Link>
      </p>
      <form method="get" action={here} className={styles.filters} role="search">
        <div className={`${styles.field} ${styles.search}`}>
          <label htmlFor="desk-q">{t("list.search")}</label>
          <input id="desk-q" name="q" type="search" defaultValue={filters.q} aria-describedby="desk-q-hint" autoComplete="off" />
          <span id="desk-q-hint" className={styles.hint}>
            {t("list.searchHint")}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-status">{t("list.status")}</label>
          <select id="desk-status" name="status" defaultValue={filters.status}>
            <option value="">{t("list.anyStatus")}</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-from">{t("list.from")}</label>
          <input id="desk-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-to">{t("list.to")}</label>
          <input id="desk-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <button type="submit" className="button button--navy">
          {t("list.filter")}
        </button>
        <Link href={here} className="button button--outline" prefetch={false}>
          {t("list.clear")}
        </Link>
        {filters.room ? (
          <p className={styles.muted} data-testid="desk-room-filter">
            <input type="hidden" name="room" value={filters.room} />
            <bdi>{t("list.roomFilter", { name: roomName })}</bdi>
          </p>
        ) : null}
      </form>

      <section className={styles.panel} aria-labelledby="desk-results">
        <h2 id="desk-results" data-testid="desk-results">
          {t("list.results", { count: page.totalItems })}
        </h2>
        <ul className={styles.list}>
          {page.items.map((request) => (
            <RequestItem key={request.id} request={request} locale={locale}>
              <span className={styles.muted}>
                {t("list.total")}: <span className={styles.number}>{formatMoney(request.total, request.currency, locale)}</span>
              </span>
            </RequestItem>
          ))}
        </ul>
        <Pager
          label={t("list.page", { page: page.page, pages: page.totalPages })}
          current={t("list.page", { page: page.page, pages: page.totalPages })}
          newer={page.page > 1 ? { href: pageHref(page.page - 1), label: t("list.previous") } : null}
          older={page.page < page.totalPages ? { href: pageHref(page.page + 1), label: t("list.next") } : null}
        />
      </section>
    </>
  );
}
