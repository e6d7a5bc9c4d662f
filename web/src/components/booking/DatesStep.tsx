"use client";
import type { UseFormRegister } from "react-hook-form";
import { addDays, isIsoDate } from "@/lib/booking/rules/dates";
import type { StayClosure } from "@/lib/domain";
import type { BookingInput } from "@/lib/booking/schema";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import { dayRange, type Translate } from "@/lib/forms/translate";
import { Field, fieldAria } from "@/components/forms/Field";
import type { Locale } from "@/i18n/routing";
import type { HijriShift } from "@/lib/date-format";
import { StayCalendar } from "./StayCalendar";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

/** Step one of the form: arrival and departure, typed or picked on the calendar, with the nights closed in that time. */
export function DatesStep(props: {
  t: Translate<"Booking">;
  locale: Locale;
  today: string;
  checkIn: string | undefined;
  checkOut: string | undefined;
  nights: number;
  closed: StayClosure[];
  hijriShift: HijriShift;
  day: (iso: string) => string;
  register: UseFormRegister<BookingInput>;
  errorText: (field: "checkIn" | "checkOut") => string | undefined;
  onPick: (checkIn: string, checkOut: string) => void;
}) {
  const { t, today, checkIn, closed, day, register } = props;

  // Typing the dates is the way in for keyboard and screen reader users: they hear the closed nights too.
  const withClosedNights = <A extends { "aria-describedby"?: string }>(aria: A): A =>
    closed.length > 0
      ? { ...aria, "aria-describedby": [aria["aria-describedby"], "booking-closed-nights"].filter(Boolean).join(" ") }
      : aria;
  const checkInError = props.errorText("checkIn");
  const checkOutError = props.errorText("checkOut");

  return (
    <fieldset className={forms.fieldset}>
      <legend className={forms.legend} id="booking-dates-legend">
        {t("dates")}
      </legend>
      <p className={forms.hint} id="booking-dates-hint">
        {t("datesHint")}
      </p>
      {closed.length > 0 ? (
        <div className={styles.closed} id="booking-closed-nights" data-testid="booking-closed-nights">
          <p className={styles.closedHeading}>{t("closedHeading")}</p>
          <ul className={styles.closedList}>
            {closed.map((c) => (
              <li key={c.id}>{t("closedRange", { dates: dayRange(day, c.firstNight, c.lastNight), reason: c.reason })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.dates}>
        <div className={forms.grid}>
          <Field id="booking-check-in" label={t("checkIn")} error={checkInError} required>
            <input
              type="date"
              className={`${forms.input} ${forms.ltr}`}
              min={today}
              max={addDays(today, BOOKING_LIMITS.maxAdvanceDays)}
              {...withClosedNights(fieldAria("booking-check-in", { error: checkInError }))}
              {...register("checkIn")}
            />
          </Field>
          <Field id="booking-check-out" label={t("checkOut")} error={checkOutError} required>
            <input
              type="date"
              className={`${forms.input} ${forms.ltr}`}
              min={isIsoDate(checkIn) ? addDays(checkIn, 1) : addDays(today, 1)}
              {...withClosedNights(fieldAria("booking-check-out", { error: checkOutError }))}
              {...register("checkOut")}
            />
          </Field>
        </div>
        <StayCalendar
          locale={props.locale}
          today={today}
          checkIn={checkIn ?? ""}
          checkOut={props.checkOut ?? ""}
          closed={closed}
          // A fully booked night's reason is already its label (BookingForm, availability.ts).
          closedLabel={(reason) => (reason === t("fullyBooked") ? reason : t("closedDay", { reason }))}
          previousLabel={t("previousMonth")}
          nextLabel={t("nextMonth")}
          describedBy={closed.length > 0 ? "booking-closed-nights" : undefined}
          hijriShift={props.hijriShift}
          labelledBy="booking-dates-legend"
          onChange={props.onPick}
        />
      </div>
      <p className={styles.nights} aria-live="polite" data-testid="booking-nights">
        {props.nights > 0 ? t("nights", { count: props.nights }) : ""}
      </p>
    </fieldset>
  );
}
