// The page's side of the service worker, loaded after the page is idle by the
// new-version notice (components/runtime/NewBuildNotice.tsx), so none of it
// is in any page's first load: registers the worker, tells the notice when a
// new worker waits, and sends the outbox when the connection returns and on
// every visit (browsers without Background Sync; a challenge the worker cannot solve).
import { sendSolvingChallenges } from "@/lib/forms/send-solving-challenges";
import { flushOutbox, sendEntry, type SendOutcome } from "./outbox";
import { SERVICE_WORKER_URL } from "./policy";

export interface OfflineCallbacks {
  /** A new build's worker is installed and waits for the guest (acceptUpdate). */
  onUpdateWaiting: () => void;
  /** Requests kept offline were sent, or came back for the guest. */
  onOutbox: (outcomes: SendOutcome[]) => void;
}

let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/** Starts the worker and the outbox; returns a function that stops listening. */
export function startOffline({ onUpdateWaiting, onOutbox }: OfflineCallbacks): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  registration ??= navigator.serviceWorker
    // updateViaCache "none": the browser asks the server for the worker script itself on every check.
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .catch(() => null);

  let stopped = false;
  const watchWaiting = (reg: ServiceWorkerRegistration | null) => {
    if (!reg || stopped) return;
    // Only an update waits: the first worker of a device activates at once, with nothing to replace.
    if (reg.waiting && navigator.serviceWorker.controller) onUpdateWaiting();
    reg.addEventListener("updatefound", () => {
      const installing = reg.installing;
      installing?.addEventListener("statechange", () => {
        if (!stopped && installing.state === "installed" && navigator.serviceWorker.controller) onUpdateWaiting();
      });
    });
  };
  void registration.then(watchWaiting);
  // The scripts this page loaded before the worker ran (a first visit) are saved too, so it also runs offline.
  void navigator.serviceWorker.ready
    .then((reg) => {
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${window.location.origin}/_next/static/`));
      if (!stopped && urls.length > 0) reg.active?.postMessage({ type: "CACHE_URLS", urls });
    })
    .catch(() => undefined);

  const report = (outcomes: SendOutcome[]) => {
    if (!stopped && outcomes.length > 0) onOutbox(outcomes);
  };
  const flush = () => {
    if (navigator.onLine === false) return;
    // The page can solve the flood challenge the worker cannot (it has Web Workers).
    void flushOutbox((entry) =>
      sendSolvingChallenges(
        (...proof) => sendEntry(entry, ...proof),
        () => undefined,
      ),
    )
      .then(report)
      .catch(() => undefined);
  };
  const fromWorker = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; outcomes?: SendOutcome[] } | null;
    if (data?.type === "outbox" && Array.isArray(data.outcomes)) report(data.outcomes);
  };
  flush();
  window.addEventListener("online", flush);
  navigator.serviceWorker.addEventListener("message", fromWorker);
  return () => {
    stopped = true;
    window.removeEventListener("online", flush);
    navigator.serviceWorker.removeEventListener("message", fromWorker);
  };
}

/**
 * The guest accepted the new version: the waiting worker takes over, then the
 * page reloads under it. Without a waiting worker, a plain reload (the
 * current worker answers pages from the network, so the reload is the new build).
 */
export async function acceptUpdate(): Promise<void> {
  const reg = await (registration ?? Promise.resolve(null));
  const waiting = reg?.waiting;
  if (waiting) {
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
      setTimeout(resolve, 3_000);
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
  }
  window.location.reload();
}
