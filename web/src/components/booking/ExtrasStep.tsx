"use client";
import { memo } from "react";
import type { Translate } from "@/lib/forms/translate";
import type { BookingExtraOption } from "./types";
import forms from "@/components/forms/forms.module.css";

/** The extras a guest can add (airport pickup, extra bed…), each with its price and how it is charged. */
export const ExtrasStep = memo(function ExtrasStep(props: {
  t: Translate<"Booking">;
  money: (amount: number) => string;
  extras: BookingExtraOption[];
  chosen: readonly string[];
  error: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const { t, extras, chosen } = props;
  if (extras.length === 0) return null;
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? extras.filter((e) => e.id === id || chosen.includes(e.id)).map((e) => e.id) : chosen.filter((c) => c !== id));
  return (
    <fieldset className={forms.fieldset} aria-describedby={props.error ? "booking-extras-error" : undefined}>
      <legend className={forms.legend}>{t("extras")}</legend>
      {props.error ? (
        <p className={forms.error} role="alert" id="booking-extras-error">
          {props.error}
        </p>
      ) : null}
      {extras.map((extra) => (
        <label key={extra.id} className={forms.checkbox}>
          <input
            type="checkbox"
            value={extra.id}
            checked={chosen.includes(extra.id)}
            onChange={(e) => toggle(extra.id, e.currentTarget.checked)}
            data-testid={`booking-extra-${extra.slug}`}
          />
          <span>{t("extraOption", { name: extra.name, price: props.money(extra.price), pricing: extra.pricing })}</span>
        </label>
      ))}
    </fieldset>
  );
});
