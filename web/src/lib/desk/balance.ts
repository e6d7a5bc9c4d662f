// Paid and due are sums of a request's payment lines, never typed (the desk and the guest's page).
export interface Balance {
  total: number;
  paid: number;
  /** What the guest still owes; below zero, what the hotel owes back. */
  due: number;
}

/** What a request's lines come to: payments less refunds, each as PocketBase counted it (as the payment_totals view sums them). */
export function paidOf(lines: readonly { kind: string; counted: number }[]): number {
  return lines.reduce((sum, line) => sum + (line.kind === "refund" ? -line.counted : line.counted), 0);
}

export function balanceOf(total: number, paid: number): Balance {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { total, paid: round(paid), due: round(total - paid) };
}
