import "server-only";
import { ClientResponseError } from "pocketbase";
import { env } from "@/lib/env";
import type { TypedPocketBase } from "./pocketbase-types";
import { offersCacheSeconds } from "./expiry";
import { createPocketBase, type PocketBaseSession } from "./sdk";
import { cmsTag, type CachedSource, type ContentCollection } from "./tags";

/**
 * A preview read: unpublished and scheduled records, fetched live with the
 * staff member's own token (a PocketBase superuser), never cached and never
 * kept as a fallback for the public site.
 */
export interface PreviewContext {
  token: string;
}

/**
 * A client for this server's PocketBase (PB_URL), fresh per call: the server
 * never shares an auth store between requests. `session` signs it in (a
 * preview's staff token, the service account's session).
 */
export function createServerClient(session?: PocketBaseSession | null, url: string = env().pbUrl): TypedPocketBase {
  return createPocketBase(url, session);
}

/**
 * How long a read may wait for PocketBase. A PocketBase that accepts
 * connections but does not answer must not hold a page render for minutes
 * (undici's default); the read fails (status 0, a TimeoutError) and the last
 * good answer is used (see read() in index.ts). Next drops the signal for
 * background refreshes of stale entries, which never hold up a response.
 */
export const READ_TIMEOUT_MS = 5_000;

/**
 * fetch for PocketBase reads: with the timeout, and a network failure keeps
 * the URL it was for (the SDK copies `url` from the thrown error, so the log
 * line says which read failed even when no response came back).
 */
function pocketBaseFetch(url: RequestInfo | URL, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(READ_TIMEOUT_MS) }).catch((error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    throw Object.assign(failure, { url: String(url) });
  });
}

/**
 * The SDK's `fetch` option, passing Next's data-cache options through: the
 * response is cached, tagged with the collection's tag (expired by
 * /api/revalidate) and refreshed after a time-based fallback period.
 */
export function taggedFetch(collection: CachedSource, extraTags: string[] = []) {
  const tags = [cmsTag(collection), ...extraTags];
  const fallback = env().cmsRevalidateSeconds;
  const revalidate = collection === "offers" ? offersCacheSeconds(fallback) : fallback;
  return (url: RequestInfo | URL, init?: RequestInit) =>
    pocketBaseFetch(url, { ...init, cache: "force-cache", next: { tags, revalidate } });
}

/** Live, uncached fetch (diagnostics page). */
export function liveFetch(url: RequestInfo | URL, init?: RequestInit) {
  return pocketBaseFetch(url, { ...init, cache: "no-store" });
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
