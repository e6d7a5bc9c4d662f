/**
 * A wa.me link that opens WhatsApp with `text` prefilled, to `number` as
 * wa.me wants it (digits with the country code: whatsAppNumber, on the
 * server). Null without a number, so the UI can hide the button.
 */
export function whatsAppLink(number: string | null | undefined, text: string): string | null {
  if (!number || !/^\d{7,15}$/.test(number)) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
