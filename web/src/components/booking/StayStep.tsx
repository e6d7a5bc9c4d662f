"use client";
import type { UseFormRegister } from "react-hook-form";
import type { BookingField, BookingInput } from "@/lib/booking/schema";
import { BOOKING_LIMITS } from "@/lib/forms/form-rules";
import type { Translate } from "@/lib/forms/translate";
import { Field, fieldAria } from "@/components/forms/Field";
import type { BookingRoomOption } from "./types";
import forms from "@/components/forms/forms.module.css";

/** Step two of the form: the room type, how many guests and rooms, and breakfast. */
export function StayStep(props: {
  t: Translate<"Booking">;
  money: (amount: number) => string;
  roomTypes: BookingRoomOption[];
  room: BookingRoomOption | undefined;
  breakfastCost: number;
  register: UseFormRegister<BookingInput>;
  errorText: (field: BookingField) => string | undefined;
}) {
  const { t, money, room, register, errorText } = props;
  const capacityPerRoom = room ? room.adults + room.children : 0;
  return (
    <fieldset className={forms.fieldset}>
      <legend className={forms.legend}>{t("stay")}</legend>
      <div className={forms.grid}>
        <Field id="booking-room-type" label={t("roomType")} error={errorText("roomType")} required>
          <select className={forms.input} {...fieldAria("booking-room-type", { error: errorText("roomType") })} {...register("roomType")}>
            {props.roomTypes.map((r) => (
              <option key={r.slug} value={r.slug}>
                {t("roomOption", { name: r.name, price: money(r.fromPrice) })}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="booking-guests"
          label={t("guests")}
          hint={capacityPerRoom ? t("capacityHint", { count: capacityPerRoom }) : undefined}
          error={errorText("guests")}
          required
        >
          <input
            type="number"
            inputMode="numeric"
            className={forms.input}
            min={1}
            max={BOOKING_LIMITS.maxGuests}
            step={1}
            {...fieldAria("booking-guests", { error: errorText("guests"), hint: !!capacityPerRoom })}
            {...register("guests", { valueAsNumber: true })}
          />
        </Field>
        <Field id="booking-rooms" label={t("rooms")} error={errorText("rooms")} required>
          <input
            type="number"
            inputMode="numeric"
            className={forms.input}
            min={1}
            max={Math.min(BOOKING_LIMITS.maxRooms, room?.roomCount || BOOKING_LIMITS.maxRooms)}
            step={1}
            {...fieldAria("booking-rooms", { error: errorText("rooms") })}
            {...register("rooms", { valueAsNumber: true })}
          />
        </Field>
      </div>
      <label className={forms.checkbox}>
        <input type="checkbox" {...register("breakfast")} />
        <span>{t("breakfast", { price: money(props.breakfastCost) })}</span>
      </label>
    </fieldset>
  );
}
