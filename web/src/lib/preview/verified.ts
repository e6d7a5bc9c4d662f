import { createHash } from "node:crypto";
import { refreshStaffToken, StaffAuthError, type StaffAuth } from "@/lib/cms/staff";
import { tokenAccount } from "./session";

/**
 * What this server process remembers about staff tokens, so that PocketBase
 * is not asked about the same token on every page view:
 *
 * - accepted: a token PocketBase accepted (sign-in or auth-refresh) counts as
 *   verified for five minutes; in between only its expiry is checked locally,
 *   so browsing in preview costs one PocketBase call per five minutes.
 * - refused: a token PocketBase refused (a forged or revoked one) is refused
 *   again without asking for a minute, so a forged cookie with a future
 *   expiry, sent on every request, costs PocketBase at most one call a minute.
 * - in flight: concurrent requests with the same unknown token share one
 *   PocketBase call.
 *
 * Tokens are kept as SHA-256 digests, never as themselves, and both records
 * are bounded (the oldest are forgotten first). Signing out forgets every
 * accepted token of the account (forgetAccount), not just this browser's. Kept on globalThis so the
 * proxy and server actions, bundled separately, share one record in a process.
 */
export const VERIFY_WINDOW_MS = 5 * 60_000;
export const REFUSE_WINDOW_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_REFUSED = 2_000;

interface Entry {
  at: number;
  account: string;
}

interface Store {
  verified: Map<string, Entry>;
  refused: Map<string, Entry>;
  inFlight: Map<string, Promise<unknown>>;
}
const KEY = Symbol.for("hotel.preview.token-checks");

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  return (holder[KEY] ??= { verified: new Map(), refused: new Map(), inFlight: new Map() });
}

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

function remember(map: Map<string, Entry>, key: string, entry: Entry, cap: number): void {
  map.delete(key);
  map.set(key, entry);
  // Oldest first (insertion order): forget the oldest beyond the cap.
  for (const oldest of map.keys()) {
    if (map.size <= cap) break;
    map.delete(oldest);
  }
}

function within(map: Map<string, Entry>, key: string, windowMs: number, nowMs: number): boolean {
  const entry = map.get(key);
  if (entry === undefined) return false;
  if (nowMs - entry.at < windowMs) return true;
  map.delete(key);
  return false;
}

export function markVerified(token: string, nowMs = Date.now()): void {
  const key = digest(token);
  store().refused.delete(key);
  remember(store().verified, key, { at: nowMs, account: tokenAccount(token) }, MAX_ENTRIES);
}

export function recentlyVerified(token: string, nowMs = Date.now()): boolean {
  return within(store().verified, digest(token), VERIFY_WINDOW_MS, nowMs);
}

export function forgetVerified(token: string): void {
  store().verified.delete(digest(token));
}

/** Forgets every accepted token of one account (signing out ends all its sessions). */
export function forgetAccount(account: string): void {
  if (!account) return;
  const { verified } = store();
  for (const [key, entry] of verified) if (entry.account === account) verified.delete(key);
}

export function markRefused(token: string, nowMs = Date.now()): void {
  const key = digest(token);
  store().verified.delete(key);
  remember(store().refused, key, { at: nowMs, account: "" }, MAX_REFUSED);
}

export function recentlyRefused(token: string, nowMs = Date.now()): boolean {
  return within(store().refused, digest(token), REFUSE_WINDOW_MS, nowMs);
}

export type TokenCheck<T> = { kind: "known" } | { kind: "refused" } | { kind: "renewed"; auth: T };

/**
 * Is this staff token good? Known-good and recently refused tokens are
 * answered from memory; any other goes to `refresh` (PocketBase's
 * auth-refresh), once, however many requests carry it at the same time.
 * A failure that `isRefusal` calls a refusal (PocketBase said no, as opposed
 * to PocketBase being unreachable) is remembered for REFUSE_WINDOW_MS.
 */
export async function checkToken<T extends { token: string }>(
  token: string,
  refresh: (token: string) => Promise<T>,
  isRefusal: (error: unknown) => boolean,
): Promise<TokenCheck<T>> {
  if (recentlyVerified(token)) return { kind: "known" };
  if (recentlyRefused(token)) return { kind: "refused" };
  const key = digest(token);
  const { inFlight } = store();
  const pending = inFlight.get(key) as Promise<TokenCheck<T>> | undefined;
  if (pending) return pending;
  const check = (async (): Promise<TokenCheck<T>> => {
    try {
      const auth = await refresh(token);
      // The token shown was genuine too: a page or action reached without the
      // proxy (which would have renewed the cookie) must not ask again.
      markVerified(token);
      markVerified(auth.token);
      return { kind: "renewed", auth };
    } catch (error) {
      if (isRefusal(error)) markRefused(token);
      return { kind: "refused" };
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, check);
  return check;
}

/** PocketBase said no (as opposed to being unreachable or busy). */
const isRefusal = (error: unknown) => error instanceof StaffAuthError && error.reason === "invalid";

/** checkToken against PocketBase's auth-refresh: the one staff check of the proxy, and of every staff page and action. */
export function checkStaffToken(token: string): Promise<TokenCheck<StaffAuth>> {
  return checkToken(token, refreshStaffToken, isRefusal);
}
