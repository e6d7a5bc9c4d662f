"use client";
import { memo, startTransition, useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import type { Locale } from "@/i18n/routing";
import { addDays, daysBetween, isIsoDate } from "@/lib/booking/rules/dates";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import type { StayClosure } from "@/lib/domain";
import type { HijriShift } from "@/lib/date-format";
import {
  addMonths,
  dayName,
  hijriOf,
  lastOfMonth,
  monthCaption,
  monthOf,
  monthWeeks,
  monthDays,
  warmDay,
  weekBounds,
  weekdays,
} from "./calendar-dates";
import { inIdleSteps } from "@/lib/runtime/idle-steps";
import { takeEarlyTaps, turnOf } from "./early-taps";
import styles from "./StayCalendar.module.css";

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
  /** The month buttons' names. */
  previousLabel: string;
  nextLabel: string;
  /** The visible list of closed nights, for the grid's description. */
  describedBy?: string;
  /** Days the Hijri dates are moved by (settings.hijri_shift). */
  hijriShift?: HijriShift;
  onChange: (checkIn: string, checkOut: string) => void;
  /**
   * The stay as the form holds it now. When the calendar takes over the server's, the
   * props may still be the form's defaults while dates typed before are already read.
   */
  currentStay?: () => [checkIn: string, checkOut: string];
}

/**
 * Which days cannot be picked. A closed night cannot be slept in, but its
 * morning can be a check-out: once a check-in is picked, the first closed
 * night after it stays pickable (as the check-out) and every day beyond it is
 * not, so no picked stay crosses one.
 */
export function disabledDays(today: string, checkIn: string, checkOut: string, closed: readonly StayClosure[]): (day: string) => boolean {
  const nextClosed = isIsoDate(checkIn) && !isIsoDate(checkOut) ? closed.find((c) => c.lastNight >= checkIn) : undefined;
  if (!nextClosed || nextClosed.firstNight <= checkIn) return (day) => day < today || !!closureOf(day, closed);
  const before = closed.filter((c) => c.lastNight < checkIn);
  return (day) => day < today || day > nextClosed.firstNight || !!closureOf(day, before);
}

/** The closure `day` is in (the form passes only those of the chosen rooms). */
const closureOf = (day: string, closed: readonly StayClosure[]) => closed.find((c) => c.firstNight <= day && day <= c.lastNight);

/**
 * The stay after picking `day`: the first pick (or a pick after a whole stay)
 * is the check-in, the next the check-out (an earlier day swaps them, the
 * check-in again clears it). A stay over the longest allowed, or over a
 * disabled day, starts again from the picked day.
 */
export function pickDay(day: string, checkIn: string, checkOut: string, disabled: (day: string) => boolean): [string, string] {
  if (!isIsoDate(checkIn) || isIsoDate(checkOut)) return [day, ""];
  if (day === checkIn) return ["", ""];
  const [from, to] = day < checkIn ? [day, checkIn] : [checkIn, day];
  const nights = daysBetween(from, to);
  if (nights > BOOKING_LIMITS.maxNights) return [day, ""];
  for (let i = 0; i <= nights; i++) if (disabled(addDays(from, i))) return [day, ""];
  return [from, to];
}

/** The most days a month has. */
const MAX_GRID_DAYS = 31;

type Move = { days: number } | { months: number } | "start" | "end";

/** The day a key moves focus to from `day`, before bounds and disabled days; null for other keys. */
function keyMove(event: KeyboardEvent, rtl: boolean): Move | null {
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  const on = rtl ? "ArrowLeft" : "ArrowRight";
  switch (event.key) {
    case back:
      return { days: -1 };
    case on:
      return { days: 1 };
    case "ArrowUp":
      return { days: -7 };
    case "ArrowDown":
      return { days: 7 };
    case "PageUp":
      return { months: event.shiftKey ? -12 : -1 };
    case "PageDown":
      return { months: event.shiftKey ? 12 : 1 };
    case "Home":
      return "start";
    case "End":
      return "end";
    default:
      return null;
  }
}

/** `day` moved by whole months, on the same day of the month where the month has it, else its last. */
function moveMonths(day: string, months: number): string {
  const month = addMonths(day, months);
  const last = lastOfMonth(month);
  const same = `${month.slice(0, 8)}${day.slice(8)}`;
  return isIsoDate(same) && same <= last ? same : last;
}

/**
 * The range calendar beside the check-in / check-out inputs (the WAI-ARIA date
 * grid): Tab reaches one day, arrow keys move by day (mirrored in Arabic) and
 * week, Home/End to the week's ends, Page Up/Down by month (with Shift, by
 * year), Enter or Space picks check-in then check-out. Days before today
 * (Basra) are disabled. Rendered on the server with the form: everything it
 * shows comes from its props, so the browser's first render is the same.
 */
