/**
 * Cache tags, one per PocketBase content collection. Every cached read is
 * tagged with its collection's tag; /api/revalidate expires a tag when the
 * PocketBase hook reports a save in that collection.
 */
export const CMS_TAGS = {
  settings: "cms:settings",
  room_types: "cms:room_types",
  facilities: "cms:facilities",
  offers: "cms:offers",
  catering: "cms:catering",
  pages: "cms:pages",
  tour_scenes: "cms:tour_scenes",
  ui_texts: "cms:ui_texts",
  seasonal_rates: "cms:seasonal_rates",
  closures: "cms:closures",
} as const;

export type ContentCollection = keyof typeof CMS_TAGS;

export const CONTENT_COLLECTIONS = Object.keys(CMS_TAGS) as ContentCollection[];

export function isContentCollection(value: unknown): value is ContentCollection {
  return typeof value === "string" && Object.hasOwn(CMS_TAGS, value);
}
