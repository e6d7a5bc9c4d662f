import { after } from "next/server";
import { env } from "@/lib/env";
import { warmUpPhotos, type SavedPhoto } from "@/lib/photos/warm-up";
import { webhookSecret } from "@/lib/webhook-secret";

/**
 * Webhook from PocketBase's pb_hooks/photos.pb.js once staff have saved new
 * photos of a record: checks the shared secret, answers at once, and then
 * makes the files guests will be sent (lib/photos/warm-up.ts), one photo after
 * another. Only PocketBase's file addresses of the site's own thumbs are made
 * (next.config.ts's image patterns); ids and names are checked here first.
 */
const COLLECTION_ID = /^[a-z0-9_]{1,50}$/;
const RECORD_ID = /^[a-z0-9]{15}$/;
const PHOTO_FILE = /^[\w-]{1,200}\.(?:jpe?g|png|webp|avif)$/i;
const MAX_FILES = 64;

export async function POST(request: Request) {
  if (!webhookSecret(request)) return Response.json({ error: "unauthorized" }, { status: 401 });
  let body: { collectionId?: unknown; recordId?: unknown; files?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return Response.json({ error: "expected a JSON body" }, { status: 400 });
  }
  const { collectionId, recordId, files } = body ?? {};
  if (typeof collectionId !== "string" || !COLLECTION_ID.test(collectionId) || typeof recordId !== "string" || !RECORD_ID.test(recordId)) {
    return Response.json({ error: "collectionId and recordId must be PocketBase ids" }, { status: 400 });
  }
  if (
    !Array.isArray(files) ||
    files.length === 0 ||
    files.length > MAX_FILES ||
    !files.every((f) => typeof f === "string" && PHOTO_FILE.test(f))
  ) {
    return Response.json({ error: `files must be 1 to ${MAX_FILES} photo file names` }, { status: 400 });
  }
  const photos: SavedPhoto[] = files.map((filename: string) => ({ collectionId, recordId, filename }));
  after(() => warmUpPhotos(new URL(request.url).origin, env().pbUrl, photos));
  return Response.json({ photos: photos.length }, { status: 202 });
}
