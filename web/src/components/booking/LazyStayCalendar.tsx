"use client";
import { lazy, Suspense, useEffect, type ComponentType, type CSSProperties } from "react";
import type { Locale } from "@/i18n/routing";
import { isIsoDate, isoDateToUtcDate } from "@/lib/booking/dates";
import type { StayCalendarProps } from "./StayCalendar";
import { whenIdleAfterLoad } from "@/lib/runtime/when-idle";
import styles from "./booking.module.css";

// react-day-picker and date-fns are not part of /book's
// first load: the calendar arrives when the browser is idle after load, or at
// once when the guest reaches the dates. The date inputs beside it work from
// the start, so keyboard and screen reader users can always type the dates.
// If its code cannot be fetched, the form goes on without it (the inputs take
// the dates) rather than failing as a whole.
const NoCalendar = (_props: StayCalendarProps) => null;
const StayCalendar = lazy<ComponentType<StayCalendarProps>>(() =>
  import("./StayCalendar").then(
    (m) => ({ default: m.StayCalendar }),
    () => ({ default: NoCalendar }),
  ),
);

// The first day of the week in each locale's calendar (date-fns: ar Saturday, en-US Sunday).
const WEEK_STARTS_ON: Record<Locale, number> = { ar: 6, en: 0 };

/** How many week rows the calendar shows for the month of `isoDate`. */
export function weekRows(isoDate: string, locale: Locale): number {
  const first = isoDateToUtcDate(`${isoDate.slice(0, 7)}-01`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() - WEEK_STARTS_ON[locale] + 7) % 7;
  return Math.ceil((lead + days) / 7);
}

/**
 * The stay calendar, loaded on demand. Until it is wanted and has arrived, an
 * empty box of the calendar's size holds its place, so nothing moves when it
 * appears.
 */
export function LazyStayCalendar({ wanted, onWanted, ...props }: StayCalendarProps & { wanted: boolean; onWanted: () => void }) {
  useEffect(() => (wanted ? undefined : whenIdleAfterLoad(onWanted)), [wanted, onWanted]);

  const month = isIsoDate(props.checkIn) ? props.checkIn : props.today;
  const placeholder = (
    <div className={styles.calendar} aria-hidden="true" data-testid="stay-calendar-placeholder">
      <div className={styles.calendarPlaceholder} style={{ "--weeks": weekRows(month, props.locale) } as CSSProperties} />
    </div>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StayCalendar {...props} />
    </Suspense>
  );
}
