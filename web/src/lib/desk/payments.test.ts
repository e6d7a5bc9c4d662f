import { describe, expect, it } from "vitest";
import { amountFits, balanceOf, paidOf, parseAmount, paymentSchema } from "./payments";

describe("an amount as staff type it", () => {
  it.each([
    ["50000", 50000],
    ["50,000", 50000],
    ["٥٠٬٠٠٠", 50000],
    ["۱۲۰۰۰۰", 120000],
    ["10.50", 10.5],
    ["١٠٫٥", 10.5],
  ])("reads %j", (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each(["", "-5", "1e5", "abc", "5 000 IQD", "0x10"])("refuses %j", (typed) => {
    expect(parseAmount(typed)).toBeNaN();
  });

  it("keeps dinars whole and dollars to the cent, above zero", () => {
    expect(amountFits(1000, "IQD")).toBe(true);
    expect(amountFits(1000.5, "IQD")).toBe(false);
    expect(amountFits(10.25, "USD")).toBe(true);
    expect(amountFits(10.255, "USD")).toBe(false);
    expect(amountFits(0, "IQD")).toBe(false);
  });

  it("says what is wrong in the desk's words", () => {
    const base = { id: "abcdefghijklmno", kind: "payment", currency: "IQD", method: "cash", note: "" };
    expect(paymentSchema.safeParse({ ...base, amount: Number.NaN }).error?.issues[0]?.message).toBe("amountInvalid");
    expect(paymentSchema.safeParse({ ...base, amount: 0.5 }).error?.issues[0]?.message).toBe("amountInvalid");
    expect(paymentSchema.safeParse({ ...base, amount: 100, method: "" }).error?.issues[0]?.message).toBe("methodMissing");
    expect(paymentSchema.safeParse({ ...base, amount: 100 }).success).toBe(true);
  });
});

describe("paid and due from a request's lines", () => {
  it("takes refunds off, in what PocketBase counted (a dollar line in dinars)", () => {
    const lines = [
      { kind: "payment", counted: 100_000 },
      { kind: "payment", counted: 131_000 },
      { kind: "refund", counted: 31_000 },
    ];
    expect(paidOf(lines)).toBe(200_000);
    expect(balanceOf(450_000, paidOf(lines))).toEqual({ total: 450_000, paid: 200_000, due: 250_000 });
    expect(paidOf([])).toBe(0);
  });
});
