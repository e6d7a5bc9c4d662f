// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays } from "@/lib/booking/rules/dates";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import { monthWeeks } from "./calendar-dates";
import { disabledDays, pickDay, StayCalendar, type StayCalendarProps } from "./StayCalendar";

afterEach(cleanup);

const closure = { id: "c1", reason: "Fully booked for Arba'een", roomTypeId: null, firstNight: "2026-03-20", lastNight: "2026-03-22" };

const props: StayCalendarProps = {
  locale: "en",
  today: "2026-03-10",
  checkIn: "",
  checkOut: "",
  labelledBy: "x",
  closed: [],
  closedLabel: (reason) => `closed: ${reason}`,
  previousLabel: "Previous month",
  nextLabel: "Next month",
  onChange: () => undefined,
};

/** The calendar with the form's part played: picks go back in as its dates, and every change is recorded. */
function Picking(overrides: Partial<StayCalendarProps> & { onPick?: (checkIn: string, checkOut: string) => void }) {
  const [stay, setStay] = useState({ checkIn: overrides.checkIn ?? "", checkOut: overrides.checkOut ?? "" });
  return (
    <StayCalendar
      {...props}
      {...overrides}
      {...stay}
      onChange={(checkIn, checkOut) => {
        overrides.onPick?.(checkIn, checkOut);
        setStay({ checkIn, checkOut });
      }}
    />
  );
}