export const StayCalendar = memo(function StayCalendar(props: StayCalendarProps) {
  const { locale, today, checkIn, checkOut, closed, hijriShift = 0 } = props;
  const rtl = locale === "ar";
  const first = monthOf(today);
  const last = lastOfMonth(addDays(today, BOOKING_LIMITS.maxAdvanceDays + BOOKING_LIMITS.maxNights));
  const clampMonth = (day: string) => monthOf(day < first ? first : day > last ? last : day);

  const [shown, setShown] = useState(() => clampMonth(isIsoDate(checkIn) ? checkIn : today));
  // A date typed in an input brings its month into view.
  const [seen, setSeen] = useState({ checkIn, checkOut });
  if (seen.checkIn !== checkIn || seen.checkOut !== checkOut) {
    setSeen({ checkIn, checkOut });
    const typed = [checkOut !== seen.checkOut && checkOut, checkIn !== seen.checkIn && checkIn].find(isIsoDate);
    if (typed && monthOf(typed) !== shown) setShown(clampMonth(typed));
  }
  // The day keyboard focus is on (or goes to), and whether to move focus there after rendering.
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!moveFocus.current || !focused) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"] button`)?.focus();
  }, [focused, shown]);

  // The months either side, their grid and caption, then a day at a time, while the page is idle: turning
  // to one then only renders it. Nothing is worked out here: a tap's effects run inside the tap.
  useEffect(
    () =>
      inIdleSteps(
        [addMonths(shown, 1), addMonths(shown, -1)].flatMap((month) => [
          () => monthCaption(month, locale, hijriShift),
          ...Array.from({ length: MAX_GRID_DAYS }, (_, i) => () => {
            const day = monthDays(month, locale)[i];
            if (day) warmDay(day, locale, hijriShift);
          }),
        ]),
      ),
    [shown, locale, hijriShift],
  );

  const disabled = disabledDays(today, checkIn, checkOut, closed);
  const from = isIsoDate(checkIn) ? checkIn : "";
  const to = from && isIsoDate(checkOut) ? checkOut : "";
  const isSelected = (day: string) => !!from && (to ? from <= day && day <= to : day === from);
  const weeks = monthWeeks(shown, locale);
  const inShown = (day: string | null | undefined): day is string => !!day && monthOf(day) === shown && !disabled(day);
  // One day in the tab order: the focused one, else the check-in or out, else today, else the month's first open day.
  const tabStop = [focused, from, to, today].find(inShown) ?? weeks.flat().find(inShown);
  const caption = monthCaption(shown, locale, hijriShift);

  const focusDay = (day: string) => {
    moveFocus.current = true;
    setFocused(day);
    if (monthOf(day) !== shown) setShown(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const move = keyMove(event, rtl);
    if (!move) return;
    event.preventDefault();
    // On a disabled day, the same move again; Home and End step back towards the day instead.
    const step = (d: string): string => {
      if (move === "start" || move === "end") return addDays(d, move === "start" ? 1 : -1);
      return "days" in move ? addDays(d, move.days) : moveMonths(d, move.months);
    };
    const [weekStart, weekEnd] = weekBounds(day, locale);
    let target = move === "start" ? weekStart : move === "end" ? weekEnd : step(day);
    for (let tries = 0; tries < 400; tries++) {
      // Past the bounds, the nearest day inside them.
      if (target < today) target = today;
      if (target > last) target = last;
      if (!disabled(target) || target === day) break;
      target = step(target);
    }
    if (target !== day && !disabled(target)) focusDay(target);
  };

  const turn = (months: number) => setShown(clampMonth(addMonths(shown, months)));

  // Taps on the server's calendar before this code arrived (early-taps.ts), picked now, in order.
  const replayEarlyTaps = useEffectEvent(() => {
    let [from, to] = props.currentStay?.() ?? [checkIn, checkOut];
    let month = shown;
    let picked = false;
    for (const tap of takeEarlyTaps(root.current)) {
      const months = turnOf(tap);
      if (months !== null) month = clampMonth(addMonths(month, months));
      else if (isIsoDate(tap)) {
        [from, to] = pickDay(tap, from, to, disabledDays(today, from, to, closed));
        picked = true;
      }
    }
    if (month !== shown) setShown(month);
    if (picked) props.onChange(from, to);
  });
  // Once, when the calendar takes over: the taps come from outside React (the inline script's queue).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => replayEarlyTaps(), []);
  const atFirst = shown === first;
  const atLast = shown === monthOf(last);

  return (
    // A group, named by the dates' legend: aria-labelledby is not allowed on (nor announced for) a div without a role.
    <div
      ref={root}
      className={styles.calendar}
      data-testid="stay-calendar"
      data-stay-calendar=""
      role="group"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      dir={rtl ? "rtl" : "ltr"}
    >
      <div className={styles.header}>
        <div className={styles.caption}>
          <span role="status" aria-live="polite">
            {caption.month}
          </span>
          <span className={styles.hijriMonths}>{caption.hijri}</span>
        </div>
        {([-1, 1] as const).map((months) => {
          const atBound = months < 0 ? atFirst : atLast;
          return (
            <button
              key={months}
              type="button"
              className={styles.turn}
              aria-label={months < 0 ? props.previousLabel : props.nextLabel}
              aria-disabled={atBound || undefined}
              data-turn={months}
              onClick={() => (atBound ? undefined : turn(months))}
            >
              <Chevron back={months < 0} />
            </button>
          );
        })}
      </div>
      {/* The days' handlers, once for the grid (DayCell): a day's own would render every cell again with each pick. */}
      <table
        ref={grid}
        className={styles.grid}
        role="grid"
        aria-multiselectable="true"
        aria-label={`${caption.month} (${caption.hijri})`}
        onClick={(event) => {
          const day = dayOf(event);
          if (!day) return;
          setFocused(day);
          props.onChange(...pickDay(day, checkIn, checkOut, disabled));
        }}
        onFocus={(event) => {
          const day = dayOf(event);
          // Not urgent: a tap's click sets it at once, and keys move focus through focusDay; rendering here
          // too made a tap on a day render the calendar twice before its pick.
          if (day) startTransition(() => setFocused(day));
        }}
        onKeyDown={(event) => {
          const day = dayOf(event);
          if (day) onKeyDown(event, day);
        }}
      >
        <thead>
          <tr className={styles.weekdays}>
            {weekdays(locale).map((w) => (
              <th key={w.name} scope="col" aria-label={w.name} className={styles.weekday}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const selected = isSelected(day);
                const closure = closureOf(day, closed);
                return (
                  <DayCell
                    key={day}
                    day={day}
                    locale={locale}
                    hijriShift={hijriShift}
                    isToday={day === today}
                    selected={selected}
                    range={to ? (day === from ? "start" : day === to ? "end" : selected ? "middle" : "") : ""}
                    off={disabled(day)}
                    closedLabel={closure ? props.closedLabel(closure.reason) : ""}
                    tabStop={day === tabStop}
                    descriptionId={`${id}-${day}`}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The day of the button an event on the grid came from; null for anything else (a disabled day sends no click). */
function dayOf(event: SyntheticEvent): string | null {
  const target = event.target instanceof Element ? event.target.closest("button") : null;
  return target?.closest("td")?.getAttribute("data-day") ?? null;
}

/**
 * One day of the grid. Memoised, with plain props: a pick renders again only
 * the days whose state it changed, and a turned month only the new month's.
 */
const DayCell = memo(function DayCell(props: {
  day: string;
  locale: Locale;
  hijriShift: HijriShift;
  isToday: boolean;
  selected: boolean;
  range: "start" | "end" | "middle" | "";
  off: boolean;
  /** ", closed: <reason>" for a closed night, else "". */
  closedLabel: string;
  tabStop: boolean;
  descriptionId: string;
}) {
  const { day, locale, selected, isToday, off } = props;
  const name = dayName(day, locale, { today: isToday, selected });
  const hijri = hijriOf(day, locale, props.hijriShift);
  const range = { start: styles.rangeStart, end: styles.rangeEnd, middle: styles.rangeMiddle, "": "" }[props.range];
  const classes = [styles.day, range, selected && styles.selected, isToday && styles.today, off && styles.disabled];
  return (
    <td
      data-day={day}
      aria-selected={selected || undefined}
      className={[...classes, props.closedLabel && "closed-night"].filter(Boolean).join(" ")}
    >
      <button
        type="button"
        className={styles.dayButton}
        disabled={off}
        tabIndex={props.tabStop ? 0 : -1}
        aria-label={props.closedLabel ? `${name}, ${props.closedLabel}` : name}
        aria-describedby={props.descriptionId}
        // Shown by CSS, under the day's number: as text, it would be part of the
        // label a speech user reads out ("1 21"), which the name ("…1 November…") lacks.
        data-hijri-day={hijri.dayOfMonth}
      >
        {Number(day.slice(8))}
        <span id={props.descriptionId} hidden>
          {hijri.date}
        </span>
      </button>
    </td>
  );
});

/** The month buttons' arrow, pointing back or on (mirrored in Arabic by CSS). */
function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg className={styles.chevron} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon points={back ? "16 18.1 9.8 12 16 5.9 14.1 4 6 12 14.1 20" : "8 18.1 14.2 12 8 5.9 9.9 4 18 12 9.9 20"} />
    </svg>
  );
}
