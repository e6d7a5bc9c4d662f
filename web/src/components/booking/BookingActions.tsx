"use client";
import { memo } from "react";
import { FormChecking } from "@/components/forms/FormFeedback";
import type { Translate } from "@/lib/forms/translate";
import forms from "@/components/forms/forms.module.css";

/** The form's last step: send the request, or hand it over to WhatsApp instead. */
export const BookingActions = memo(function BookingActions(props: {
  t: Translate<"Booking">;
  submitting: boolean;
  checking: boolean;
  checkingLabel: string;
  /** The WhatsApp link with the request written out, once there is a stay to tell. */
  whatsapp: string | null;
}) {
  const { t, submitting } = props;
  return (
    <>
      <div className={forms.actions}>
        <button type="submit" className="button button--gold" disabled={submitting} aria-busy={submitting}>
          {submitting ? t("submitting") : t("submit")}
        </button>
        <FormChecking message={props.checkingLabel} checking={props.checking} />
        {props.whatsapp ? (
          <a
            className="button button--outline"
            href={props.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="booking-whatsapp"
          >
            {t("whatsapp")}
          </a>
        ) : null}
      </div>
      <p className={forms.note}>{t("confirmByPhone")}</p>
    </>
  );
});
