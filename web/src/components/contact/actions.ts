"use server";
import { headers } from "next/headers";
import { isLocale } from "@/i18n/routing";
import { clientAddressFrom, clientKeyFor } from "@/lib/forms/client-key";
import { submitContact, type SubmitContactResult } from "@/lib/contact/submit";
import { siteBookingStore } from "@/lib/cms/bookings";

/** The contact form's server action: a thin wrapper around submitContact. `proof` as for requestBooking. */
export async function sendContactMessage(locale: unknown, input: unknown, proof?: unknown): Promise<SubmitContactResult> {
  try {
    return await submitContact(input, {
      locale: isLocale(locale) ? locale : "ar",
      clientKey: clientKeyFor(clientAddressFrom(await headers())),
      proof,
      store: siteBookingStore(),
    });
  } catch (error) {
    console.error("[contact] server action failed", error instanceof Error ? error.message : error);
    return { ok: false, fieldErrors: {}, formError: "unexpected" };
  }
}
