"use client";

import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from "react";
import type { Availability } from "@/lib/booking/rules/availability";
import type { LiveAvailabilityOptions } from "@/lib/realtime/use-live-availability";
import { isBrowser, useClientValue } from "@/lib/runtime/use-client-value";

// The realtime subscription and SWR start after the page has hydrated, from
// their own chunk (never in /book's first load); until then, or if that chunk
// cannot be fetched, the form uses the counts the server rendered, and the
// server checks the counts of the moment on every request anyway.
const AvailabilityWatcher = lazy(() =>
  import("./LiveWatchers").then(
    (m) => ({ default: m.AvailabilityWatcher }),
    () => ({ default: () => null }),
  ),
);

const LiveAvailabilityContext = createContext<Availability | null>(null);

/** The free rooms per type and night inside LiveAvailabilityProvider; null when unknown (the form then marks no full nights). */
export function useAvailability(): Availability | null {
  return useContext(LiveAvailabilityContext);
}

/** Keeps an open /book page's availability in step with confirmations and cancellations. */
export function LiveAvailabilityProvider({
  initial,
  pbUrl,
  children,
  options,
}: {
  initial: Availability | null;
  pbUrl: string;
  children: ReactNode;
  /** Tests only: a fake realtime subscriber and fetcher. */
  options?: LiveAvailabilityOptions;
}) {
  const [live, setLive] = useState(initial);
  const watching = useClientValue(isBrowser, false);
  return (
    <LiveAvailabilityContext.Provider value={live}>
      {children}
      {watching && initial ? (
        <Suspense fallback={null}>
          <AvailabilityWatcher initial={initial} pbUrl={pbUrl} options={options} onChange={setLive} />
        </Suspense>
      ) : null}
    </LiveAvailabilityContext.Provider>
  );
}
