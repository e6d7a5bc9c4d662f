"use client";

import { lazy, memo, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { whenIdleAfterLoad } from "@/lib/runtime/when-idle";
import type { SidePanelContentsProps, SidePanelProps } from "./SidePanelContents";

export type { SidePanelContent, SidePanelProps } from "./SidePanelContents";

// The panel's contents (menu, switchers, contact lines, social icons) are
// code no guest needs before opening it: fetched when the browser is idle
// after load (below), when a pointer or focus reaches a menu button, or
// at the latest on opening. If it cannot be fetched (offline), the panel keeps
// its title and close button rather than taking the header down with it.
const loadContents = () => import("./SidePanelContents");
const NoContents = (_props: SidePanelContentsProps) => null;
// Memoised: opening or closing the panel does not render its menu and links again.
const SidePanelContents = memo(
  lazy<ComponentType<SidePanelContentsProps>>(() =>
    loadContents().then(
      (m) => ({ default: m.SidePanelContents }),
      () => ({ default: NoContents }),
    ),
  ),
);

/** Starts fetching the panel's contents, quietly: a failure shows when the panel opens. */
export function preloadSidePanel(): void {
  loadContents().catch(() => undefined);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden]"));
}

/**
 * The side panel (a modal dialog): Escape and the close button close it,
 * Tab stays inside while it is open, and focus goes back to the button that
 * opened it. Its contents are not in the server's markup (every page would
 * parse and hydrate a hidden copy of the whole menu): they are rendered,
 * hidden, when the browser is idle after load, so the first tap on the menu
 * button does not wait for them, or at the latest when it opens. The title
 * and close button are always here; until the rest has arrived, the dialog
 * shows only them.
 */
export function SidePanel(props: SidePanelProps) {
  const { open, onClose, id = "side-panel", ...contents } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(
    () =>
      whenIdleAfterLoad(() =>
        loadContents().then(
          () => startTransition(() => setOpened(true)),
          () => undefined,
        ),
      ),
    [],
  );
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const focusables = focusableIn(panel);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <div className="side-panel" data-open={open} hidden={!open}>
      <div className="side-panel__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} id={id} className="side-panel__dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        {opened ? (
          <>
            <div className="side-panel__head">
              <h2 id={`${id}-title`} className="side-panel__title">
                {props.title}
              </h2>
              <button ref={closeRef} type="button" className="icon-button" onClick={onClose} aria-label={props.closeLabel}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <Suspense fallback={null}>
              <SidePanelContents {...contents} onClose={onClose} />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}
