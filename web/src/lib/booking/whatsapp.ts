/**
 * A wa.me link that opens WhatsApp with `text` prefilled, to `number` as
 * wa.me wants it (digits with the country code: whatsAppNumber, on the
 * server). Null without a number, so the UI can hide the button.
 */
export function whatsAppLink(number: string | null | undefined, text: string): string | null {
  if (!number || !/^\d{7,15}$/.test(number)) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A wa.me link that lets the guest send `text` to any chat of their own (to keep a link where they will look for it). */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
