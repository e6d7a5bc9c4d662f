"use client";

import { useState, type ComponentType, type ReactNode } from "react";
import type { SearchDialogProps } from "@/components/search/SearchDialog";

export interface SearchButtonProps {
  label: string;
  /** The button's accessible name (it begins with the label). */
  openLabel: string;
  /** Drawn on the server (search-button-props.tsx): no bytes of it in the page's scripts. */
  icon?: ReactNode;
  dialog: Omit<SearchDialogProps, "onClose">;
  className?: string;
  showLabel?: boolean;
}

// The dialog's code is fetched on intent (a pointer over or focus on the
// button) or on opening, never with the page.
const loadDialog = () => import("@/components/search/SearchDialog");
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The search button: the submit button of a form that goes to the results
 * page, which is what it does without JavaScript, or if the dialog's code
 * cannot be fetched; otherwise it opens the search dialog (which gives focus
 * back to it on closing). Kept this small: every page loads it.
 */
export function SearchButton({ label, openLabel, icon, dialog, className, showLabel }: SearchButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // The dialog is the form's sibling: it holds a form of its own.
  return (
    <>
      <form action={dialog.action} className="search-button">
        <button
          className={className}
          aria-haspopup="dialog"
          aria-expanded={!!Dialog}
          aria-label={openLabel}
          onClick={(event) => {
            event.preventDefault();
            const form = event.currentTarget.form;
            loadDialog().then(
              (m) => setDialog(() => m.SearchDialog),
              () => form?.submit(),
            );
          }}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {icon}
          {showLabel && label}
        </button>
      </form>
      {Dialog && <Dialog {...dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
