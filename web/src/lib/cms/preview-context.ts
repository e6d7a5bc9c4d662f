import "server-only";
import { getPreviewSession } from "@/lib/preview/server";
import type { PreviewContext } from "./client";

export type { PreviewContext } from "./client";

/**
 * Every read takes an optional preview context: a context or null says which
 * it is; left out, it is this request's (draft mode with a valid staff cookie).
 */
export async function resolvePreview(given: PreviewContext | null | undefined): Promise<PreviewContext | null> {
  if (given !== undefined) return given;
  const session = await getPreviewSession();
  return session ? { token: session.token } : null;
}
