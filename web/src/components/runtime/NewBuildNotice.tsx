"use client";

import { useEffect, useState } from "react";
import { fetchLatestBuildId, watchForNewBuild } from "@/lib/runtime/build-check";
import styles from "./site-runtime.module.css";

/**
 * The new-build check and its polite, non-blocking notice. SiteRuntime loads
 * this after hydration: the first question is asked after the first idle anyway.
 */
export interface SiteRuntimeTexts {
  newVersion: string;
  reload: string;
  dismiss: string;
}

export function NewBuildNotice({ texts, buildId }: { texts: SiteRuntimeTexts; buildId: string }) {
  const [newBuild, setNewBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(
    () => watchForNewBuild({ currentId: buildId, fetchLatestId: () => fetchLatestBuildId(), onNewBuild: () => setNewBuild(true) }),
    [buildId],
  );

  if (!newBuild || dismissed) return null;
  return (
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
  );
}
