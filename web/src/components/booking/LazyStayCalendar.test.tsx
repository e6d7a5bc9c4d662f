// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays } from "@/lib/booking/dates";
import { LazyStayCalendar, weekRows } from "./LazyStayCalendar";
import { disabledDays, StayCalendar } from "./StayCalendar";

afterEach(cleanup);

describe("weekRows", () => {
  it("counts the week rows DayPicker shows, for every month of two years in both calendars", () => {
    let sixRowMonths = 0;
    for (const locale of ["ar", "en"] as const) {
      for (let m = 0; m < 24; m++) {
        const first = `${2026 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}-01`;
        const { container, unmount } = render(
          <StayCalendar
            locale={locale}
            today={first}
            checkIn=""
            checkOut=""
            labelledBy="x"
            closed={[]}
            closedLabel={(r) => r}
            onChange={() => undefined}
          />,
        );
        const rows = container.querySelectorAll(".rdp-week").length;
        expect(weekRows(first, locale), `${locale} ${first}`).toBe(rows);
        if (rows === 6) sixRowMonths++;
        unmount();
      }
    }
    expect(sixRowMonths).toBeGreaterThan(0);
  });
});

describe("LazyStayCalendar", () => {
  const props = {
    locale: "en" as const,
    today: "2026-03-10",
    checkIn: "",
    checkOut: "",
    labelledBy: "x",
    closed: [],
    closedLabel: (r: string) => r,
    onChange: () => undefined,
  };

  it("holds the calendar's place, hidden from assistive technology, until it is wanted", () => {
    const onWanted = vi.fn();
    render(<LazyStayCalendar {...props} wanted={false} onWanted={onWanted} />);
    const placeholder = screen.getByTestId("stay-calendar-placeholder");
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    expect(placeholder.querySelector("[tabindex], button, input")).toBeNull();
    expect(document.querySelector(".rdp-root")).toBeNull();
  });

  it("asks for the calendar once the page is idle, and shows it when wanted", async () => {
    vi.useFakeTimers();
    const onWanted = vi.fn();
    const { rerender } = render(<LazyStayCalendar {...props} wanted={false} onWanted={onWanted} />);
    act(() => vi.advanceTimersByTime(2_500));
    expect(onWanted).toHaveBeenCalled();
    vi.useRealTimers();
    rerender(<LazyStayCalendar {...props} checkIn={addDays(props.today, 2)} wanted onWanted={onWanted} />);
    expect(await screen.findByRole("grid")).toBeInTheDocument();
    expect(screen.queryByTestId("stay-calendar-placeholder")).toBeNull();
  });
});

describe("closed nights in the calendar", () => {
  const closure = { id: "c1", reason: "Fully booked for Arba'een", roomTypeId: null, firstNight: "2026-03-20", lastNight: "2026-03-22" };

  it("disables the closed days and says why in each one's accessible name", () => {
    render(
      <StayCalendar
        locale="en"
        today="2026-03-10"
        checkIn=""
        checkOut=""
        labelledBy="x"
        closed={[closure]}
        closedLabel={(reason) => `closed: ${reason}`}
        onChange={() => undefined}
      />,
    );
    const closed = screen.getByRole("button", { name: "Saturday 21 March 2026, closed: Fully booked for Arba'een" });
    expect(closed).toBeDisabled();
    expect(closed.closest("td")).toHaveClass("closed-night");
    expect(screen.getByRole("button", { name: "Thursday 19 March 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Monday 23 March 2026" })).toBeEnabled();
  });

  it("once check-in is picked, keeps the first closed night as a check-out and nothing after it", () => {
    const before = disabledDays("2026-03-10", "2026-03-17", "", [closure]);
    expect(before).toContainEqual({ after: new Date(2026, 2, 20) });
    expect(before).not.toContainEqual({ from: new Date(2026, 2, 20), to: new Date(2026, 2, 22) });
    // After the closure, or with a whole stay picked: every closed range is disabled.
    expect(disabledDays("2026-03-10", "2026-03-25", "", [closure])).toContainEqual({
      from: new Date(2026, 2, 20),
      to: new Date(2026, 2, 22),
    });
    expect(disabledDays("2026-03-10", "2026-03-12", "2026-03-14", [closure])).toContainEqual({
      from: new Date(2026, 2, 20),
      to: new Date(2026, 2, 22),
    });
  });
});
