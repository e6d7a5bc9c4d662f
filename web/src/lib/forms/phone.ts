// Phone numbers parsed for real, on the server only: libphonenumber's
// metadata is tens of kilobytes the browser does not need (the forms check
// the shape lightly, schema.ts mayBePhone, and show the server's verdict).
import "server-only";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

export const DEFAULT_PHONE_COUNTRY: CountryCode = "IQ";

/** Parses a phone number, Iraqi numbers first (0780… works), international accepted. */
export function parsePhone(value: string) {
  const parsed = parsePhoneNumberFromString(value, { defaultCountry: DEFAULT_PHONE_COUNTRY });
  return parsed?.isValid() ? parsed : undefined;
}

/** The number in E.164 (+9647…), or undefined when it is not a valid phone number. */
export function normalizePhone(value: string): string | undefined {
  return parsePhone(value)?.number;
}

/** A tel: link for a number as staff wrote it. */
export function telHref(phone: string): string {
  return `tel:${normalizePhone(phone) ?? phone.replace(/[^+\d]/g, "")}`;
}

/** The number as wa.me wants it (country code and digits), or null when missing or not a phone number. */
export function whatsAppNumber(number: string | null | undefined): string | null {
  if (!number?.trim()) return null;
  return parsePhone(number)?.number.replace(/^\+/, "") ?? null;
}

/** The hotel's numbers as the forms show and link them. */
export interface HotelContact {
  /** As staff wrote it, for display. */
  phone: string;
  /** Its tel: link. */
  phoneHref: string;
  /** The WhatsApp number for wa.me links (whatsAppNumber), or null. */
  whatsapp: string | null;
}

export function hotelContact(phone: string, whatsapp: string | null | undefined): HotelContact {
  return { phone, phoneHref: telHref(phone), whatsapp: whatsAppNumber(whatsapp) };
}
