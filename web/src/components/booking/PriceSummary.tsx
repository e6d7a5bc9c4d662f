"use client";
import type { ReactNode } from "react";
import type { PriceBreakdown } from "@/lib/booking/rules/pricing";
import { addDays } from "@/lib/booking/rules/dates";
import { dayRange, moneyFormatter, type Translate } from "@/lib/forms/translate";
import { dinarsToDollars } from "@/lib/currency/display-currency";
import styles from "./booking.module.css";

/**
 * The live total with its breakdown, in the settings currency: which nights
 * cost what, and the season that set the price. Dollars (an approximation)
 * show only to guests who chose them (CSS on <html data-currency>).
 */
export function PriceSummary({
  price,
  offerTitle,
  locale,
  t,
  usd,
  day,
  roomName,
  extraName,
}: {
  price: PriceBreakdown | null;
  offerTitle?: string;
  locale: string;
  t: Translate<"Booking">;
  usd: { rate: number; setOn: string | null } | null;
  /** A YYYY-MM-DD day as the form writes days. */
  day: (iso: string) => string;
  /** The names of the room types and extras the breakdown's lines name by id. */
  roomName: (roomTypeId: string) => string;
  extraName: (extraId: string) => string;
}) {
  const money = moneyFormatter(locale, price?.currency ?? "IQD");
  const dollars = price?.currency === "IQD" ? dinarsToDollars(price.total, usd?.rate) : null;

  // What a line of the breakdown says, and what it costs.
  const lineText = (line: PriceBreakdown["lines"][number]): [ReactNode, ReactNode] => {
    switch (line.kind) {
      case "room":
        return [
          <>
            {line.roomTypeId ? <span className={styles.lineName}>{roomName(line.roomTypeId)}</span> : null}
            {t("lineRoom", { rooms: line.rooms, nights: line.nights, price: money(line.unitPrice) })}
            {line.firstNight ? (
              <span className={styles.lineDetail}>
                {t("lineNights", { dates: dayRange(day, line.firstNight, addDays(line.firstNight, line.nights - 1)) })}
                {line.season ? ` · ${t("lineSeason", { season: line.season })}` : ""}
              </span>
            ) : null}
          </>,
          money(line.amount),
        ];
      case "discount":
        return [
          line.night === "every"
            ? t("lineDiscountEvery", { offer: offerTitle ?? "", percent: line.percent })
            : t("lineDiscount", { offer: offerTitle ?? "", percent: line.percent, night: line.night }),
          `−${money(line.amount)}`,
        ];
      case "breakfast":
        return [t("lineBreakfast", { guests: line.guests, nights: line.nights, price: money(line.unitPrice) }), money(line.amount)];
      case "extra":
        return [
          t("lineExtra", { name: extraName(line.extraId), pricing: line.pricing, quantity: line.quantity, price: money(line.unitPrice) }),
          money(line.amount),
        ];
      case "included":
        return [t("lineIncluded", { text: line.text }), t("included")];
    }
  };

  return (
    <section className={styles.summary} aria-labelledby="booking-total-heading" data-testid="price-summary">
      <h2 id="booking-total-heading" className={styles.summaryHeading}>
        {t("total")}
      </h2>
      {price ? (
        <>
          <dl className={styles.lines}>
            {price.lines.map((line, i) => {
              const [label, amount] = lineText(line);
              return (
                <div key={i} className={styles.line}>
                  <dt>{label}</dt>
                  <dd>{amount}</dd>
                </div>
              );
            })}
          </dl>
          <p className={styles.total} aria-live="polite" aria-atomic="true">
            <span>{t("total")}</span> <strong data-testid="booking-total">{money(price.total)}</strong>
            {dollars !== null ? (
              <>
                {" "}
                <span className="usd-approx" data-testid="booking-total-usd">
                  {t("usdApprox", { amount: moneyFormatter(locale, "USD")(dollars) })}
                </span>
              </>
            ) : null}
          </p>
          {dollars !== null && usd ? (
            <p className="usd-note">
              {t("usdNote", {
                rate: new Intl.NumberFormat(locale).format(usd.rate),
                date: usd.setOn ? day(usd.setOn) : "—",
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.pending}>{t("totalPending")}</p>
      )}
    </section>
  );
}
