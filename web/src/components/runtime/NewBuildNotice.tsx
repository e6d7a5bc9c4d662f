"use client";

import { useEffect, useState } from "react";
import { localizedPath } from "@/i18n/localized-path";
import type { SendOutcome } from "@/lib/offline/outbox";
import { fetchLatestBuildId, watchForNewBuild } from "@/lib/runtime/build-check";
import { whenIdleAfterLoad } from "@/lib/runtime/when-idle";
import { ROUTES } from "@/lib/site";

/**
 * The new-build check and its polite, non-blocking notice. SiteRuntime loads
 * this after hydration: the first question is asked after the first idle anyway.
 * After the page is idle it also starts the service worker and the outbox of
 * requests written offline (lib/offline/register.ts, a chunk of its own), and
 * says here when such a request was sent or needs the guest again.
 */
export interface SiteRuntimeTexts {
  newVersion: string;
  reload: string;
  dismiss: string;
  /** A booking, with {reference}. */
  sentLater: string;
  /** A contact message (no reference). */
  sentLaterMessage: string;
  priceChangedLater: string;
  reviewRequest: string;
}

type OutboxNote = { kind: "sent"; reference: string | undefined } | { kind: "guest"; href: string };

function notesFrom(outcomes: SendOutcome[]): OutboxNote[] {
  return outcomes.flatMap((o): OutboxNote[] => {
    if (o.kind === "sent") return [{ kind: "sent", reference: o.reference }];
    if (o.kind === "guest")
      return [{ kind: "guest", href: localizedPath(o.entry.kind === "booking" ? ROUTES.book : ROUTES.contact, o.entry.locale) }];
    return [];
  });
}

export function NewBuildNotice({ texts, buildId }: { texts: SiteRuntimeTexts; buildId: string }): React.JSX.Element | null {
  const [newBuild, setNewBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [notes, setNotes] = useState<OutboxNote[]>([]);

  useEffect(
    () => watchForNewBuild({ currentId: buildId, fetchLatestId: () => fetchLatestBuildId(), onNewBuild: () => setNewBuild(true) }),
    [buildId],
  );

  useEffect(() => {
    let stop = () => undefined as void;
    let cancelled = false;
    const cancelIdle = whenIdleAfterLoad(() => {
      void import("@/lib/offline/register")
        .then((offline) => {
          if (cancelled) return;
          stop = offline.startOffline({
            onUpdateWaiting: () => setNewBuild(true),
            onOutbox: (outcomes) => setNotes((old) => [...old, ...notesFrom(outcomes)]),
          });
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop();
    };
  }, []);

  // The guest chose the new version: a waiting worker takes over first (never under a tab that did not ask).
  const reload = () =>
    void import("@/lib/offline/register").then(
      (offline) => offline.acceptUpdate(),
      () => window.location.reload(),
    );

  return (
    <>
      {notes.map((note, i) => (
        <div key={i} className="runtime-notice" data-testid="outbox-notice">
          <p className="runtime-notice__text">
            {note.kind === "guest"
              ? texts.priceChangedLater
              : note.reference
                ? texts.sentLater.replace("{reference}", note.reference)
                : texts.sentLaterMessage}
          </p>
          <div className="runtime-notice__actions">
            {note.kind === "guest" ? (
              <a className="button button--gold button--small" href={note.href}>
                {texts.reviewRequest}
              </a>
            ) : null}
            <button
              type="button"
              className="button button--light button--small"
              onClick={() => setNotes((old) => old.filter((_, j) => j !== i))}
            >
              {texts.dismiss}
            </button>
          </div>
        </div>
      ))}
      {newBuild && !dismissed ? (
        <div className="runtime-notice">
          <p className="runtime-notice__text">{texts.newVersion}</p>
          <div className="runtime-notice__actions">
            <button type="button" className="button button--gold button--small" onClick={reload}>
              {texts.reload}
            </button>
            <button type="button" className="button button--light button--small" onClick={() => setDismissed(true)}>
              {texts.dismiss}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
