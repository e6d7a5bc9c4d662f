import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { telHref } from "@/lib/forms/phone";
import { PhoneLink } from "@/components/forms/PhoneLink";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

export type CallToBookReason = "phone_only" | "closed" | "unavailable";

/** What /book shows instead of the form: booking by phone, bookings paused, or the CMS unreachable. */
export async function CallToBook({ locale, reason, phone }: { locale: Locale; reason: CallToBookReason; phone: string | null }) {
  const t = await getTranslations({ locale, namespace: "Reservation" });
  const heading = reason === "phone_only" ? t("phoneOnlyHeading") : reason === "closed" ? t("closedHeading") : t("unavailableHeading");
  const text = reason === "phone_only" ? t("phoneOnlyText") : reason === "closed" ? t("closedText") : t("unavailableText");
  return (
    <section className={styles.panel} aria-labelledby="call-to-book-heading" data-testid={`reservation-${reason}`}>
      <h2 id="call-to-book-heading">{heading}</h2>
      <p>{text}</p>
      {phone ? (
        <p>
          {t("callLabel")} <PhoneLink phone={phone} href={telHref(phone)} className={forms.phone} />
        </p>
      ) : null}
    </section>
  );
}
