"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useLiveBookingSettings, type LiveBookingSettings, type LiveOptions } from "./use-live-booking-settings";

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
  const live = useLiveBookingSettings(initial, pbUrl, options);
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

  return <LiveSettingsContext.Provider value={live}>{children}</LiveSettingsContext.Provider>;
}
