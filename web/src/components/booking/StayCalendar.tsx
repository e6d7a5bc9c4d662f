"use client";
import { useMemo } from "react";
import { DayPicker, type DateRange, type DayProps, type DayPickerProps, type Matcher } from "react-day-picker";
import { ar, enUS } from "react-day-picker/locale";
import "react-day-picker/style.css";
import type { Locale } from "@/i18n/routing";
import { addDays, isIsoDate, isoDateToLocalDate, localDateToIsoDate } from "@/lib/booking/dates";
import { BOOKING_LIMITS } from "@/lib/forms/form-rules";
import type { StayClosure } from "@/lib/domain";
import type { HijriShift } from "@/lib/date-format";
import { calendarDates } from "./calendar-dates";
import styles from "./booking.module.css";

const LOCALES = { ar, en: enUS } as const;

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
  /** Closed ranges for the chosen room type, in date order. */
  closed: readonly StayClosure[];
  /** ", closed: <reason>" appended to a closed day's accessible name. */
  closedLabel: (reason: string) => string;
  /** The visible list of closed nights, for the grid's description. */
  describedBy?: string;
  /** Days the Hijri dates are moved by (settings.hijri_shift). */
  hijriShift?: HijriShift;
  onChange: (checkIn: string, checkOut: string) => void;
}

/**
 * A closed night cannot be slept in, but its morning can be a check-out: once
 * a check-in is picked, the first closed night after it stays pickable (as the
 * check-out) and every day beyond it is not, so no picked stay crosses one.
 */
export function disabledDays(today: string, checkIn: string, checkOut: string, closed: readonly StayClosure[]): Matcher[] {
  const ranges = closed.map((c) => ({ from: isoDateToLocalDate(c.firstNight), to: isoDateToLocalDate(c.lastNight) }));
  const before = { before: isoDateToLocalDate(today) };
  if (!isIsoDate(checkIn) || isIsoDate(checkOut)) return [before, ...ranges];
  const nextClosed = closed.find((c) => c.lastNight >= checkIn);
  if (!nextClosed || nextClosed.firstNight <= checkIn) return [before, ...ranges];
  return [before, ...ranges.filter((_, i) => closed[i]!.lastNight < checkIn), { after: isoDateToLocalDate(nextClosed.firstNight) }];
}

// react-day-picker puts role="gridcell" on every td; a td of its role="grid"
// table is a grid cell already, and HTML does not allow the role there (the
// Nu checker refuses it), so the cell is rendered without it.
function CalendarDay({ day: _day, modifiers: _modifiers, role: _role, ...td }: DayProps) {
  return <td {...td} />;
}

export function StayCalendar(props: StayCalendarProps) {
  const { locale, today, checkIn, checkOut, hijriShift = 0 } = props;
  const dates = useMemo(() => calendarDates(locale, hijriShift), [locale, hijriShift]);
  const from = isIsoDate(checkIn) ? isoDateToLocalDate(checkIn) : undefined;
  const to = isIsoDate(checkOut) ? isoDateToLocalDate(checkOut) : undefined;
  const selected: DateRange | undefined = from ? { from, to } : undefined;
  const { closed, closedLabel } = props;
  const closedOn = (date: Date) => {
    const night = localDateToIsoDate(date);
    return closed.find((c) => c.firstNight <= night && night <= c.lastNight) ?? null;
  };
  const labels: DayPickerProps["labels"] = {
    ...dates.labels,
    labelDayButton: (date, modifiers) => {
      const label = dates.dayLabel(date, modifiers);
      const closure = modifiers.closed ? closedOn(date) : null;
      return closure ? `${label}, ${closedLabel(closure.reason)}` : label;
    },
  };

  return (
    // A group, named by the dates' legend: aria-labelledby is not allowed on (nor announced for) a div without a role.
    <div className={styles.calendar} role="group" aria-labelledby={props.labelledBy} aria-describedby={props.describedBy}>
      <DayPicker
        mode="range"
        locale={LOCALES[locale]}
        labels={labels}
        formatters={dates.formatters}
        components={{ ...dates.components, Day: CalendarDay }}
        dir={locale === "ar" ? "rtl" : "ltr"}
        // The site writes numbers with Latin digits in both languages.
        numerals="latn"
        selected={selected}
        defaultMonth={from ?? isoDateToLocalDate(today)}
        startMonth={isoDateToLocalDate(today)}
        endMonth={isoDateToLocalDate(addDays(today, BOOKING_LIMITS.maxAdvanceDays + BOOKING_LIMITS.maxNights))}
        disabled={disabledDays(today, checkIn, checkOut, closed)}
        modifiers={{ closed: closed.map((c) => ({ from: isoDateToLocalDate(c.firstNight), to: isoDateToLocalDate(c.lastNight) })) }}
        modifiersClassNames={{ closed: "closed-night" }}
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
