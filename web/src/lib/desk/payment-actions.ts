"use server";

import { refresh } from "next/cache";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { DeskError } from "@/lib/cms/desk";
import { recordPayment } from "@/lib/cms/desk-payments";
import type { ActionState } from "./actions";
import { parseAmount, paymentSchema } from "./payments";
import { firstError, type DeskErrorKey } from "./schemas";
import { deskClientAddress, getMember, signInAgain } from "./server";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** PocketBase's codes for a refused line (pb_hooks/desk-payments-lib.js), as the desk says them. */
const REFUSALS: Record<string, DeskErrorKey> = {
  payment_amount: "amountInvalid",
  payment_no_rate: "noRate",
  payment_refund_too_large: "refundTooLarge",
  payment_declined: "paymentDeclined",
};

/** A payment or a refund on a request, as the member: checked here, then by PocketBase, which records who and when. */
export async function deskRecordPayment(_previous: ActionState, form: FormData): Promise<ActionState> {
  const value = form.get("locale");
  const locale: Locale = isLocale(value) ? value : routing.defaultLocale;
  const parsed = paymentSchema.safeParse({
    id: field(form, "id"),
    kind: field(form, "kind"),
    amount: parseAmount(field(form, "amount")),
    currency: field(form, "currency"),
    method: field(form, "method"),
    note: field(form, "note"),
  });
  if (!parsed.success) return { ok: false, error: firstError(parsed.error) };
  const member = await getMember();
  if (!member) return signInAgain(locale);
  try {
    await recordPayment(member, parsed.data, await deskClientAddress());
    // The page's paid and due at once, without waiting for the live stream.
    refresh();
    return { ok: true, error: null };
  } catch (error) {
    if (!(error instanceof DeskError)) throw error;
    if (error.reason === "signed_out") return signInAgain(locale);
    if (error.reason === "refused") return { ok: false, error: REFUSALS[error.code] ?? "refused" };
    if (error.reason === "not_found") return { ok: false, error: "notFound" };
    return { ok: false, error: error.reason === "rate_limited" ? "rateLimited" : "unavailable" };
  }
}
