"use client";
import type { PriceBreakdown } from "@/lib/booking/pricing";
import { moneyFormatter, type Translate } from "@/lib/booking/translate";
import styles from "./booking.module.css";

/** The live total with its breakdown, in the settings currency. */
export function PriceSummary({
  price,
  offerTitle,
  locale,
  t,
}: {
  price: PriceBreakdown | null;
  offerTitle?: string;
  locale: string;
  t: Translate<"Booking">;
}) {
  const money = moneyFormatter(locale, price?.currency ?? "IQD");

  return (
    <section className={styles.summary} aria-labelledby="booking-total-heading" data-testid="price-summary">
      <h2 id="booking-total-heading" className={styles.summaryHeading}>
        {t("total")}
      </h2>
      {price ? (
        <>
          <dl className={styles.lines}>
            {price.lines.map((line, i) => {
              switch (line.kind) {
                case "room":
                  return (
                    <div key={i} className={styles.line}>
                      <dt>{t("lineRoom", { rooms: line.rooms, nights: line.nights, price: money(line.unitPrice) })}</dt>
                      <dd>{money(line.amount)}</dd>
                    </div>
                  );
                case "discount":
                  return (
                    <div key={i} className={styles.line}>
                      <dt>
                        {line.night === "every"
                          ? t("lineDiscountEvery", { offer: offerTitle ?? "", percent: line.percent })
                          : t("lineDiscount", { offer: offerTitle ?? "", percent: line.percent, night: line.night })}
                      </dt>
                      <dd>−{money(line.amount)}</dd>
                    </div>
                  );
                case "breakfast":
                  return (
                    <div key={i} className={styles.line}>
                      <dt>{t("lineBreakfast", { guests: line.guests, nights: line.nights, price: money(line.unitPrice) })}</dt>
                      <dd>{money(line.amount)}</dd>
                    </div>
                  );
                case "included":
                  return (
                    <div key={i} className={styles.line}>
                      <dt>{t("lineIncluded", { text: line.text })}</dt>
                      <dd>{t("included")}</dd>
                    </div>
                  );
              }
            })}
          </dl>
          <p className={styles.total} aria-live="polite" aria-atomic="true">
            <span>{t("total")}</span> <strong data-testid="booking-total">{money(price.total)}</strong>
          </p>
        </>
      ) : (
        <p className={styles.pending}>{t("totalPending")}</p>
      )}
    </section>
  );
}
