import "server-only";
import { randomInt } from "node:crypto";
import { ClientResponseError } from "pocketbase";
import { env } from "@/lib/env";
import { createServerClient, type PreviewContext } from "./client";
import { STAFF_COLLECTION } from "@/lib/preview/session";

/**
 * Staff sign-in against PocketBase superusers (the accounts of the admin UI
 * at /_/), token refresh, and the staff-only content report. Nothing here is
 * cached: every call is about one person's session.
 */

export type StaffAuthFailure = "invalid" | "rate_limited" | "unavailable";

export class StaffAuthError extends Error {
  constructor(
    readonly reason: StaffAuthFailure,
    readonly status: number,
  ) {
    super(`staff auth failed: ${reason} (${status})`);
  }
}

export interface StaffAuth {
  token: string;
  record: Record<string, unknown>;
}

const TIMEOUT_MS = 5_000;

function failure(error: unknown): StaffAuthError {
  if (!(error instanceof ClientResponseError)) return new StaffAuthError("unavailable", 0);
  if (error.status === 429) return new StaffAuthError("rate_limited", 429);
  if (error.status === 0 || error.status >= 500 || error.isAbort) return new StaffAuthError("unavailable", error.status);
  return new StaffAuthError("invalid", error.status);
}

const noStore = (url: RequestInfo | URL, init?: RequestInit) =>
  fetch(url, { ...init, cache: "no-store", signal: AbortSignal.timeout(TIMEOUT_MS) });

/**
 * The header naming, on a staff sign-in, the client the site established
 * (src/instrumentation.ts). PocketBase trusts it (pb_hooks/deployment-settings.pb.js),
 * so its per-address sign-in limit counts each client, not this server's one
 * address, which a few addresses guessing would use up for every member of staff.
 */
const SIGN_IN_CLIENT_HEADER = "X-Hotel-Sign-In-Client";

/** `clientAddress`: the address the site established for this request, never one a client wrote. */
export async function authenticateStaff(email: string, password: string, clientAddress: string): Promise<StaffAuth> {
  try {
    const auth = await createServerClient()
      .collection(STAFF_COLLECTION)
      .authWithPassword(email, password, { fetch: noStore, headers: { [SIGN_IN_CLIENT_HEADER]: clientAddress } });
    return { token: auth.token, record: auth.record as unknown as Record<string, unknown> };
  } catch (error) {
    throw failure(error);
  }
}

/** PocketBase's auth-refresh: proves the token is genuine and current, and returns a fresh one. */
export async function refreshStaffToken(token: string): Promise<StaffAuth> {
  const pb = createServerClient({ token });
  try {
    const auth = await pb.collection(STAFF_COLLECTION).authRefresh({ fetch: noStore });
    return { token: auth.token, record: auth.record as unknown as Record<string, unknown> };
  } catch (error) {
    throw failure(error);
  }
}

const TOKEN_KEY_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/**
 * Signing out: every token PocketBase has issued for this staff account stops
 * working. PocketBase cannot revoke one token; a token is signed with the
 * account's `tokenKey` (plus the collection's secret), so a new tokenKey
 * (50 random characters, PocketBase's own pattern) revokes them all: this
 * browser's, any copy of the cookie, the admin UI's session and other
 * devices'. A superuser may change the hidden field through the records API.
 */
export async function revokeStaffTokens(token: string, staffId: string): Promise<void> {
  const pb = createServerClient({ token });
  const tokenKey = Array.from({ length: 50 }, () => TOKEN_KEY_ALPHABET[randomInt(TOKEN_KEY_ALPHABET.length)]).join("");
  try {
    await pb.collection(STAFF_COLLECTION).update(staffId, { tokenKey }, { fetch: noStore, fields: "id" });
  } catch (error) {
    throw failure(error);
  }
}

export interface IncompleteRecord {
  id: string;
  slug: string;
  title: string;
  published: boolean;
  /** Field names, e.g. "summary_ar". */
  missing: string[];
}

export interface ContentReport {
  checkedAt: string;
  collections: { collection: string; total: number; incomplete: IncompleteRecord[] }[];
}

/** What pb_hooks/publishing.pb.js finds missing in Arabic or English, drafts included. Staff only. */
export async function getContentReport(preview: PreviewContext): Promise<ContentReport> {
  return createServerClient(preview).send<ContentReport>("/api/hotel/content-report", { fetch: noStore });
}

/** The PocketBase admin UI, where staff edit content. */
export function adminUrl(): string {
  return `${env().pbAdminUrl}/_/`;
}

/** Where staff edit one record in the admin UI. */
export function adminRecordUrl(collection: string, id: string): string {
  return `${adminUrl()}#/collections?collection=${encodeURIComponent(collection)}&record=${encodeURIComponent(id)}`;
}
