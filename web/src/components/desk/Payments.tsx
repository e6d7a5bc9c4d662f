import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { formatInstant, formatMoney } from "@/lib/desk/format";
import { deskRecordPayment } from "@/lib/desk/payment-actions";
import { MAX_PAYMENT_NOTE, PAYMENT_CURRENCIES, PAYMENT_METHODS, type Balance, type PaymentLine } from "@/lib/desk/payments";
import { ActionForm } from "./ActionForm";
import styles from "./desk.module.css";

/** "Paid 100,000 IQD · due 200,000 IQD" (or what the hotel owes back), for a list. */
export async function BalanceLine({ balance, currency, locale }: { balance: Balance; currency: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Desk.payments" });
  return (
    <span className={styles.muted} data-testid="desk-balance">
      {t("balance", { paid: formatMoney(balance.paid, currency, locale), due: formatMoney(Math.max(0, balance.due), currency, locale) })}
      {balance.due < 0 ? ` · ${t("credit")} ${formatMoney(-balance.due, currency, locale)}` : null}
    </span>
  );
}

/** A request's payments and refunds, paid and due, and the form that records another line. */
export async function PaymentsPanel({
  requestId,
  lines,
  balance,
  currency,
  locale,
}: {
  requestId: string;
  lines: PaymentLine[];
  balance: Balance;
  currency: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Desk.payments" });
  const money = (amount: number, inCurrency = currency) => <span className={styles.number}>{formatMoney(amount, inCurrency, locale)}</span>;
  return (
    <section className={styles.panel} aria-labelledby="desk-payments" data-testid="desk-payments">
      <h2 id="desk-payments">{t("heading")}</h2>
      <dl className={styles.facts}>
        <dt>{t("paid")}</dt>
        <dd data-testid="desk-paid">{money(balance.paid)}</dd>
        <dt>{balance.due < 0 ? t("credit") : t("due")}</dt>
        <dd data-testid="desk-due">{money(Math.abs(balance.due))}</dd>
      </dl>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t("none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="desk-payment-lines">
            <thead>
              <tr>
                <th scope="col">{t("when")}</th>
                <th scope="col">{t("line")}</th>
                <th scope="col">{t("amount")}</th>
                <th scope="col">{t("method")}</th>
                <th scope="col">{t("who")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>{formatInstant(line.at, locale)}</td>
                  <td>
                    {t(`kinds.${line.kind}`)}
                    {line.note ? <div className={styles.muted}>{line.note}</div> : null}
                  </td>
                  <td>
                    {line.kind === "refund" ? "−" : null}
                    {money(line.amount, line.currency)}
                    {line.currency !== currency ? (
                      <div className={styles.muted}>
                        {t("counted")} {formatMoney(line.counted, currency, locale)}
                      </div>
                    ) : null}
                  </td>
                  <td>{t(`methods.${line.method}`)}</td>
                  <td>
                    <bdi>{line.actorLabel}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ActionForm
        action={deskRecordPayment}
        fields={{ id: requestId, locale }}
        submit={t("record")}
        done={t("recorded")}
        className={styles.form}
        testId="desk-payment-form"
      >
        <div className={styles.field}>
          <label htmlFor="desk-payment-kind">{t("kind")}</label>
          <select id="desk-payment-kind" name="kind" defaultValue="payment">
            <option value="payment">{t("kindPayment")}</option>
            <option value="refund">{t("kindRefund")}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-payment-amount">{t("amount")}</label>
          <input id="desk-payment-amount" name="amount" inputMode="decimal" autoComplete="off" required dir="ltr" />
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-payment-currency">{t("currency")}</label>
          <select id="desk-payment-currency" name="currency" defaultValue={currency}>
            {PAYMENT_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-payment-method">{t("method")}</label>
          <select id="desk-payment-method" name="method" required defaultValue="">
            <option value="" disabled>
              —
            </option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`methods.${method}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-payment-note">{t("note")}</label>
          <input id="desk-payment-note" name="note" maxLength={MAX_PAYMENT_NOTE} autoComplete="off" />
        </div>
        <p className={styles.muted}>{t("fixHint")}</p>
      </ActionForm>
    </section>
  );
}
