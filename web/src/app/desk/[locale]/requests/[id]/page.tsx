import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/desk/ActionForm";
import { DecisionControls } from "@/components/desk/DecisionControls";
import { History } from "@/components/desk/History";
import { PaymentsPanel } from "@/components/desk/Payments";
import { PhoneLinks, StatusBadge } from "@/components/desk/RequestParts";
import { RequestMessages } from "@/components/desk/RequestMessages";
import styles from "@/components/desk/desk.module.css";
import type { Locale } from "@/i18n/routing";
import { hotelToday } from "@/lib/booking/rules/dates";
import { getSettings } from "@/lib/cms";
import { getRequest, requestMessages } from "@/lib/cms/desk";
import { listPayments } from "@/lib/cms/desk-payments";
import { balanceOf, paidOf } from "@/lib/desk/payments";
import { deskSaveNotes } from "@/lib/desk/actions";
import { formatDay, formatDayWithWeekday, formatDollars, formatInstant, formatMoney } from "@/lib/desk/format";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { MAX_NOTES } from "@/lib/desk/schemas";
import { memberRead, requireMember } from "@/lib/desk/server";
import { sourceKey, type DeskRequest, type Names, type OtherPriceLine } from "@/lib/desk/types";

type Props = Omit<DeskPageProps, "params"> & { params: Promise<{ locale: string; id: string }> };

const inLocale = (names: Names, locale: Locale) => names[locale] || names[locale === "ar" ? "en" : "ar"];

