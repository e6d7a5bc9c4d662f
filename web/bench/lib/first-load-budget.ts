// First-load budgets (issue 14), counted above the framework's own floor: what
// an empty App Router page built with the same Next and React loads. A route
// may add this much to it, KB gzip; the forms and the tour carry their own code.

export const CONTENT_PAGE_ALLOWANCE_KB = 8;

/** Routes (without the locale segment) allowed more than a content page. */
export const PAGE_ALLOWANCE_KB: Readonly<Record<string, number>> = {
  "/discover": 12,
  "/contact": 20,
  "/book": 28,
  // The staff sign-in (useActionState and its server action) is a form page, not a content page.
  "/staff": 20,
  // A guest's request (its live status and cancel button) and the form that finds one: form pages, their code lazy.
  "/request": 20,
  "/request/[token]": 20,
};

/** The reservations desk's pages (staff behind a sign-in, on chunks no guest route loads): its shell, live updates and forms. */
export const DESK_ALLOWANCE_KB = 12;

/** "/[locale]/book" → "/book", "/[locale]" → "/". */
export function pagePath(route: string): string {
  return route.replace(/^\/\[locale\](?=\/|$)/, "") || "/";
}

export function allowanceKB(route: string): number {
  if (route.startsWith("/desk/")) return DESK_ALLOWANCE_KB;
  return PAGE_ALLOWANCE_KB[pagePath(route)] ?? CONTENT_PAGE_ALLOWANCE_KB;
}

export interface BudgetVerdict {
  route: string;
  gzipBytes: number;
  budgetBytes: number;
  over: boolean;
}

const KB = 1024;

/** Each route's weight (bytes, not rounded figures) against floor + its allowance. */
export function judge(routes: { route: string; gzipBytes: number }[], floorBytes: number): BudgetVerdict[] {
  return routes.map(({ route, gzipBytes }) => {
    const budgetBytes = floorBytes + allowanceKB(route) * KB;
    return { route, gzipBytes, budgetBytes, over: gzipBytes > budgetBytes };
  });
}

/** One line per route over its budget, saying by how much. */
export function overBudgetMessages(verdicts: BudgetVerdict[], floorBytes: number): string[] {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  return verdicts
    .filter((v) => v.over)
    .map(
      (v) =>
        `OVER BUDGET ${v.route}: ${kb(v.gzipBytes)} KB gzip, budget ${kb(v.budgetBytes)} KB ` +
        `(floor ${kb(floorBytes)} + ${allowanceKB(v.route)}), ${((v.gzipBytes - v.budgetBytes) / KB).toFixed(2)} KB (${v.gzipBytes - v.budgetBytes} B) over`,
    );
}
