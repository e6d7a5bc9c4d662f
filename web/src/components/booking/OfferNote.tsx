"use client";
import type { Translate } from "@/lib/forms/translate";
import type { BookingOfferOption } from "./types";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

/** The offer the guest came from: its title, what it includes, and whether the rooms chosen get it. */
export function OfferNote({ t, offer, applies }: { t: Translate<"Booking">; offer: BookingOfferOption; applies: boolean }) {
  return (
    <div className={styles.offer} data-testid="booking-offer">
      <p className={styles.offerTitle}>{t("offer", { title: offer.title })}</p>
      {offer.includes ? <p>{t("lineIncluded", { text: offer.includes })}</p> : null}
      {!applies ? <p className={forms.note}>{t("offerOtherRoom")}</p> : null}
    </div>
  );
}
