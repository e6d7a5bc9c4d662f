import { parsePhone } from "./schema";

/**
 * A wa.me link that opens WhatsApp with `text` prefilled, to the hotel's
 * WhatsApp number (any common way of writing it). Null when the number is
 * missing or not a phone number, so the UI can hide the button.
 */
export function whatsAppLink(number: string | null | undefined, text: string): string | null {
  if (!number?.trim()) return null;
  const parsed = parsePhone(number);
  if (!parsed) return null;
  const digits = parsed.number.replace(/^\+/, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
