// New build detection: an open tab asks the server which build
// it runs, 1 s after the browser is first idle and then every 60 minutes, and
// reports once when the answer differs from the build the tab was loaded from.

export const BUILD_INFO_PATH = "/builds/latest.json";
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const FIRST_CHECK_DELAY_MS = 1000;

export interface BuildWatchOptions {
  /** The build this tab's JavaScript came from. */
  currentId: string;
  /** The server's build id now, or null when it cannot be learnt (offline, error). */
  fetchLatestId: () => Promise<string | null>;
  onNewBuild: (latestId: string) => void;
  /** Runs the callback once the browser is idle (requestIdleCallback or a timeout). */
  whenIdle?: (callback: () => void) => () => void;
  intervalMs?: number;
  firstDelayMs?: number;
}

function defaultWhenIdle(callback: () => void): () => void {
  if (typeof window !== "undefined" && typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/** Starts watching; returns a function that stops it. */
export function watchForNewBuild(options: BuildWatchOptions): () => void {
  const { currentId, fetchLatestId, onNewBuild } = options;
  const intervalMs = options.intervalMs ?? BUILD_CHECK_INTERVAL_MS;
  const firstDelayMs = options.firstDelayMs ?? FIRST_CHECK_DELAY_MS;
  let stopped = false;
  let firstTimer: ReturnType<typeof setTimeout> | undefined;
  // check() runs only after this function returns, when stop is defined.
  const interval = setInterval(() => void check(), intervalMs);

  const stop = () => {
    stopped = true;
    cancelIdle();
    if (firstTimer !== undefined) clearTimeout(firstTimer);
    clearInterval(interval);
  };

  const check = async () => {
    if (stopped) return;
    const latest = await fetchLatestId().catch(() => null);
    if (stopped || !latest || latest === currentId) return;
    stop();
    onNewBuild(latest);
  };

  const cancelIdle = (options.whenIdle ?? defaultWhenIdle)(() => {
    firstTimer = setTimeout(check, firstDelayMs);
  });
  return stop;
}

/** Reads the server's build id; the timestamp defeats any cache on the way. */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const res = await fetchImpl(`${BUILD_INFO_PATH}?t=${Date.now()}`, { cache: "no-store" });
  if (!res.ok) return null;
  const body = (await res.json()) as { id?: unknown };
  return typeof body.id === "string" && body.id ? body.id : null;
}
