"use client";

import { useEffect, useState } from "react";
import { rememberReservationState } from "@/lib/booking/reservation-state";
import { installReloadGuard } from "@/lib/runtime/reload-guard";
import styles from "./site-runtime.module.css";

export interface SiteRuntimeTexts {
  newVersion: string;
  reload: string;
  dismiss: string;
}

/** This tab's build, inlined at build time (next.config.ts). */
const BUILT_AS = process.env.NEXT_PUBLIC_BUILD_ID ?? "";

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
  const [newBuild, setNewBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => installReloadGuard(), []);
  useEffect(() => {
    if (reservationState) rememberReservationState(reservationState);
  }, [reservationState]);
  useEffect(() => {
    if (!buildId) return undefined;
    // The check's code comes in its own chunk: its first question is asked after the first idle anyway.
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("@/lib/runtime/build-check").then(
      ({ watchForNewBuild, fetchLatestBuildId }) => {
        if (!cancelled) stop = watchForNewBuild({ currentId: buildId, fetchLatestId: () => fetchLatestBuildId(), onNewBuild: () => setNewBuild(true) });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [buildId]);

  const visible = newBuild && !dismissed;
  return (
    // The live region is always in the page, so screen readers announce the notice when it appears.
    <div role="status" aria-live="polite">
      {visible ? (
        <div className={styles.notice}>
          <p className={styles.text}>{texts.newVersion}</p>
          <div className={styles.actions}>
            <button type="button" className="button button--gold button--small" onClick={() => window.location.reload()}>
              {texts.reload}
            </button>
            <button type="button" className="button button--light button--small" onClick={() => setDismissed(true)}>
              {texts.dismiss}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
