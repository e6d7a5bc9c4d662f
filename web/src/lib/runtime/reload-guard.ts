// Reload guard: when a chunk of the site's JavaScript fails to
// load (usually a tab opened before a deploy asking for a file the new build
// no longer has), reload the page once. The path and an expiry are kept in
// sessionStorage, so a chunk that keeps failing cannot cause a reload loop.

export const RELOAD_GUARD_KEY = "reload-guard";
export const RELOAD_GUARD_TTL_MS = 10_000;

interface GuardEntry {
  path: string;
  expires: number;
}

export interface ReloadOnceOptions {
  storage?: Pick<Storage, "getItem" | "setItem">;
  path?: string;
  now?: number;
  ttlMs?: number;
  reload?: () => void;
}

function readEntry(raw: string | null): GuardEntry | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GuardEntry>;
    return typeof value.path === "string" && typeof value.expires === "number" ? { path: value.path, expires: value.expires } : null;
  } catch {
    return null;
  }
}

/**
 * Reloads unless this path was already reloaded within the ttl. Returns
 * whether it reloaded. Without working sessionStorage it never reloads,
 * because it could not tell a second failure from the first.
 */
export function reloadOnce(options: ReloadOnceOptions = {}): boolean {
  const path = options.path ?? window.location.pathname;
  const now = options.now ?? Date.now();
  const ttlMs = options.ttlMs ?? RELOAD_GUARD_TTL_MS;
  const reload = options.reload ?? (() => window.location.reload());
  try {
    const storage = options.storage ?? window.sessionStorage;
    const previous = readEntry(storage.getItem(RELOAD_GUARD_KEY));
    if (previous && previous.path === path && previous.expires > now) return false;
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + ttlMs } satisfies GuardEntry));
  } catch {
    return false;
  }
  reload();
  return true;
}

const CHUNK_FAILURE =
  /Failed to load chunk|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or rejection reason) is a failed load of the site's own code. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== "object") return typeof reason === "string" && CHUNK_FAILURE.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_FAILURE.test(message));
}

/** Whether a failed resource load is one of the site's own script chunks. */
export function isOwnScriptFailure(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement === "undefined" || !(target instanceof HTMLScriptElement)) return false;
  try {
    const url = new URL(target.src, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith("/_next/static/");
  } catch {
    return false;
  }
}

/** Listens for failed chunk loads anywhere on the page; returns the remover. */
export function installReloadGuard(options: ReloadOnceOptions = {}): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce(options);
  };
  const onError = (event: Event) => {
    const error = event instanceof ErrorEvent ? (event.error ?? event.message) : undefined;
    if (isChunkLoadError(error) || isOwnScriptFailure(event.target)) reloadOnce(options);
  };
  window.addEventListener("unhandledrejection", onRejection);
  // Capture phase: a <script> that fails to load does not bubble its error.
  window.addEventListener("error", onError, true);
  return () => {
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("error", onError, true);
  };
}
