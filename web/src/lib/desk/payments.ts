// Payments and refunds as the desk shows and takes them (PocketBase's
// `payments`, pb_hooks/desk-payments.pb.js): the methods, the form's schema,
// and paid and due, which are sums of the lines and never typed.
import * as z from "zod/mini";
import { recordId } from "./schemas";

export { balanceOf, paidOf, type Balance } from "./balance";

export const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ["cash", "card", "zaincash", "qi_card", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_CURRENCIES = ["IQD", "USD"] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const MAX_PAYMENT_NOTE = 500;

export interface PaymentLine {
  id: string;
  kind: PaymentKind;
  amount: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  note: string;
  /** What the line counts in the request's currency (PocketBase's figure). */
  counted: number;
  actorLabel: string;
  at: string;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** An amount as typed: Arabic-Indic digits, grouping commas or spaces, the Arabic decimal separator. */
export function parseAmount(text: string): number {
  const latin = text
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - (d.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)))
    .replace(/[\s,\u066C\u00A0\u202F]/g, "")
    .replace("\u066B", ".");
  return /^\d+(\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
}

/** Whole dinars, or dollars and cents, above zero (the same rule PocketBase keeps). */
export function amountFits(amount: number, currency: PaymentCurrency): boolean {
  if (!Number.isFinite(amount) || amount <= 0 || amount > 10_000_000_000) return false;
  const cents = currency === "USD" ? 100 : 1;
  return Math.abs(Math.round(amount * cents) - amount * cents) < 1e-6;
}

export const paymentSchema = z
  .object({
    id: recordId,
    kind: z.enum(PAYMENT_KINDS, { error: "refused" }),
    amount: z.number({ error: "amountInvalid" }),
    currency: z.enum(PAYMENT_CURRENCIES, { error: "refused" }),
    method: z.enum(PAYMENT_METHODS, { error: "methodMissing" }),
    note: z.string().check(z.trim(), z.maxLength(MAX_PAYMENT_NOTE, { error: "notesTooLong" })),
  })
  .check(z.refine((value) => amountFits(value.amount, value.currency), { error: "amountInvalid", path: ["amount"] }));
export type PaymentInput = z.infer<typeof paymentSchema>;