/** One request, readable: the guest, the stay room by room, the price night by night, the decisions and their history. */
export default async function DeskRequestPage({ params }: Props) {
  const locale = await deskLocale(params);
  const { id } = await params;
  if (!/^[a-z0-9]{15}$/.test(id)) notFound();
  const member = await requireMember(locale, `/requests/${id}`);
  const [request, settings, messages, payments] = await Promise.all([
    memberRead(locale, () => getRequest(member, id)),
    getSettings().catch(() => null),
    memberRead(locale, () => requestMessages(member, id)),
    memberRead(locale, () => listPayments(member, id)),
  ]);
  if (!request) notFound();
  const t = await getTranslations({ locale, namespace: "Desk" });
  const today = hotelToday();
  const money = (amount: number) => (
    <Money amount={amount} currency={request.currency} usdRate={settings?.usdRate ?? null} locale={locale} />
  );

  return (
    <>
      <p>
        <Link href={deskPath("/requests", locale)} prefetch={false}>
          {t("request.back")}
        </Link>
      </p>
      <h1>
        {t("request.heading", { reference: `\u2068${request.reference}\u2069` })} <StatusBadge status={request.status} locale={locale} />
      </h1>

      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="desk-decide" data-testid="desk-decide">
          <h2 id="desk-decide">{t("actions.heading")}</h2>
          <DecisionControls request={request} locale={locale} today={today} />
          {request.status === "declined" && inLocale(request.declineReason, request.locale) ? (
            <p>
              {t("request.declineReason")}: <q>{inLocale(request.declineReason, request.locale)}</q>
            </p>
          ) : null}
          {request.status === "no_show" && request.releasedFrom ? (
            <p className={styles.muted}>{t("request.releasedFrom", { date: formatDay(request.releasedFrom, locale) })}</p>
          ) : null}
        </section>

        <section className={styles.panel} aria-labelledby="desk-guest">
          <h2 id="desk-guest">{t("request.guest")}</h2>
          <dl className={styles.facts}>
            <dt>{t("request.guest")}</dt>
            <dd>
              <bdi>{`${request.firstName} ${request.lastName}`}</bdi>
            </dd>
            <dt>{t("request.phone")}</dt>
            <dd>
              <PhoneLinks phone={request.phone} locale={locale} />
            </dd>
            <dt>{t("request.email")}</dt>
            <dd>
              {request.email ? (
                <a href={`mailto:${request.email}`} dir="ltr">
                  {request.email}
                </a>
              ) : (
                t("request.noEmail")
              )}
            </dd>
            <dt>{t("request.language")}</dt>
            <dd>{request.locale === "en" ? t("request.languageEn") : t("request.languageAr")}</dd>
            <dt>{t("request.source")}</dt>
            <dd data-testid="desk-source">{t(sourceKey(request.source))}</dd>
            <dt>{t("request.received")}</dt>
            <dd>{formatInstant(request.created, locale)}</dd>
          </dl>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="desk-stay">
        <h2 id="desk-stay">{t("request.stay")}</h2>
        {request.status === "new" || request.status === "confirmed" ? (
          <p>
            <Link href={deskPath(`/requests/${request.id}/change`, locale)} prefetch={false} data-testid="desk-change-link">
              {t("change.link")}
            </Link>
          </p>
        ) : null}
        <dl className={styles.facts}>
          <dt>{t("request.checkIn")}</dt>
          <dd>{formatDayWithWeekday(request.checkIn, locale)}</dd>
          <dt>{t("request.checkOut")}</dt>
          <dd>{formatDayWithWeekday(request.checkOut, locale)}</dd>
          <dt>{t("request.rooms")}</dt>
          <dd>
            <ul className={styles.list} data-testid="desk-room-lines">
              {request.lines.map((line, i) => (
                <li key={`${line.roomTypeId}-${i}`}>
                  {t("common.roomLine", { rooms: line.rooms, name: inLocale(line.name, locale) || t("common.unnamedRoom") })}
                  {line.adults !== null ? (
                    <span className={styles.muted}>
                      {" "}
                      · {t("common.adults", { count: line.adults })}
                      {locale === "ar" ? "، " : ", "}
                      {t("common.children", { count: line.children ?? 0 })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {request.lines.every((line) => line.adults === null) ? (
              <span className={styles.muted}>{t("common.guests", { count: request.guests })}</span>
            ) : null}
          </dd>
          {request.offer ? (
            <>
              <dt>{t("request.offer")}</dt>
              <dd>{inLocale(request.offer, locale)}</dd>
            </>
          ) : null}
          {request.breakfast ? (
            <>
              <dt>{t("request.breakfastIncluded")}</dt>
              <dd>✓</dd>
            </>
          ) : null}
          <dt>{t("request.extras")}</dt>
          <dd>
            {request.otherLines.some((line) => line.kind === "extra") ? (
              <ul className={styles.list}>
                {request.otherLines.flatMap((line, i) =>
                  line.kind === "extra"
                    ? [
                        <li key={i}>
                          {t("request.extraLine", {
                            name: inLocale(line.name, locale),
                            quantity: line.quantity,
                            unit: formatMoney(line.unitPrice, request.currency, locale),
                          })}{" "}
                          = {money(line.amount)}
                        </li>,
                      ]
                    : [],
                )}
              </ul>
            ) : (
              t("request.noExtras")
            )}
          </dd>
        </dl>
      </section>

      <PriceTable request={request} locale={locale} usdRate={settings?.usdRate ?? null} />

      <PaymentsPanel
        requestId={request.id}
        lines={payments}
        balance={balanceOf(request.total, paidOf(payments))}
        currency={request.currency}
        locale={locale}
      />

      <section className={styles.panel} aria-labelledby="desk-notes">
        <h2 id="desk-notes">{t("request.notes")}</h2>
        <ActionForm
          action={deskSaveNotes}
          fields={{ id: request.id, locale }}
          submit={t("request.saveNotes")}
          done={t("request.saved")}
          className={styles.form}
        >
          <div className={styles.field}>
            <label htmlFor="desk-notes-text" className="visually-hidden">
              {t("request.notes")}
            </label>
            <textarea id="desk-notes-text" name="notes" maxLength={MAX_NOTES} rows={4} defaultValue={request.staffNotes} />
          </div>
        </ActionForm>
      </section>

      <section className={styles.panel} aria-labelledby="desk-history">
        <h2 id="desk-history">{t("request.history")}</h2>
        <History events={request.events} locale={locale} />
      </section>

      <RequestMessages messages={messages} locale={locale} />
    </>
  );
}

function Money({ amount, currency, usdRate, locale }: { amount: number; currency: string; usdRate: number | null; locale: Locale }) {
  const dollars = formatDollars(amount, currency, usdRate, locale);
  return (
    <span className={styles.number}>
      {formatMoney(amount, currency, locale)}
      {dollars ? <span className={styles.dollars}>≈ {dollars}</span> : null}
    </span>
  );
}

/** The price night by night (each room type's price that night × its rooms), then the offer, breakfast, extras, and the total. */
async function PriceTable({ request, locale, usdRate }: { request: DeskRequest; locale: Locale; usdRate: number | null }) {
  const t = await getTranslations({ locale, namespace: "Desk" });
  const money = (amount: number) => <Money amount={amount} currency={request.currency} usdRate={usdRate} locale={locale} />;
  const unit = (amount: number) => formatMoney(amount, request.currency, locale);
  const other = (line: OtherPriceLine): string => {
    switch (line.kind) {
      case "discount":
        return line.night === "every"
          ? t("request.discountEvery", { percent: line.percent })
          : t("request.discountNight", { percent: line.percent, night: line.night });
      case "breakfast":
        return t("request.breakfast", { guests: line.guests, nights: line.nights, unit: unit(line.unitPrice) });
      case "extra":
        return t("request.extraLine", { name: inLocale(line.name, locale), quantity: line.quantity, unit: unit(line.unitPrice) });
      case "included":
        return t("request.included", { text: line.text });
    }
  };
  const priced = request.nightsPriced.some((night) => night.items.length > 0);
  return (
    <section className={styles.panel} aria-labelledby="desk-price">
      <h2 id="desk-price">{t("request.price")}</h2>
      {!priced ? <p className={styles.muted}>{t("request.noPrice")}</p> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="desk-price">
          {priced ? (
            <thead>
              <tr>
                <th scope="col">{t("request.night")}</th>
                <th scope="col">{t("request.rooms")}</th>
                <th scope="col">{t("request.nightTotal")}</th>
              </tr>
            </thead>
          ) : null}
          <tbody>
            {priced
              ? request.nightsPriced.map((night) => (
                  <tr key={night.night}>
                    <th scope="row">{formatDay(night.night, locale, "medium")}</th>
                    <td>
                      {night.items.map((item, i) => (
                        <div key={i}>
                          {t("common.roomLine", { rooms: item.rooms, name: inLocale(item.name, locale) || t("common.unnamedRoom") })} ×{" "}
                          {unit(item.unitPrice)}
                          {item.season ? <span className={styles.muted}> {t("request.season", { season: item.season })}</span> : null}
                        </div>
                      ))}
                    </td>
                    <td>{money(night.total)}</td>
                  </tr>
                ))
              : null}
            {request.otherLines.map((line, i) => (
              <tr key={`other-${i}`}>
                <th scope="row" colSpan={2}>
                  {other(line)}
                </th>
                <td>{line.kind === "included" ? null : line.kind === "discount" ? <>−{money(line.amount)}</> : money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t("request.total")}
              </th>
              <td data-testid="desk-total">{money(request.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
