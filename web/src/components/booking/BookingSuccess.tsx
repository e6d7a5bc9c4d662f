"use client";
import { FormSuccess } from "@/components/forms/FormFeedback";
import { PhoneLink } from "@/components/forms/PhoneLink";
import type { Translate } from "@/lib/forms/translate";
import type { HotelContact } from "./types";
import forms from "@/components/forms/forms.module.css";

/** What the guest sees once the request is stored: its reference and the number to call. */
export function BookingSuccess(props: { t: Translate<"Booking">; contact: HotelContact; reference: string; onAgain: () => void }) {
  const { t, contact, reference } = props;
  return (
    <FormSuccess heading={t("successHeading")} againLabel={t("newRequest")} onAgain={props.onAgain} testId="booking-success">
      <p>{t("callToConfirm")}</p>
      <p>
        <PhoneLink phone={contact.phone} href={contact.phoneHref} className={forms.phone} />
      </p>
      <p>{t("contactSoon")}</p>
      <p>
        {t("referenceLabel")} <span className={forms.reference}>{reference}</span>
      </p>
    </FormSuccess>
  );
}
