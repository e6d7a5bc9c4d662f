import contentCollections from "../../../../pocketbase/pb_hooks/content-collections.json" with { type: "json" };
import type { Collections } from "./pocketbase-types";

/**
 * The content collections: what the site reads and caches, and what the
 * PocketBase hook reports saves of (pb_hooks/revalidate.pb.js). Listed once,
 * in pocketbase/pb_hooks/content-collections.json, which both sides read.
 */
export type ContentCollection = Collections;

export const CONTENT_COLLECTIONS = contentCollections as readonly ContentCollection[];

/**
 * Cache tags, one per content collection. Every cached read is tagged with
 * its collection's tag; /api/revalidate expires a tag when the PocketBase hook
 * reports a save in that collection.
 */
export function cmsTag(collection: CachedSource): string {
  return `cms:${collection}`;
}

export function isContentCollection(value: unknown): value is ContentCollection {
  return typeof value === "string" && (CONTENT_COLLECTIONS as readonly string[]).includes(value);
}

/**
 * The availability counts (getAvailability): cached and tagged like content,
 * and expired by PocketBase when a confirmation or a cancellation changes
 * what is held (pb_hooks/availability.pb.js). Not a collection: no guest's
 * data is read or cached under it.
 */
export const AVAILABILITY = "availability";

/** What the site caches under a tag: the content collections and the availability counts. */
export type CachedSource = ContentCollection | typeof AVAILABILITY;

/** What /api/revalidate may expire. */
export function isCachedSource(value: unknown): value is CachedSource {
  return isContentCollection(value) || value === AVAILABILITY;
}
