import { createHmac, randomBytes } from "node:crypto";

// Rate limiting needs to tell clients apart, not to know who they are: the
// address is hashed with a key that lives only in this process's memory, so
// nothing stored or logged can be turned back into an IP address.
const processKey = randomBytes(32);

export function clientKeyFor(address: string): string {
  return createHmac("sha256", processKey).update(address).digest("base64url").slice(0, 22);
}

/**
 * The client's address from request headers. Behind a reverse proxy the
 * right-most X-Forwarded-For entry is the one the proxy added (entries further
 * left are whatever the client sent). Next fills the header with the socket
 * address only when it is absent, so a site exposed without a proxy can be
 * told any address: the per-client limit is a courtesy brake, not a security
 * boundary (see rate-limit.ts).
 */
export function clientAddressFrom(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return last || headers.get("x-real-ip")?.trim() || "unknown";
}
