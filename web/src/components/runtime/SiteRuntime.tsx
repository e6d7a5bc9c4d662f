"use client";

import { lazy, Suspense, useEffect } from "react";
import { isBrowser, useClientValue } from "@/lib/runtime/use-client-value";
import { rememberReservationState } from "@/lib/booking/reservation-state";
import { installReloadGuard } from "@/lib/runtime/reload-guard";
import type { SiteRuntimeTexts } from "./NewBuildNotice";

export type { SiteRuntimeTexts } from "./NewBuildNotice";

/** This tab's build, inlined at build time (next.config.ts). */
const BUILT_AS = process.env.NEXT_PUBLIC_BUILD_ID ?? "";

// The new-build check and its notice come in their own chunk after hydration;
// if it cannot be fetched, the page goes on without the notice.
const NewBuildNotice = lazy(() =>
  import("./NewBuildNotice").then(
    (m) => ({ default: m.NewBuildNotice }),
    () => ({ default: () => null }),
  ),
);

/**
 * Page-wide runtime behaviours: the reload guard for failed chunk loads, the
 * new-build check with its polite, non-blocking notice, and the
 * reservation_state cookie.
 */
export function SiteRuntime({
  texts,
  reservationState,
  buildId = BUILT_AS,
}: {
  texts: SiteRuntimeTexts;
  /** Settings' reservation_state, kept in a cookie of the same name on every page (as the original site did). */
  reservationState?: string;
  buildId?: string;
}) {
  const hydrated = useClientValue(isBrowser, false);

  useEffect(() => installReloadGuard(), []);
  useEffect(() => {
    if (reservationState) rememberReservationState(reservationState);
  }, [reservationState]);

  return (
    // The live region is always in the page, so screen readers announce the notice when it appears.
    <div role="status" aria-live="polite">
      {hydrated && buildId ? (
        <Suspense fallback={null}>
          <NewBuildNotice texts={texts} buildId={buildId} />
        </Suspense>
      ) : null}
    </div>
  );
}
