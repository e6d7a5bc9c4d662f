// What the booking specs type into the form and read off the page: the
// hotel's days and the digits of a shown price.

/** The hotel's today plus offset days, as the date inputs take it (YYYY-MM-DD). */
export function day(offset: number) {
  const basra = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" }).format(new Date());
  const [y, m, d] = basra.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** Arabic-Indic digits to ASCII, everything else dropped: "٣٦٠٬٠٠٠ د.ع" → "360000". */
export const digitsOf = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, "");
