import { describe, expect, it } from "vitest";
import { allowanceKB, judge, overBudgetMessages, pagePath } from "../../bench/lib/first-load-budget";

describe("first-load budgets above the framework floor", () => {
  it("gives the form pages and the tour their own allowance, every other page the content one", () => {
    expect(pagePath("/[locale]")).toBe("/");
    expect(pagePath("/[locale]/offer-details/[id]")).toBe("/offer-details/[id]");
    expect(allowanceKB("/[locale]")).toBe(8);
    expect(allowanceKB("/[locale]/OurRooms")).toBe(8);
    expect(allowanceKB("/[locale]/discover")).toBe(12);
    expect(allowanceKB("/[locale]/contact")).toBe(20);
    expect(allowanceKB("/[locale]/book")).toBe(28);
    // A route whose name only contains a form page's name is a content page.
    expect(allowanceKB("/[locale]/book-now")).toBe(8);
    // The desk's pages, a guest's never.
    expect(allowanceKB("/desk/[locale]/sign-in")).toBe(12);
    expect(allowanceKB("/[locale]/desk")).toBe(8);
  });

  it("names every route over floor + allowance, with the figures, and no route within it", () => {
    const floor = 134_554; // 131.4 KB
    const verdicts = judge(
      [
        { route: "/[locale]", gzipBytes: floor + 8 * 1024 + 1 },
        { route: "/[locale]/about", gzipBytes: floor + 8 * 1024 },
        { route: "/[locale]/book", gzipBytes: floor + 28 * 1024 + 717 },
        { route: "/[locale]/contact", gzipBytes: floor + 19 * 1024 },
      ],
      floor,
    );
    expect(verdicts.map((v) => v.over)).toEqual([true, false, true, false]);
    expect(overBudgetMessages(verdicts, floor)).toEqual([
      "OVER BUDGET /[locale]: 139.4 KB gzip, budget 139.4 KB (floor 131.4 + 8), 0.00 KB (1 B) over",
      "OVER BUDGET /[locale]/book: 160.1 KB gzip, budget 159.4 KB (floor 131.4 + 28), 0.70 KB (717 B) over",
    ]);
  });
});
