"use client";

import { useRouter } from "next/navigation";
import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from "react";
import type { LiveBookingSettings, LiveOptions } from "./use-live-booking-settings";
import { isBrowser, useClientValue } from "@/lib/runtime/use-client-value";

// SWR and the realtime subscription start right after the page has hydrated,
// from their own chunk: until then (and if that chunk cannot be fetched) the
// form goes on with the values the server rendered, and the server checks the
// settings in force on every request anyway.
const LiveSettingsWatcher = lazy(() =>
  import("./LiveSettingsWatcher").then(
    (m) => ({ default: m.LiveSettingsWatcher }),
    () => ({ default: () => null }),
  ),
);

const LiveSettingsContext = createContext<LiveBookingSettings | null>(null);

/** The live booking settings inside LiveBookingSettingsProvider; null outside it (use the rendered values). */
export function useLiveSettings(): LiveBookingSettings | null {
  return useContext(LiveSettingsContext);
}

const REFRESH_EVERY_MS = 2_000;
const MAX_REFRESHES = 30;

/**
 * Keeps an open /book page in step with the settings in force: children read
 * the live reservation_state and breakfast_cost (useLiveSettings), and when
 * reservation_state differs from what the server rendered, the page asks the
 * server again (router.refresh) until it shows the right panel or form. The
 * retries cover the moment between PocketBase's event and the site's cache
 * being refreshed by the save's webhook.
 */
export function LiveBookingSettingsProvider({
  initial,
  pbUrl,
  children,
  options,
}: {
  initial: LiveBookingSettings;
  pbUrl: string;
  children: ReactNode;
  /** Tests only: a fake realtime subscriber and fetcher. */
  options?: LiveOptions;
}) {
  const [live, setLive] = useState(initial);
  const watching = useClientValue(isBrowser, false);
  const router = useRouter();
  const rendered = initial.reservationState;

  useEffect(() => {
    if (live.reservationState === rendered) return undefined;
    router.refresh();
    let attempts = 1;
    const timer = setInterval(() => {
      if (++attempts > MAX_REFRESHES) clearInterval(timer);
      else router.refresh();
    }, REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [live.reservationState, rendered, router]);

  return (
    <LiveSettingsContext.Provider value={live}>
      {children}
      {watching ? (
        <Suspense fallback={null}>
          <LiveSettingsWatcher initial={initial} pbUrl={pbUrl} options={options} onChange={setLive} />
        </Suspense>
      ) : null}
    </LiveSettingsContext.Provider>
  );
}
