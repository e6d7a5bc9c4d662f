/**
 * Tokens this server process has seen PocketBase accept recently. A staff
 * token is checked with PocketBase (auth-refresh) the first time the process
 * sees it and again once this window has passed; in between, only its expiry
 * is checked locally, so browsing in preview costs one PocketBase call per
 * five minutes, not one per page. A forged token is never in here, so it is
 * always checked, fails, and is cleared.
 *
 * Kept on globalThis so the proxy and server actions, bundled separately,
 * share one record in a process.
 */
export const VERIFY_WINDOW_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

type Store = Map<string, number>;
const KEY = Symbol.for("hotel.preview.verified-tokens");

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  return (holder[KEY] ??= new Map());
}

export function markVerified(token: string, nowMs = Date.now()): void {
  const verified = store();
  verified.delete(token);
  verified.set(token, nowMs);
  // Oldest first (insertion order): forget the oldest beyond the cap.
  for (const oldest of verified.keys()) {
    if (verified.size <= MAX_ENTRIES) break;
    verified.delete(oldest);
  }
}

export function recentlyVerified(token: string, nowMs = Date.now()): boolean {
  const at = store().get(token);
  return at !== undefined && nowMs - at < VERIFY_WINDOW_MS;
}

export function forgetVerified(token: string): void {
  store().delete(token);
}
