"use client";
import { memo } from "react";
import { useFieldArray, type Control, type UseFormRegister } from "react-hook-form";
import type { BookingInput, RoomLineInput } from "@/lib/booking/schema";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import type { Translate } from "@/lib/forms/translate";
import { afterNextPaint } from "@/lib/runtime/when-idle";
import { RoomLineFields } from "./RoomLineFields";
import type { BookingRoomOption } from "./types";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

/** A room line's error messages, by field. */
export type LineErrors = Partial<Record<keyof RoomLineInput, string>>;

/** Step two of the form: one line per room type (rooms, adults, children), more lines on request, and breakfast. */
export const RoomsStep = memo(function RoomsStep(props: {
  t: Translate<"Booking">;
  money: (amount: number) => string;
  roomTypes: BookingRoomOption[];
  lines: Partial<RoomLineInput>[];
  breakfastCost: number;
  control: Control<BookingInput, unknown, unknown>;
  register: UseFormRegister<BookingInput>;
  /** The request's rooms as a whole (too many lines, rooms or guests). */
  linesError: string | undefined;
  lineErrors: LineErrors[];
}) {
  const { t, roomTypes, lines } = props;
  const { fields, append, remove } = useFieldArray({ control: props.control, name: "roomLines" });
  // A new line offers a type not yet in the request (each type appears once).
  const unused = roomTypes.find((r) => !lines.some((l) => l.roomType === r.slug));
  const canAdd = !!unused && fields.length < Math.min(BOOKING_LIMITS.maxRoomLines, roomTypes.length);
  return (
    <fieldset className={forms.fieldset}>
      <legend className={forms.legend}>{t("stay")}</legend>
      {props.linesError ? (
        <p className={forms.error} role="alert" id="booking-room-lines-error">
          {props.linesError}
        </p>
      ) : null}
      <div className={styles.roomLines}>
        {fields.map((field, index) => (
          <RoomLineFields
            key={field.id}
            t={t}
            money={props.money}
            index={index}
            roomTypes={roomTypes}
            roomType={lines[index]?.roomType}
            register={props.register}
            roomTypeError={props.lineErrors[index]?.roomType}
            roomsError={props.lineErrors[index]?.rooms}
            adultsError={props.lineErrors[index]?.adults}
            childrenError={props.lineErrors[index]?.children}
            onRemove={fields.length > 1 ? remove : undefined}
          />
        ))}
      </div>
      {canAdd ? (
        <button
          type="button"
          className="button button--outline"
          data-testid="booking-add-room"
          onClick={() => {
            // Focus goes to the new line after the paint: focusing it in the tap laid the page out inside it.
            append({ roomType: unused.slug, rooms: 1, adults: 1, children: 0 }, { shouldFocus: false });
            void afterNextPaint().then(() => document.getElementById(`booking-room-type-${fields.length + 1}`)?.focus());
          }}
        >
          {t("addRoomLine")}
        </button>
      ) : null}
      <label className={forms.checkbox}>
        <input type="checkbox" {...props.register("breakfast")} />
        <span>{t("breakfast", { price: props.money(props.breakfastCost) })}</span>
      </label>
    </fieldset>
  );
});
