import "server-only";
// A guest's own booking request, read and cancelled by the token of their
// private link, and found again by reference and phone. Only through
// PocketBase's routes for the site's account (pb_hooks/guest-requests.pb.js):
// the account cannot list or view requests. The token goes in the body,
// never in a URL. Uncached: the page shows staff's decision as it is now.
import { ClientResponseError } from "pocketbase";
import { siteAccountStore, withServiceAccount, type ServiceAccountConfig } from "./bookings";
import type { GuestRequestRecord } from "./guest-view";

export type CancelOutcome = "cancelled" | "already_cancelled" | "declined" | "too_late";

export interface GuestRequestStore {
  /** The request behind `token`, or null for any token that opens none (unknown, tampered, malformed). */
  get(token: string): Promise<GuestRequestRecord | null>;
  /** null when no request has that token. */
  cancel(token: string): Promise<{ outcome: CancelOutcome; request: GuestRequestRecord } | null>;
  /** Gives the request with this reference and phone the link whose hash is given; false when none has both. */
  relink(reference: string, phone: string, tokenHash: string): Promise<boolean>;
}

const notFound = (error: unknown) => error instanceof ClientResponseError && error.status === 404;

export function createGuestRequestStore(config: ServiceAccountConfig): GuestRequestStore {
  async function post<T>(path: string, body: Record<string, string>, what: string): Promise<T | null> {
    try {
      return await withServiceAccount(config, what, (pb, signal) =>
        pb.send<T>(path, { method: "POST", body, signal: signal(), cache: "no-store" }),
      );
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }
  return {
    get: (token) => post<GuestRequestRecord>("/api/site/guest-request", { token }, "reading a guest's request"),
    cancel: (token) =>
      post<{ outcome: CancelOutcome; request: GuestRequestRecord }>("/api/site/guest-request/cancel", { token }, "cancelling a request"),
    async relink(reference, phone, tokenHash) {
      // 204 answers an empty body, which the SDK returns as {}; 404 as null.
      const found = await post<unknown>("/api/site/guest-request/find", { reference, phone, token_hash: tokenHash }, "finding a request");
      return found !== null;
    },
  };
}

/** The store the site reads, cancels and relinks guests' own requests with. */
export const guestRequests: () => GuestRequestStore = siteAccountStore(createGuestRequestStore, ["get", "cancel", "relink"]);
