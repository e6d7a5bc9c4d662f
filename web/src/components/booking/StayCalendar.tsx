"use client";
import { DayPicker, type DateRange } from "react-day-picker";
import { ar, enUS } from "react-day-picker/locale";
import "react-day-picker/style.css";
import type { Locale } from "@/i18n/routing";
import { addDays, isIsoDate, isoDateToLocalDate, localDateToIsoDate } from "@/lib/booking/dates";
import { BOOKING_LIMITS } from "@/lib/booking/schema";
import styles from "./booking.module.css";

const LOCALES = { ar, en: enUS } as const;

/**
 * The range calendar beside the check-in / check-out inputs. Keyboard: Tab
 * into the grid, arrow keys move by day/week, Page Up/Down by month, Enter or
 * Space picks check-in then check-out. Days before today (Basra) are disabled.
 */
export function StayCalendar(props: {
  locale: Locale;
  today: string;
  checkIn: string;
  checkOut: string;
  labelledBy: string;
  onChange: (checkIn: string, checkOut: string) => void;
}) {
  const { locale, today, checkIn, checkOut } = props;
  const from = isIsoDate(checkIn) ? isoDateToLocalDate(checkIn) : undefined;
  const to = isIsoDate(checkOut) ? isoDateToLocalDate(checkOut) : undefined;
  const selected: DateRange | undefined = from ? { from, to } : undefined;

  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="range"
        aria-labelledby={props.labelledBy}
        locale={LOCALES[locale]}
        dir={locale === "ar" ? "rtl" : "ltr"}
        // The site writes numbers with Latin digits in both languages.
        numerals="latn"
        selected={selected}
        defaultMonth={from ?? isoDateToLocalDate(today)}
        startMonth={isoDateToLocalDate(today)}
        endMonth={isoDateToLocalDate(addDays(today, BOOKING_LIMITS.maxAdvanceDays + BOOKING_LIMITS.maxNights))}
        disabled={{ before: isoDateToLocalDate(today) }}
        excludeDisabled
        resetOnSelect
        min={1}
        max={BOOKING_LIMITS.maxNights}
        onSelect={(range) => {
          props.onChange(range?.from ? localDateToIsoDate(range.from) : "", range?.to ? localDateToIsoDate(range.to) : "");
        }}
      />
    </div>
  );
}
