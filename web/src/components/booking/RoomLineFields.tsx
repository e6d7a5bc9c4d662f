"use client";
import { memo } from "react";
import type { UseFormRegister } from "react-hook-form";
import type { BookingInput, RoomLineInput } from "@/lib/booking/schema";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import type { Translate } from "@/lib/forms/translate";
import { Field, fieldAria } from "@/components/forms/Field";
import type { BookingRoomOption } from "./types";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

/**
 * One room type of the request. The first line keeps the ids the form always
 * had (booking-room-type, booking-rooms), so links and tests that name them still work.
 * Memoised, with plain props: a line added, removed or typed in renders (and registers) no other line's fields.
 */
export const RoomLineFields = memo(function RoomLineFields(props: {
  t: Translate<"Booking">;
  money: (amount: number) => string;
  index: number;
  roomTypes: BookingRoomOption[];
  roomType: string | undefined;
  register: UseFormRegister<BookingInput>;
  roomTypeError: string | undefined;
  roomsError: string | undefined;
  adultsError: string | undefined;
  childrenError: string | undefined;
  /** Absent on the only line. */
  onRemove?: (index: number) => void;
}) {
  const { t, index, register, onRemove } = props;
  const error = (field: keyof RoomLineInput) => props[`${field}Error`];
  const room = props.roomTypes.find((r) => r.slug === props.roomType);
  const id = (name: string) => (index === 0 ? `booking-${name}` : `booking-${name}-${index + 1}`);
  const number = index + 1;
  const count = (field: "rooms" | "adults" | "children", label: string, min: number, max: number, hint?: string) => (
    <Field id={id(field)} label={label} hint={hint} error={error(field)} required>
      <input
        type="number"
        inputMode="numeric"
        className={forms.input}
        min={min}
        max={max}
        step={1}
        {...fieldAria(id(field), { error: error(field), hint: !!hint })}
        {...register(`roomLines.${index}.${field}`, { valueAsNumber: true })}
      />
    </Field>
  );
  return (
    <div className={styles.roomLine} role="group" aria-labelledby={`${id("room-line")}-heading`} data-testid="booking-room-line">
      <div className={styles.roomLineHeader}>
        <p className={styles.roomLineHeading} id={`${id("room-line")}-heading`}>
          {t("roomLine", { number })}
        </p>
        {onRemove ? (
          <button type="button" className={styles.roomLineRemove} onClick={() => onRemove(index)}>
            {t("removeRoomLine", { number })}
          </button>
        ) : null}
      </div>
      <Field
        id={id("room-type")}
        label={t("roomType")}
        hint={room ? t("roomFrom", { price: props.money(room.fromPrice) }) : undefined}
        error={error("roomType")}
        required
        className={styles.roomPick}
      >
        {/* The price is the hint under the list, not part of each option: a phone's narrow list cut it mid-number. */}
        <select
          className={forms.input}
          {...fieldAria(id("room-type"), { error: error("roomType"), hint: !!room })}
          {...register(`roomLines.${index}.roomType`)}
        >
          {props.roomTypes.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </Field>
      <div className={forms.grid}>
        {count("rooms", t("rooms"), 1, Math.min(BOOKING_LIMITS.maxRooms, room?.roomCount || BOOKING_LIMITS.maxRooms))}
        {count(
          "adults",
          t("adults"),
          1,
          BOOKING_LIMITS.maxGuests,
          room ? t("lineCapacity", { adults: room.adults, children: room.children, count: room.roomCount }) : undefined,
        )}
        {count("children", t("children"), 0, BOOKING_LIMITS.maxGuests)}
      </div>
    </div>
  );
});
