"use client";

import { useRouter } from "next/navigation";
import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from "react";
import type { LiveBookingSettings, LiveOptions } from "@/lib/realtime/use-live-booking-settings";
import { isBrowser, useClientValue } from "@/lib/runtime/use-client-value";
import { useLiveState } from "@/lib/realtime/use-live-state";

// SWR and the realtime subscription start right after the page has hydrated,
// from their own chunk: until then (and if that chunk cannot be fetched) the
// form goes on with the values the server rendered, and the server checks the
// settings in force on every request anyway.
const LiveSettingsWatcher = lazy(() =>
  import("./LiveWatchers").then(
    (m) => ({ default: m.LiveSettingsWatcher }),
    () => ({ default: () => null }),
  ),
);

const LiveSettingsContext = createContext<LiveBookingSettings | null>(null);

/** The live booking settings inside LiveBookingSettingsProvider; null outside it (use the rendered values). */
export function useLiveSettings(): LiveBookingSettings | null {
  return useContext(LiveSettingsContext);
}

/**
 * Pauses between repeated refreshes: 1 s, doubling up to 8 s, for a minute.
 * A refresh that comes before the save's webhook has reached the site is
 * answered with the old state, so the page asks again soon; the pauses then
 * grow so that a server slower than the pause still gets its answer in (a new
 * refresh supersedes the one in flight), and an open tab asks 10 times per
 * change, not 30.
 */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 8_000;
const GIVE_UP_AFTER_MS = 60_000;

/**
 * Keeps an open /book page in step with the settings in force: children read
 * the live reservation_state, breakfast_cost and hijri_shift (useLiveSettings), and when
 * reservation_state differs from what the server rendered, the page asks the
 * server again (router.refresh) until it shows the right panel or form.
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
  const [live, setLive] = useLiveState(initial);
  const watching = useClientValue(isBrowser, false);
  const router = useRouter();
  const rendered = initial.reservationState;

  useEffect(() => {
    if (live.reservationState === rendered) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (waited: number, pause: number) => {
      router.refresh();
      if (waited + pause > GIVE_UP_AFTER_MS) return;
      timer = setTimeout(() => ask(waited + pause, Math.min(pause * 2, LONGEST_PAUSE_MS)), pause);
    };
    ask(0, FIRST_PAUSE_MS);
    return () => clearTimeout(timer);
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
