// What the booking specs type into the form and read off the page: the
// hotel's days, the digits of a shown price, the stay calendar's parts.
import { expect, type Page } from "@playwright/test";

/** The hotel's today plus offset days, as the date inputs take it (YYYY-MM-DD). */
export function day(offset: number) {
  const basra = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(new Date());
  const [y, m, d] = basra.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/**
 * The first offset from `from` on whose day a stay of `span` more days still
 * ends in the same calendar month, for tests that need one month shown.
 */
export function sameMonthFrom(from: number, span: number) {
  let offset = from;
  while (day(offset).slice(0, 7) !== day(offset + span).slice(0, 7)) offset++;
  return offset;
}

/** Arabic-Indic digits to ASCII, everything else dropped: "٣٦٠٬٠٠٠ د.ع" → "360000". */
export const digitsOf = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, "");

/**
 * The stay calendar on /book: its grid, its month caption, its next-month
 * button and a day's cell; `hydrated` waits until React has taken over the
 * server's calendar (a click before that does nothing, as without JavaScript).
 */
export function stayCalendar(page: Page) {
  const root = page.getByTestId("stay-calendar");
  return {
    root,
    hydrated: () =>
      expect
        .poll(() =>
          root
            .getByRole("button")
            .first()
            .evaluate((button) => Object.keys(button).some((key) => key.startsWith("__reactProps"))),
        )
        .toBe(true),
    grid: root.getByRole("grid"),
    caption: root.getByRole("status"),
    next: root.getByRole("button", { name: /^(Go to the next month|اذهب إلى الشهر التالي)$/ }),
    cell: (date: string) => root.locator(`td[data-day="${date}"]`),
  };
}

/** A day's cell in the calendar, turning to later months until it is shown. */
export async function showCalendarDay(page: Page, date: string) {
  const calendar = stayCalendar(page);
  await expect(calendar.grid).toBeVisible();
  await calendar.hydrated();
  const cell = calendar.cell(date);
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) await calendar.next.click();
  await expect(cell).toBeVisible();
  return cell;
}
