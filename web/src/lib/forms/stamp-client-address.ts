import "server-only";
import { Server, type IncomingMessage } from "node:http";
import { dropInternalHeaders } from "@/lib/internal-headers";
import { CLIENT_ADDRESS_HEADER, trustedClientAddress } from "./client-key";

const STAMPED = Symbol.for("hotel.clientAddressStamped");

/**
 * Writes the trusted client address (see trustedClientAddress) into every
 * request this process's HTTP servers receive, before Next sees it. Next
 * keeps a client's own X-Forwarded-For and records the socket's address only
 * when that header is absent, so without this a script could name a new
 * address on every request and never meet a per-client limit. Node's server
 * emits each request through `emit("request")`, so wrapping it once covers
 * `next start` and the standalone server alike. Next's internal headers
 * (lib/internal-headers.ts) go here too, whatever the client sent.
 */
export function stampClientAddresses(hops: number): void {
  const proto = Server.prototype as Server & { [STAMPED]?: boolean };
  if (proto[STAMPED]) return;
  proto[STAMPED] = true;
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      dropInternalHeaders((args[0] as IncomingMessage).headers);
      stamp(args[0] as IncomingMessage, hops);
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}

export function stamp(request: IncomingMessage, hops: number): void {
  request.headers[CLIENT_ADDRESS_HEADER] = trustedClientAddress(request.socket?.remoteAddress, request.headers["x-forwarded-for"], hops);
}
