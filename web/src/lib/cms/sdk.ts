import PocketBase, { type AuthRecord } from "pocketbase";
import type { TypedPocketBase } from "./pocketbase-types";

/** A session to put in a client's auth store: a staff member's token, or the site's service account's. */
export interface PocketBaseSession {
  token: string;
  record?: AuthRecord;
}

/**
 * The one way the site makes a PocketBase client, on the server (client.ts,
 * which supplies this server's URL) and in the browser (the realtime hook): a
 * fresh, typed instance, auto-cancellation off because parallel requests to
 * one collection are normal, and signed in with `session` when one is given.
 */
export function createPocketBase(url: string, session?: PocketBaseSession | null): TypedPocketBase {
  const pb = new PocketBase(url) as TypedPocketBase;
  pb.autoCancellation(false);
  if (session) pb.authStore.save(session.token, session.record ?? null);
  return pb;
}
