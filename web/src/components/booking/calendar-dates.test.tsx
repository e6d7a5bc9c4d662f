// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StayCalendar, type StayCalendarProps } from "./StayCalendar";

afterEach(cleanup);

/** The names most Arabic locales give the Gregorian months, which Iraqi pages must not show. */
const OTHER_ARABIC_MONTHS = /يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;

const props: StayCalendarProps = {
  locale: "ar",
  today: "2026-02-10",
  checkIn: "",
  checkOut: "",
  labelledBy: "x",
  closed: [],
  closedLabel: (reason) => reason,
  previousLabel: "previous",
  nextLabel: "next",
  onChange: () => undefined,
};

/** Everything the calendar says: its text and every name and description it gives. */
function allWords(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label"));
  return `${container.textContent} ${attributes.join(" ")}`;
}

describe("the stay calendar in Arabic", () => {
  it("names the months as Iraq does, in the caption, the grid and every day, month after month", () => {
    for (const today of ["2026-01-05", "2026-02-10", "2026-03-01", "2026-04-01", "2026-05-01", "2026-09-01", "2026-11-01", "2026-12-01"]) {
      const { container, unmount } = render(<StayCalendar {...props} today={today} />);
      expect(allWords(container), today).not.toMatch(OTHER_ARABIC_MONTHS);
      unmount();
    }
    render(<StayCalendar {...props} />);
    expect(screen.getByRole("grid")).toHaveAccessibleName("شباط 2026 (شعبان – رمضان 1447 هـ)");
    expect(screen.getByRole("status")).toHaveTextContent("شباط 2026");
  });

  it("shows the Hijri date beside each day: its number under the day, the whole date as the day's description", () => {
    render(<StayCalendar {...props} />);
    const first = screen.getByRole("button", { name: "الأربعاء، 18 شباط 2026" });
    expect(first).toHaveAccessibleDescription("1 رمضان 1447 هـ");
    expect(first).toHaveAttribute("data-hijri-day", "1");
    expect(screen.getByRole("button", { name: "الثلاثاء، 17 شباط 2026" })).toHaveAccessibleDescription("29 شعبان 1447 هـ");
    expect(screen.getByText("شعبان – رمضان 1447 هـ")).toBeVisible();
  });

  it("says today and selected in Arabic", () => {
    render(<StayCalendar {...props} checkIn="2026-02-12" checkOut="2026-02-14" />);
    expect(screen.getByRole("button", { name: "اليوم، الثلاثاء، 10 شباط 2026" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "الخميس، 12 شباط 2026، محدد" })).toBeInTheDocument();
  });

  it("moves the Hijri dates by the staff's shift", () => {
    const { rerender } = render(<StayCalendar {...props} hijriShift={-1} />);
    expect(screen.getByRole("button", { name: "الخميس، 19 شباط 2026" })).toHaveAccessibleDescription("1 رمضان 1447 هـ");
    rerender(<StayCalendar {...props} hijriShift={1} />);
    expect(screen.getByRole("button", { name: "الثلاثاء، 17 شباط 2026" })).toHaveAccessibleDescription("1 رمضان 1447 هـ");
    expect(screen.getByRole("button", { name: "الأربعاء، 18 شباط 2026" })).toHaveAttribute("data-hijri-day", "2");
  });
});

describe("the stay calendar in English", () => {
  it("keeps its day names and describes each day with its Hijri date", () => {
    render(<StayCalendar {...props} locale="en" />);
    const first = screen.getByRole("button", { name: "Wednesday 18 February 2026" });
    expect(first).toHaveAccessibleDescription("Ramadan 1, 1447 AH");
    expect(screen.getByRole("grid")).toHaveAccessibleName("February 2026 (Shaʻban – Ramadan 1447 AH)");
    expect(screen.getByRole("button", { name: "Today, Tuesday 10 February 2026" })).toBeInTheDocument();
  });
});
