import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { cmsTag, isCachedSource, type CachedSource } from "@/lib/cms/tags";
import { webhookSecret } from "@/lib/webhook-secret";

/**
 * Webhook from PocketBase's pb_hooks/revalidate.pb.js after a content save:
 * checks the shared secret, then expires the collection's cache tag at once
 * ({ expire: 0 }), so the next request renders fresh content instead of
 * being served the stale page while it revalidates.
 *
 * The tag is expired again 0.4 s and 1.5 s later: Next stamps a cached page
 * with the time its render finished, so a render that read the old content
 * just before the save but finished just after it would otherwise be kept as
 * fresh until the time-based fallback. Each later expiry costs one more render.
 * The first comes soon, because the front door may keep what Next answers a
 * second more (proxy/hotel/page-clock.conf); the last catches slower renders.
 *
 * Each later expiry is a call to this webhook of its own ({ again: true }),
 * made by this one from `after()`: Next carries out what `after()` callbacks
 * expire only once they have all finished, so an expiry inside one would wait
 * for the last (docs/architecture.md, "Live edits").
 */
const EXPIRE_AGAIN_AFTER_MS = [400, 1_500];

export async function POST(request: Request) {
  const secret = webhookSecret(request);
  if (!secret) return Response.json({ error: "unauthorized" }, { status: 401 });

  let body: { collection?: unknown; again?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return Response.json({ error: "expected a JSON body" }, { status: 400 });
  }
  const { collection, again = false } = body ?? {};
  if (!isCachedSource(collection)) {
    return Response.json({ error: "unknown collection" }, { status: 400 });
  }
  if (typeof again !== "boolean") {
    return Response.json({ error: "again must be true or false" }, { status: 400 });
  }

  const tag = cmsTag(collection);
  revalidateTag(tag, { expire: 0 });
  if (!again) after(() => expireAgain(request.url, secret, collection));
  return Response.json({ revalidated: tag, now: Date.now() });
}

/** Calls this webhook again, at the address PocketBase called it at, at each of EXPIRE_AGAIN_AFTER_MS. */
async function expireAgain(url: string, secret: string, collection: CachedSource) {
  const tag = cmsTag(collection);
  let waited = 0;
  for (const at of EXPIRE_AGAIN_AFTER_MS) {
    await new Promise((resolve) => setTimeout(resolve, at - waited));
    waited = at;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-revalidate-secret": secret },
        body: JSON.stringify({ collection, again: true }),
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) console.info(`revalidate: ${tag} expired again ${at} ms after the save`);
      else console.warn(`revalidate: expiring ${tag} again answered ${res.status}`);
    } catch (error) {
      console.warn(`revalidate: expiring ${tag} again failed`, error);
    }
  }
}
