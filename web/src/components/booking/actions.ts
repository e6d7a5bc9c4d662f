"use server";
import { cookies, headers } from "next/headers";
import { isLocale } from "@/i18n/routing";
import { clientAddressFrom, clientKeyFor } from "@/lib/forms/client-key";
import { RESERVATION_STATE_COOKIE, reservationStateCookie } from "@/lib/booking/reservation-state";
import { submitBooking, type SubmitBookingResult } from "@/lib/booking/submit";
import { siteBookingStore } from "@/lib/cms/bookings";

/**
 * The booking form's server action: a thin wrapper around submitBooking (which
 * tests call directly). `proof` is the answer to a challenge, when the form was sent one.
 */
export async function requestBooking(locale: unknown, input: unknown, proof?: unknown): Promise<SubmitBookingResult> {
  try {
    const result = await submitBooking(input, {
      locale: isLocale(locale) ? locale : "ar",
      clientKey: clientKeyFor(clientAddressFrom(await headers())),
      proof,
      store: siteBookingStore(),
    });
    if (!result.ok && (result.formError === "phoneOnly" || result.formError === "bookingClosed")) {
      // The page the guest has open is out of date; the cookie follows the CMS.
      const state = result.formError === "phoneOnly" ? "phone_only" : "closed";
      (await cookies()).set(RESERVATION_STATE_COOKIE, state, reservationStateCookie);
    }
    return result;
  } catch (error) {
    console.error("[booking] server action failed", error instanceof Error ? error.message : error);
    return { ok: false, fieldErrors: {}, formError: "unexpected" };
  }
}
