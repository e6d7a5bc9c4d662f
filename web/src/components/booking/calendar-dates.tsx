import { useId } from "react";
import { format } from "date-fns";
import { enUS } from "react-day-picker/locale";
import { DayButton, type DayButtonProps, type DayPickerProps, type Modifiers, type MonthCaptionProps } from "react-day-picker";
import type { Locale } from "@/i18n/routing";
import { localDateToIsoDate } from "@/lib/booking/dates";
import { formatDayWithWeekday, formatHijriDay, formatHijriMonths, formatMonth, hijriDayOfMonth, type HijriShift } from "@/lib/date-format";
import styles from "./calendar-dates.module.css";

// What the stay calendar writes about its dates: Arabic through
// lib/date-format, in Iraq's month names where DayPicker's date-fns locale
// says يناير; and the Hijri date beside each Gregorian one (the day of the
// Hijri month under each day's number and, as the day's description, the
// whole Hijri date; the Hijri months under the caption and in the grid's name).

/** A day's name: the day first, so it contains the number the button shows (WCAG 2.5.3). */
const DAY_NAME: Record<Locale, (date: Date) => string> = {
  ar: (date) => formatDayWithWeekday(localDateToIsoDate(date), "ar"),
  // "Sunday 1 November 2026", not "…November 1st…".
  en: (date) => format(date, "EEEE d MMMM yyyy", { locale: enUS }),
};

const STATE: Record<Locale, { today: (label: string) => string; selected: (label: string) => string }> = {
  ar: { today: (label) => `اليوم، ${label}`, selected: (label) => `${label}، محدد` },
  en: { today: (label) => `Today, ${label}`, selected: (label) => `${label}, selected` },
};

/** The Hijri months a calendar month (its first day, local midnight) falls in: "شعبان – رمضان 1447 هـ". */
function hijriMonthsOf(month: Date, locale: Locale, shift: HijriShift): string {
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return formatHijriMonths(localDateToIsoDate(month), localDateToIsoDate(last), locale, shift);
}

export interface CalendarDates {
  formatters: NonNullable<DayPickerProps["formatters"]>;
  labels: NonNullable<DayPickerProps["labels"]>;
  components: NonNullable<DayPickerProps["components"]>;
  /** A day button's accessible name: the day, and whether it is today or selected. */
  dayLabel: (date: Date, modifiers: Modifiers) => string;
}

/** DayPicker's formatters, labels and components for one language and Hijri shift. */
export function calendarDates(locale: Locale, shift: HijriShift): CalendarDates {
  function HijriDayButton({ children, ...props }: DayButtonProps) {
    const hijri = useId();
    const day = localDateToIsoDate(props.day.date);
    return (
      <DayButton
        {...props}
        className={`${props.className ?? ""} ${styles.day}`}
        // Shown by CSS, under the day's number: as text, it would be part of the
        // label a speech user reads out ("1 21"), which the name ("…1 November…") lacks.
        data-hijri-day={hijriDayOfMonth(day, shift)}
        aria-describedby={hijri}
      >
        {children}
        <span id={hijri} hidden>
          {formatHijriDay(day, locale, shift)}
        </span>
      </DayButton>
    );
  }

  function HijriMonthCaption({ calendarMonth, displayIndex: _displayIndex, children, ...props }: MonthCaptionProps) {
    return (
      <div {...props} className={`${props.className ?? ""} ${styles.caption}`}>
        {children}
        <span className={styles.hijriMonths}>{hijriMonthsOf(calendarMonth.date, locale, shift)}</span>
      </div>
    );
  }

  const state = STATE[locale];
  return {
    formatters: { formatCaption: (month) => formatMonth(localDateToIsoDate(month), locale) },
    labels: { labelGrid: (month) => `${formatMonth(localDateToIsoDate(month), locale)} (${hijriMonthsOf(month, locale, shift)})` },
    components: { DayButton: HijriDayButton, MonthCaption: HijriMonthCaption },
    dayLabel: (date, modifiers) => {
      let label = DAY_NAME[locale](date);
      if (modifiers.today) label = state.today(label);
      if (modifiers.selected) label = state.selected(label);
      return label;
    },
  };
}
