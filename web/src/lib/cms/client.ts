import "server-only";
import PocketBase, { ClientResponseError } from "pocketbase";
import { env } from "@/lib/env";
import type { TypedPocketBase } from "./pocketbase-types";
import { offersCacheSeconds } from "./expiry";
import type { PreviewContext } from "./preview";
import { CMS_TAGS, type ContentCollection } from "./tags";

/**
 * A fresh SDK instance per call: the server never shares an auth store
 * between requests, and auto-cancellation is off because parallel reads of
 * the same collection are normal in server rendering.
 */
export function createServerClient(preview?: PreviewContext | null): TypedPocketBase {
  const pb = new PocketBase(env().pbUrl) as TypedPocketBase;
  pb.autoCancellation(false);
  if (preview) pb.authStore.save(preview.token, null);
  return pb;
}

/**
 * The SDK's `fetch` option, passing Next's data-cache options through: the
 * response is cached, tagged with the collection's tag (expired by
 * /api/revalidate) and refreshed after a time-based fallback period.
 */
export function taggedFetch(collection: ContentCollection, extraTags: string[] = []) {
  const tags = [CMS_TAGS[collection], ...extraTags];
  const fallback = env().cmsRevalidateSeconds;
  const revalidate = collection === "offers" ? offersCacheSeconds(fallback) : fallback;
  return (url: RequestInfo | URL, init?: RequestInit) =>
    fetch(url, { ...init, cache: "force-cache", next: { tags, revalidate } });
}

/** Live, uncached fetch (diagnostics page). */
export function liveFetch(url: RequestInfo | URL, init?: RequestInit) {
  return fetch(url, { ...init, cache: "no-store" });
}

/** Preview reads are live; public reads are cached and tagged. */
export function readFetch(collection: ContentCollection, preview: PreviewContext | null) {
  return preview ? liveFetch : taggedFetch(collection);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 404;
}

/** Server-side log line for a failed PocketBase read; never shown to visitors. */
export function logCmsError(what: string, error: unknown): void {
  if (error instanceof ClientResponseError) {
    console.error(`[cms] ${what} failed`, { status: error.status, url: error.url, isAbort: error.isAbort, message: error.message });
  } else {
    console.error(`[cms] ${what} failed`, error);
  }
}
