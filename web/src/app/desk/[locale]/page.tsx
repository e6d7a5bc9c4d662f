import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DecisionControls } from "@/components/desk/DecisionControls";
import { BalanceLine } from "@/components/desk/Payments";
import { RequestItem } from "@/components/desk/RequestParts";
import styles from "@/components/desk/desk.module.css";
import { getToday } from "@/lib/cms/desk";
import { paidOn } from "@/lib/cms/desk-payments";
import { balanceOf } from "@/lib/desk/payments";
import { formatDayWithWeekday, waitSince } from "@/lib/desk/format";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { memberRead, requireMember } from "@/lib/desk/server";
import { hotelDayAt } from "@/lib/booking/rules/dates";
import type { DeskRequestSummary } from "@/lib/desk/types";
import type { Locale } from "@/i18n/routing";

/** Today at the desk: arrivals, departures, who stays tonight, and the new requests waiting, oldest first. */
export default async function DeskTodayPage({ params }: DeskPageProps) {
  const locale = await deskLocale(params);
  const member = await requireMember(locale, "/");
  const now = Date.now();
  const today = hotelDayAt(now);
  const lists = await memberRead(locale, () => getToday(member, today));
  const paid = await memberRead(locale, () =>
    paidOn(
      member,
      [...lists.arrivals, ...lists.departures, ...lists.stayingOver].map((request) => request.id),
    ),
  );
  const t = await getTranslations({ locale, namespace: "Desk" });

  const section = (key: string, title: string, items: DeskRequestSummary[], empty: string, withActions: boolean) => (
    <section className={styles.panel} aria-labelledby={`today-${key}`} data-testid={`today-${key}`}>
      <div className={styles.panelHeading}>
        <h2 id={`today-${key}`}>{title}</h2>
        <span className={styles.count}>{items.length}</span>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((request) => (
            <RequestItem key={request.id} request={request} locale={locale}>
              <BalanceLine balance={balanceOf(request.total, paid.get(request.id) ?? 0)} currency={request.currency} locale={locale} />
              {withActions ? <DecisionControls request={request} locale={locale} today={today} /> : null}
            </RequestItem>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <>
      <h1>{t("today.heading")}</h1>
      <p>
        <Link href={deskPath("/requests/new", locale)} prefetch={false}>
          {t("phone.nav")}
        </Link>
      </p>
      <p className={styles.lead}>{t("today.date", { date: formatDayWithWeekday(today, locale) })}</p>
      <p>
        <Link href={`${deskPath("/arrivals", locale)}?day=${today}`} prefetch={false}>
          {t("print.link")}
        </Link>
      </p>
      <div className={styles.grid}>
        {section("arrivals", t("today.arrivals"), lists.arrivals, t("today.noArrivals"), true)}
        <WaitingList locale={locale} items={lists.waiting} total={lists.waitingTotal} now={now} />
        {section("departures", t("today.departures"), lists.departures, t("today.noDepartures"), false)}
        {section("staying", t("today.stayingOver"), lists.stayingOver, t("today.noStayingOver"), false)}
      </div>
    </>
  );
}

async function WaitingList({ locale, items, total, now }: { locale: Locale; items: DeskRequestSummary[]; total: number; now: number }) {
  const t = await getTranslations({ locale, namespace: "Desk" });
  return (
    <section className={styles.panel} aria-labelledby="today-waiting" data-testid="today-waiting">
      <div className={styles.panelHeading}>
        <h2 id="today-waiting">{t("today.waiting")}</h2>
        <span className={styles.count}>{total}</span>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{t("today.noWaiting")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((request) => {
            const wait = waitSince(request.created, now);
            return (
              <RequestItem key={request.id} request={request} locale={locale}>
                <span className={styles.muted} data-testid="desk-waited">
                  {t("common.waited", { duration: t(`common.${wait.unit}`, { count: wait.count }) })}
                </span>
              </RequestItem>
            );
          })}
        </ul>
      )}
      {total > items.length ? (
        <p>
          <Link href={`${deskPath("/requests", locale)}?status=new`} prefetch={false}>
            {t("today.waitingMore", { count: total - items.length })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
