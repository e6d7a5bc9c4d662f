import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { cmsTag, isContentCollection } from "@/lib/cms/tags";
import { env } from "@/lib/env";

/**
 * Webhook from PocketBase's pb_hooks/revalidate.pb.js after a content save:
 * checks the shared secret, then expires the collection's cache tag at once
 * ({ expire: 0 }), so the next request renders fresh content instead of
 * being served the stale page while it revalidates.
 *
 * The tag is expired a second time shortly after: Next stamps a cached page
 * with the time its render finished, so a render that read the old content
 * just before the save but finished just after it would otherwise be kept as
 * fresh until the time-based fallback (seen when saves and page views
 * overlap). The second expiry catches such a page; it costs one more render.
 */
const SETTLE_MS = 1_500;

export async function POST(request: Request) {
  const secret = env().revalidateSecret;
  const given = request.headers.get("x-revalidate-secret") ?? "";
  if (!secret || !safeEqual(given, secret)) {
    return Response.json({ error: "unauthorized" }, { status: 401 });
  }

  let collection: unknown;
  try {
    ({ collection } = (await request.json()) as { collection?: unknown });
  } catch {
    return Response.json({ error: "expected a JSON body" }, { status: 400 });
  }
  if (!isContentCollection(collection)) {
    return Response.json({ error: "unknown collection" }, { status: 400 });
  }

  const tag = cmsTag(collection);
  revalidateTag(tag, { expire: 0 });
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    revalidateTag(tag, { expire: 0 });
  });
  return Response.json({ revalidated: tag, now: Date.now() });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
