import "server-only";
import { getPreviewSession } from "@/lib/preview/server";

/**
 * A preview read: unpublished and scheduled records, fetched live with the
 * staff member's own token (a PocketBase superuser), never cached and never
 * kept as a fallback for the public site.
 */
export interface PreviewContext {
  token: string;
}

/**
 * Every read takes an optional preview context: a context or null says which
 * it is; left out, it is this request's (draft mode with a valid staff cookie).
 */
export async function resolvePreview(given: PreviewContext | null | undefined): Promise<PreviewContext | null> {
  if (given !== undefined) return given;
  const session = await getPreviewSession();
  return session ? { token: session.token } : null;
}
