import { createHmac, randomBytes } from "node:crypto";

// Rate limiting needs to tell clients apart, not to know who they are: the
// address is hashed with a key that lives only in this process's memory, so
// nothing stored or logged can be turned back into an IP address.
const processKey = randomBytes(32);

export function clientKeyFor(address: string): string {
  return createHmac("sha256", processKey).update(address).digest("base64url").slice(0, 22);
}

/**
 * The request header that carries the client's address inside this server.
 * src/instrumentation.ts sets it on every incoming request from the socket
 * and the trusted proxy hops, replacing any copy the client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-hotel-client-address";

/**
 * The address of the client that sent a request, trusting exactly `hops`
 * reverse proxies in front of this server. Each trusted proxy appends the
 * address it received the request from to X-Forwarded-For, so with the
 * socket's peer as the last link of the chain, the client is `hops` links
 * from the end; everything further left is whatever the client wrote.
 * With no proxy (hops 0) the header is ignored altogether.
 */
export function trustedClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const forwarded = hops > 0 ? [forwardedFor ?? []].flat().join(",").split(",") : [];
  const chain = [...forwarded, socketAddress ?? ""].map((entry) => entry.trim()).filter(Boolean);
  // Fewer links than proxies: the request did not come through all of them; the left-most is all there is.
  return chain[Math.max(0, chain.length - 1 - hops)] ?? "unknown";
}

/** The client's address as this server established it (see CLIENT_ADDRESS_HEADER); never a header the client chose. */
export function clientAddressFrom(headers: { get(name: string): string | null }): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
