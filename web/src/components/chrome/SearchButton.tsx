"use client";

import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from "react";
import type { SearchDialogProps } from "@/components/search/SearchDialog";

export type SearchButtonDialog = Omit<SearchDialogProps, "onClose">;

export interface SearchButtonProps {
  label: string;
  /** The button's accessible name, when the label is not shown (phones). */
  openLabel: string;
  dialog: SearchButtonDialog;
  className?: string;
  /** Show the label beside the icon. */
  showLabel?: boolean;
}

// The dialog's code is fetched on intent (a pointer over or focus on the
// button) or at the latest on opening, never with the page. If it cannot be
// fetched, the button falls back to the results page, as without JavaScript.
const loadDialog = () => import("@/components/search/SearchDialog");
let fallbackAction = "";
const SearchDialog = lazy<ComponentType<SearchDialogProps>>(() =>
  loadDialog().then(
    (m) => ({ default: m.SearchDialog }),
    () => ({
      default: () => {
        window.location.assign(fallbackAction);
        return null;
      },
    }),
  ),
);

export function preloadSearch(): void {
  loadDialog().catch(() => undefined);
}

/**
 * The search button: a submit button of a form that goes to the results page,
 * so it works without JavaScript; with it, it opens the search dialog instead,
 * and focus comes back to it when the dialog closes.
 */
export function SearchButton({ label, openLabel, dialog, className, showLabel = false }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <form action={dialog.action} method="get" className="search-button">
      <button
        ref={buttonRef}
        type="submit"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={showLabel ? undefined : openLabel}
        onClick={(event) => {
          event.preventDefault();
          fallbackAction = dialog.action;
          setOpen(true);
        }}
        onPointerEnter={preloadSearch}
        onPointerDown={preloadSearch}
        onFocus={preloadSearch}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {showLabel ? <span>{label}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog {...dialog} onClose={close} />
        </Suspense>
      ) : null}
    </form>
  );
}