const focusedDay = () => document.activeElement?.closest("td")?.getAttribute("data-day");
const caption = () => screen.getByRole("status").textContent;
const press = (key: string, init: { shiftKey?: boolean } = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

describe("the grid", () => {
  it("lays out each month from the locale's first weekday, with one tab stop on today", () => {
    render(<StayCalendar {...props} />);
    const grid = screen.getByRole("grid");
    expect(grid).toHaveAccessibleName(/^March 2026 \(/);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    expect(screen.getByRole("columnheader", { name: "Sunday" })).toBeInTheDocument();
    const tabStops = grid.querySelectorAll("button[tabindex='0']");
    expect(tabStops).toHaveLength(1);
    expect(tabStops[0]).toHaveAccessibleName("Today, Tuesday 10 March 2026");
    expect(screen.getByRole("button", { name: "Monday 9 March 2026" })).toBeDisabled();
    // No role on a cell of the grid table (HTML does not allow one there).
    expect(grid.querySelector("td[role]")).toBeNull();

    cleanup();
    render(<StayCalendar {...props} locale="ar" />);
    expect(screen.getAllByRole("columnheader")[0]).toHaveAccessibleName("السبت");
    expect(screen.getByRole("group")).toHaveAttribute("dir", "rtl");
  });

  it("writes each day's number with Latin digits, and the month's weeks in rows of seven", () => {
    for (const locale of ["ar", "en"] as const) {
      for (let m = 0; m < 24; m++) {
        const month = `${2026 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`;
        const weeks = monthWeeks(month, locale);
        expect(weeks.every((w) => w.length === 7)).toBe(true);
        expect(weeks.flat().filter(Boolean)[0]).toBe(month);
        // The first column is Saturday in Arabic, Sunday in English.
        const column = weeks[0]!.indexOf(month);
        expect((new Date(`${month}T00:00:00Z`).getUTCDay() - column + 7) % 7, `${locale} ${month}`).toBe(locale === "ar" ? 6 : 0);
      }
    }
    render(<StayCalendar {...props} locale="ar" />);
    expect(screen.getByRole("button", { name: /^اليوم، الثلاثاء، 10 آذار 2026/ })).toHaveTextContent(/^10/);
  });

  it("puts the check-in in the tab order, and marks the stay's days selected", () => {
    render(<StayCalendar {...props} checkIn="2026-03-12" checkOut="2026-03-14" />);
    const grid = screen.getByRole("grid");
    expect(grid.querySelector("button[tabindex='0']")).toHaveAccessibleName("Thursday 12 March 2026, selected");
    expect(screen.getByRole("button", { name: "Friday 13 March 2026, selected" })).toBeInTheDocument();
    expect([...grid.querySelectorAll("td[aria-selected='true']")].map((td) => td.getAttribute("data-day"))).toEqual([
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
    ]);
  });

  it("renders on the server exactly as in the browser's first render", () => {
    const html = renderToString(<StayCalendar {...props} closed={[closure]} />);
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = html;
    const served = container.innerHTML;
    const errors = vi.spyOn(console, "error");
    const hydrated = render(<StayCalendar {...props} closed={[closure]} />, { container, hydrate: true });
    expect(hydrated.container.innerHTML).toBe(served);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("the month shown", () => {
  it("turns between today's month and the last month a stay can end in, and no further", () => {
    render(<StayCalendar {...props} />);
    const previous = screen.getByRole("button", { name: "Previous month" });
    const next = screen.getByRole("button", { name: "Next month" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(previous);
    expect(caption()).toBe("March 2026");
    const lastDay = addDays(props.today, BOOKING_LIMITS.maxAdvanceDays + BOOKING_LIMITS.maxNights);
    let turns = 0;
    while (next.getAttribute("aria-disabled") !== "true" && turns < 30) {
      fireEvent.click(next);
      turns++;
    }
    expect(screen.getByRole("grid").querySelector(`[data-day="${lastDay}"]`)).not.toBeNull();
    fireEvent.click(next);
    expect(screen.getByRole("grid").querySelector(`[data-day="${lastDay}"]`)).not.toBeNull();
    expect(previous).not.toHaveAttribute("aria-disabled");
  });

  it("follows a date typed in the inputs", () => {
    const { rerender } = render(<StayCalendar {...props} />);
    rerender(<StayCalendar {...props} checkIn="2026-05-04" />);
    expect(caption()).toBe("May 2026");
    rerender(<StayCalendar {...props} checkIn="2026-05-04" checkOut="2026-06-02" />);
    expect(caption()).toBe("June 2026");
    expect(screen.getByRole("grid").querySelector("[data-day='2026-06-02']")).toHaveAttribute("aria-selected", "true");
  });
});

describe("the keyboard", () => {
  it("moves by day, week and month in English, and across months", () => {
    render(<Picking />);
    screen.getByRole("button", { name: /^Today/ }).focus();
    press("ArrowRight");
    expect(focusedDay()).toBe("2026-03-11");
    press("ArrowDown");
    expect(focusedDay()).toBe("2026-03-18");
    press("ArrowUp");
    press("ArrowLeft");
    expect(focusedDay()).toBe("2026-03-10");
    // Before today nothing is open: focus stays.
    press("ArrowLeft");
    expect(focusedDay()).toBe("2026-03-10");
    press("End");
    expect(focusedDay()).toBe("2026-03-14");
    press("Home");
    // The week's Sunday is before today, so the first open day of the week.
    expect(focusedDay()).toBe("2026-03-10");
    press("PageDown");
    expect(focusedDay()).toBe("2026-04-10");
    expect(caption()).toBe("April 2026");
    press("PageDown", { shiftKey: true });
    expect(focusedDay()).toBe("2027-04-10");
    press("PageUp", { shiftKey: true });
    press("PageUp");
    expect(focusedDay()).toBe("2026-03-10");
    for (let i = 0; i < 4; i++) press("ArrowDown");
    expect(focusedDay()).toBe("2026-04-07");
    expect(caption()).toBe("April 2026");
    expect(document.activeElement).toHaveAttribute("tabindex", "0");
  });

  it("mirrors the arrows in Arabic: the left arrow is the next day", () => {
    render(<Picking locale="ar" />);
    screen.getByRole("button", { name: /^اليوم/ }).focus();
    press("ArrowLeft");
    expect(focusedDay()).toBe("2026-03-11");
    press("ArrowRight");
    expect(focusedDay()).toBe("2026-03-10");
    // The Arabic week is Saturday to Friday.
    press("End");
    expect(focusedDay()).toBe("2026-03-13");
  });

  it("picks check-in then check-out with Enter and Space, and skips closed days", () => {
    const onPick = vi.fn();
    render(<Picking closed={[closure]} onPick={onPick} />);
    screen.getByRole("button", { name: /^Today/ }).focus();
    press("ArrowDown");
    fireEvent.click(document.activeElement!); // what Enter or Space does on a button
    expect(onPick).toHaveBeenLastCalledWith("2026-03-17", "");
    press("ArrowRight");
    press("ArrowRight");
    fireEvent.click(document.activeElement!);
    expect(onPick).toHaveBeenLastCalledWith("2026-03-17", "2026-03-19");
    // With a whole stay the closed nights are disabled: the next day on from the 19th is the 23rd.
    press("ArrowRight");
    expect(focusedDay()).toBe("2026-03-23");
  });
});

describe("picking a stay", () => {
  const open = () => false;

  it("takes check-in, then check-out, and starts again after a whole stay", () => {
    expect(pickDay("2026-03-12", "", "", open)).toEqual(["2026-03-12", ""]);
    expect(pickDay("2026-03-15", "2026-03-12", "", open)).toEqual(["2026-03-12", "2026-03-15"]);
    expect(pickDay("2026-03-11", "2026-03-12", "", open)).toEqual(["2026-03-11", "2026-03-12"]);
    // At least one night: the check-in again clears it.
    expect(pickDay("2026-03-12", "2026-03-12", "", open)).toEqual(["", ""]);
    expect(pickDay("2026-03-20", "2026-03-12", "2026-03-15", open)).toEqual(["2026-03-20", ""]);
  });

  it("starts again from a pick that makes the stay too long", () => {
    const longest = addDays("2026-03-12", BOOKING_LIMITS.maxNights);
    expect(pickDay(longest, "2026-03-12", "", open)).toEqual(["2026-03-12", longest]);
    expect(pickDay(addDays(longest, 1), "2026-03-12", "", open)).toEqual([addDays(longest, 1), ""]);
  });

  it("keeps a closed night out of any stay", () => {
    const disabled = disabledDays("2026-03-10", "2026-03-17", "", [closure]);
    // The first closed night stays pickable as the check-out; nothing after it.
    expect(disabled("2026-03-20")).toBe(false);
    expect(disabled("2026-03-21")).toBe(true);
    expect(disabled("2026-03-25")).toBe(true);
    expect(pickDay("2026-03-20", "2026-03-17", "", disabled)).toEqual(["2026-03-17", "2026-03-20"]);
    // A stay picked backwards over a closure starts again.
    const after = disabledDays("2026-03-10", "2026-03-25", "", [closure]);
    expect(after("2026-03-21")).toBe(true);
    expect(pickDay("2026-03-18", "2026-03-25", "", after)).toEqual(["2026-03-18", ""]);
    // With no check-in, or a whole stay: every closed night and every day before today.
    for (const rule of [disabledDays("2026-03-10", "", "", [closure]), disabledDays("2026-03-10", "2026-03-12", "2026-03-14", [closure])]) {
      expect(["2026-03-09", "2026-03-20", "2026-03-22"].map(rule)).toEqual([true, true, true]);
      expect(["2026-03-10", "2026-03-19", "2026-03-23"].map(rule)).toEqual([false, false, false]);
    }
  });

  it("disables the closed days and says why in each one's accessible name", () => {
    render(<StayCalendar {...props} closed={[closure]} />);
    const closed = screen.getByRole("button", { name: "Saturday 21 March 2026, closed: Fully booked for Arba'een" });
    expect(closed).toBeDisabled();
    expect(closed.closest("td")).toHaveClass("closed-night");
    expect(screen.getByRole("button", { name: "Thursday 19 March 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Monday 23 March 2026" })).toBeEnabled();
  });
});
