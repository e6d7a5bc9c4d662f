"use client";
import type { UseFormRegister } from "react-hook-form";
import type { BookingField, BookingInput } from "@/lib/booking/schema";
import { BOOKING_LIMITS } from "@/lib/forms/form-rules";
import type { Translate } from "@/lib/forms/translate";
import { Field, fieldAria, Honeypot } from "@/components/forms/Field";
import forms from "@/components/forms/forms.module.css";

/** Step three of the form: who is coming, and how the hotel reaches them. */
export function GuestStep(props: {
  t: Translate<"Booking">;
  register: UseFormRegister<BookingInput>;
  errorText: (field: BookingField) => string | undefined;
}) {
  const { t, register, errorText } = props;
  return (
    <fieldset className={forms.fieldset}>
      <legend className={forms.legend}>{t("guestDetails")}</legend>
      <div className={forms.grid}>
        <Field id="booking-first-name" label={t("firstName")} error={errorText("firstName")} required>
          <input
            type="text"
            className={forms.input}
            autoComplete="given-name"
            maxLength={BOOKING_LIMITS.maxNameLength}
            {...fieldAria("booking-first-name", { error: errorText("firstName") })}
            {...register("firstName")}
          />
        </Field>
        <Field id="booking-last-name" label={t("lastName")} error={errorText("lastName")} required>
          <input
            type="text"
            className={forms.input}
            autoComplete="family-name"
            maxLength={BOOKING_LIMITS.maxNameLength}
            {...fieldAria("booking-last-name", { error: errorText("lastName") })}
            {...register("lastName")}
          />
        </Field>
        <Field id="booking-phone" label={t("phone")} hint={t("phoneHint")} error={errorText("phone")} required>
          <input
            type="tel"
            inputMode="tel"
            className={`${forms.input} ${forms.ltr}`}
            autoComplete="tel"
            placeholder={t("phonePlaceholder")}
            maxLength={BOOKING_LIMITS.maxPhoneInput}
            {...fieldAria("booking-phone", { error: errorText("phone"), hint: true })}
            {...register("phone")}
          />
        </Field>
        <Field id="booking-email" label={t("email")} error={errorText("email")}>
          <input
            type="email"
            className={`${forms.input} ${forms.ltr}`}
            autoComplete="email"
            placeholder={t("emailPlaceholder")}
            {...fieldAria("booking-email", { error: errorText("email") })}
            {...register("email")}
          />
        </Field>
      </div>
      <Honeypot label={t("honeypot")} inputProps={register("website")} />
    </fieldset>
  );
}
