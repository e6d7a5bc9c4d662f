import "server-only";
import { createServerClient, liveFetch, logCmsError, taggedFetch } from "./client";
import { CONTENT_COLLECTIONS, type ContentCollection } from "./tags";

export interface CollectionFreshness {
  collection: ContentCollection;
  /** Newest `updated` in PocketBase right now. */
  live: string | null;
  /** Newest `updated` in the site's cached copy (what pages are built from). */
  cached: string | null;
  fresh: boolean;
}

export interface Diagnostics {
  pocketBase: { reachable: boolean; latencyMs: number | null; error: string | null };
  collections: CollectionFreshness[];
}

async function newestUpdated(collection: ContentCollection, fetchImpl: typeof fetch): Promise<string | null> {
  const pb = createServerClient();
  const page = await pb
    .collection(collection)
    .getList<{ updated: string }>(1, 1, { sort: "-updated", fields: "updated", fetch: fetchImpl });
  return page.items[0]?.updated ?? null;
}

/**
 * Whether PocketBase answers its health check right now (live, never cached).
 * /book asks before offering the form: a form built from cached settings
 * while PocketBase is down would take a guest's details only to refuse them.
 */
export async function isPocketBaseUp(timeoutMs = 1_500): Promise<boolean> {
  try {
    await createServerClient().health.check({ fetch: liveFetch, signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch (error) {
    logCmsError("health", error);
    return false;
  }
}

/** For the noindex /test page: is PocketBase up, and is cached content current? */
export async function getDiagnostics(): Promise<Diagnostics> {
  const started = performance.now();
  let reachable = false;
  let error: string | null = null;
  try {
    const pb = createServerClient();
    await pb.health.check({ fetch: liveFetch });
    reachable = true;
  } catch (e) {
    logCmsError("health", e);
    error = e instanceof Error ? e.message : String(e);
  }
  const latencyMs = reachable ? Math.round(performance.now() - started) : null;

  const collections = await Promise.all(
    CONTENT_COLLECTIONS.map(async (collection): Promise<CollectionFreshness> => {
      const [live, cached] = await Promise.all([
        reachable ? newestUpdated(collection, liveFetch).catch(() => null) : Promise.resolve(null),
        newestUpdated(collection, taggedFetch(collection)).catch(() => null),
      ]);
      return { collection, live, cached, fresh: live === cached };
    }),
  );
  return { pocketBase: { reachable, latencyMs, error }, collections };
}
