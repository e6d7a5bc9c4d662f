"use client";
import type { UseFormRegister } from "react-hook-form";
import type { BookingField, BookingInput } from "@/lib/booking/schema";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import type { Translate } from "@/lib/forms/translate";
import { EmailField, Field, fieldAria, Honeypot, PhoneField } from "@/components/forms/Field";
import forms from "@/components/forms/forms.module.css";

const NAMES = [
  { field: "firstName", id: "booking-first-name", autoComplete: "given-name" },
  { field: "lastName", id: "booking-last-name", autoComplete: "family-name" },
] as const;

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
        {NAMES.map(({ field, id, autoComplete }) => (
          <Field key={id} id={id} label={t(field)} error={errorText(field)} required>
            <input
              type="text"
              className={forms.input}
              autoComplete={autoComplete}
              maxLength={BOOKING_LIMITS.maxNameLength}
              {...fieldAria(id, { error: errorText(field) })}
              {...register(field)}
            />
          </Field>
        ))}
        <PhoneField
          id="booking-phone"
          label={t("phone")}
          hint={t("phoneHint")}
          error={errorText("phone")}
          required
          placeholder={t("phonePlaceholder")}
          maxLength={BOOKING_LIMITS.maxPhoneInput}
          inputProps={register("phone")}
        />
        <EmailField
          id="booking-email"
          label={t("email")}
          error={errorText("email")}
          placeholder={t("emailPlaceholder")}
          inputProps={register("email")}
        />
      </div>
      <Honeypot label={t("honeypot")} inputProps={register("website")} />
    </fieldset>
  );
}
