import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * The shared secret when a PocketBase webhook (/api/revalidate, /api/photos)
 * carries it, else null; always null when none is set.
 */
export function webhookSecret(request: Request): string | null {
  const secret = env().revalidateSecret;
  const given = Buffer.from(request.headers.get("x-revalidate-secret") ?? "");
  return secret && given.length === Buffer.byteLength(secret) && timingSafeEqual(given, Buffer.from(secret)) ? secret : null;
}
