// Paid and due are sums of a request's payment lines, never typed (the desk and the guest's page).
export interface Balance {
  total: number;
  paid: number;
  /** What the guest still owes; below zero, what the hotel owes back. */
  due: number;
}

export function balanceOf(total: number, paid: number): Balance {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { total, paid: round(paid), due: round(total - paid) };
}
