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
export function cmsTag(collection: ContentCollection): string {
  return `cms:${collection}`;
}

export function isContentCollection(value: unknown): value is ContentCollection {
  return typeof value === "string" && (CONTENT_COLLECTIONS as readonly string[]).includes(value);
}
