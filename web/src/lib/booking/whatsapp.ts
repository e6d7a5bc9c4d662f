/**
 * A wa.me link that opens WhatsApp with `text` prefilled, to `number` as
 * wa.me wants it (digits with the country code: whatsAppNumber, on the
 * server). Null without a number, so the UI can hide the button.
 */
export function whatsAppLink(number: string | null | undefined, text: string): string | null {
  const chat = whatsAppChatLink(number);
  return chat && `${chat}?text=${encodeURIComponent(text)}`;
}

/** A wa.me link that opens a chat with `number` (as whatsAppNumber gives it); null without one. */
export function whatsAppChatLink(number: string | null | undefined): string | null {
  return number && /^\d{7,15}$/.test(number) ? `https://wa.me/${number}` : null;
}

/** A wa.me link that lets the guest send `text` to any chat of their own (to keep a link where they will look for it). */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
