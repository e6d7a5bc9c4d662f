"use server";
import { headers } from "next/headers";
import { isLocale, type Locale } from "@/i18n/routing";
import { localizedPath } from "@/i18n/localized-path";
import { hotelToday } from "@/lib/booking/rules/dates";
import { findRequest, type FindRequestResult } from "@/lib/booking/find-request";
import { guestRequests, type CancelOutcome } from "@/lib/cms/guest-requests";
import { guestRequestStatus, guestRequestView, type GuestRequestStatus } from "@/lib/cms/guest-view";
import { clientAddressFrom, clientKeyFor } from "@/lib/forms/client-key";
import { requestPath } from "./paths";

export type CancelResult = { outcome: CancelOutcome; status: GuestRequestStatus } | { outcome: "failed" };

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : "ar");

/**
 * Cancels the request behind `token` (its own page's cancel button). An
 * unknown token answers as a failure, without saying more: the page that
 * sends it was opened with a token that worked.
 */
export async function cancelRequest(locale: unknown, token: unknown): Promise<CancelResult> {
  try {
    const result = await guestRequests().cancel(typeof token === "string" ? token : "");
    if (!result) return { outcome: "failed" };
    return { outcome: result.outcome, status: guestRequestStatus(guestRequestView(result.request, localeOf(locale), hotelToday())) };
  } catch (error) {
    console.error("[request] cancel failed", error instanceof Error ? error.message : error);
    return { outcome: "failed" };
  }
}

/** The find form (reference + phone): on a match, the path of the request's page with its new link. */
export async function lookUpRequest(
  locale: unknown,
  input: unknown,
  proof?: unknown,
): Promise<Exclude<FindRequestResult, { ok: true }> | { ok: true; path: string }> {
  const language = localeOf(locale);
  try {
    const result = await findRequest(input, {
      locale: language,
      clientKey: clientKeyFor(clientAddressFrom(await headers())),
      proof,
      store: guestRequests(),
    });
    return result.ok ? { ok: true, path: localizedPath(requestPath(result.token), language) } : result;
  } catch (error) {
    console.error("[request] lookup failed", error instanceof Error ? error.message : error);
    return { ok: false, fieldErrors: {}, formError: "unexpected" };
  }
}
