"use client";
import { FormSuccess } from "@/components/forms/FormFeedback";
import type { Locale } from "@/i18n/routing";
import { PhoneLink } from "@/components/forms/PhoneLink";
import type { Translate } from "@/lib/forms/translate";
import { RequestLink } from "@/components/guest-request/RequestLink";
import type { HotelContact } from "./types";
import forms from "@/components/forms/forms.module.css";

/** What the guest sees once the request is stored: its reference, the number to call and the request's private link. */
export function BookingSuccess(props: {
  t: Translate<"Booking">;
  locale: Locale;
  contact: HotelContact;
  reference: string;
  token: string;
  onAgain: () => void;
}) {
  const { t, contact, reference, token } = props;
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
      {token ? <RequestLink locale={props.locale} reference={reference} token={token} t={t} /> : null}
    </FormSuccess>
  );
}
