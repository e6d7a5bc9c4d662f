/**
 * The stand-ins the seed writes for the hotel's facts the spec leaves open
 * (seed/src/content/settings.ts). One list for everything that must notice
 * them: the production health check (app/api/health), the staff banner
 * (components/preview/PlaceholderBanner) and the seed's production refusal.
 * A pattern matches the stand-in however it is respaced or recased, so a
 * half-edited value still counts.
 */
const PATTERNS: readonly { fields: readonly string[]; pattern: RegExp }[] = [
  // "[Hotel Name] Basra", "فندق [اسم الفندق] البصرة": a bracketed blank to fill in.
  { fields: ["hotel_name_ar", "hotel_name_en"], pattern: /\[[^\]]*\]/ },
  // +964 780 000 0000 in any spacing, with or without the country code.
  { fields: ["phone", "whatsapp"], pattern: /^(?:\+?964|0)?7800000000$/ },
  // reservations@example.com and any address at the reserved example domains.
  { fields: ["email"], pattern: /@example\.(?:com|net|org)$/i },
  { fields: ["facebook_url", "instagram_url", "x_url"], pattern: /replace-with-hotel/i },
];

/** The settings fields that can hold a placeholder, in the order staff see them. */
export const PLACEHOLDER_FIELDS: readonly string[] = PATTERNS.flatMap((p) => p.fields);

/** Digits and a leading plus only, so "+964 780-000 0000" compares as "+9647800000000". */
const compact = (value: string) => value.replace(/[\s\-().]/g, "");

/** Whether `value`, stored in settings field `field`, is still the seed's placeholder. */
export function isPlaceholder(field: string, value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return false;
  const rule = PATTERNS.find((p) => p.fields.includes(field));
  if (!rule) return false;
  return rule.pattern.test(field === "phone" || field === "whatsapp" ? compact(value) : value.trim());
}

/** The fields of a settings record (PocketBase's field names) that still hold a placeholder. */
export function placeholderFields(record: Readonly<Record<string, unknown>>): string[] {
  return PLACEHOLDER_FIELDS.filter((field) => isPlaceholder(field, record[field]));
}
