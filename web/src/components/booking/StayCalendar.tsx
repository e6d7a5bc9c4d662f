"use client";
import { format } from "date-fns";
import { DayPicker, type DateRange, type DayPickerProps } from "react-day-picker";
import { ar, enUS } from "react-day-picker/locale";
import "react-day-picker/style.css";
import type { Locale } from "@/i18n/routing";
import { addDays, isIsoDate, isoDateToLocalDate, localDateToIsoDate } from "@/lib/booking/dates";
import { BOOKING_LIMITS } from "@/lib/booking/form-rules";
import styles from "./booking.module.css";

const LOCALES = { ar, en: enUS } as const;

// English day labels read "Sunday 1 November 2026" rather than "…November
// 1st…", so a button's name contains the number it shows (WCAG 2.5.3).
const ENGLISH_LABELS: DayPickerProps["labels"] = {
  labelDayButton: (date, modifiers) => {
    let label = format(date, "EEEE d MMMM yyyy", { locale: enUS });
    if (modifiers.today) label = `Today, ${label}`;
    if (modifiers.selected) label = `${label}, selected`;
    return label;
  },
};

/**
 * The range calendar beside the check-in / check-out inputs. Keyboard: Tab
 * into the grid, arrow keys move by day/week, Page Up/Down by month, Enter or
 * Space picks check-in then check-out. Days before today (Basra) are disabled.
 */
export interface StayCalendarProps {
  locale: Locale;
  today: string;
  checkIn: string;
  checkOut: string;
  labelledBy: string;
  onChange: (checkIn: string, checkOut: string) => void;
}

export function StayCalendar(props: StayCalendarProps) {
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
        labels={locale === "en" ? ENGLISH_LABELS : undefined}
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
