"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { MAX_QUERY_LENGTH, MAX_RESULTS, type SearchResult } from "@/lib/search/engine";
import { SearchResultBody, type SearchKindLabels } from "./SearchResultList";
import styles from "./search.module.css";

export interface SearchDialogTexts {
  title: string;
  close: string;
  label: string;
  placeholder: string;
  submit: string;
  results: string;
  empty: string;
  /** With "{query}" where the query goes. */
  noResults: string;
  /** "N results" for N = 0 … MAX_RESULTS (plurals are the server's business). */
  counts: string[];
  searching: string;
  failed: string;
  /** With "{query}". */
  allResults: string;
  kinds: SearchKindLabels;
}

export interface SearchDialogProps {
  locale: string;
  /** The results page the form sends to (SEARCH_PATH in the page's language). */
  action: string;
  /** Where results are fetched (SEARCH_API_PATH). */
  api: string;
  texts: SearchDialogTexts;
  /** Unmounts the dialog (the dialog itself gives focus back to its opener). */
  onClose: () => void;
}

type Status = "idle" | "searching" | "done" | "failed";

// Typing fast sends one request, not one per key.
const DEBOUNCE_MS = 120;
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled])';

/**
 * The search dialog: a form (role=search) whose input is a combobox over a
 * listbox of results. Arrow keys move through the results, Enter follows the
 * one chosen (or, with none chosen, sends the form to the results page), Esc
 * and the close button close it. Results come from the server (SEARCH_API_PATH):
 * this chunk carries no index. Loaded on intent or first open (SearchButton).
 */
export function SearchDialog({ locale, action, api, texts, onClose }: SearchDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const onCloseRef = useRef(onClose);
  // The button that opened the dialog gets focus back, unless a result was followed.
  const opener = useRef<HTMLElement | null>(null);
  const close = (returnFocus: boolean) => {
    // Closed first: while it is modal, the page behind it (the opener too) cannot take focus.
    dialogRef.current?.close();
    if (returnFocus) opener.current?.focus();
    onCloseRef.current();
  };
  const closeRef = useRef(close);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(-1);
  const router = useRouter();
  useEffect(() => {
    onCloseRef.current = onClose;
    closeRef.current = close;
  });

  // A native modal <dialog>: the top layer, above the header and the side panel
  // whatever their stacking, and the page behind it inert. Esc and Tab are
  // handled on it and stopped there: the side panel, which it can open over,
  // listens for them on the document.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    inputRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        closeRef.current(true);
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      event.stopPropagation();
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    // A click on the backdrop reaches the dialog itself (its contents are in the panel inside it).
    function onClick(event: MouseEvent) {
      if (event.target === dialog) closeRef.current(true);
    }
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("click", onClick);
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus("searching");
      fetch(`${api}?${new URLSearchParams({ locale, q })}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ results: SearchResult[] }>) : Promise.reject(new Error(String(res.status)))))
        .then(({ results }) => {
          setResults(results);
          setActive(-1);
          setStatus("done");
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus("failed");
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, locale, query]);

  // An emptied query shows the empty state at once, whatever an earlier answer said.
  const shown = query.trim() ? results : [];
  const state: Status = query.trim() ? status : "idle";

  // Options hold no links (nothing interactive inside an option): choosing one navigates. The dialog
  // closes once the page behind it has changed: closing a modal dialog styles the whole page again, which
  // the tap on the result waited on, and the guest sees the chosen result rather than the old page meanwhile.
  const [navigating, startNavigation] = useTransition();
  const followed = useRef(false);
  function follow(i: number) {
    const result = shown[i];
    if (!result) return;
    setActive(i);
    followed.current = true;
    startNavigation(() => router.push(result.href));
  }
  useEffect(() => {
    if (navigating || !followed.current) return;
    followed.current = false;
    closeRef.current(false);
  }, [navigating]);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const count = shown.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === "Enter" && active >= 0) {
      // With a result chosen, Enter follows it; otherwise the form goes to the results page.
      event.preventDefault();
      follow(active);
    }
  }

  const listboxId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const q = query.trim();
  const statusText =
    state === "failed"
      ? texts.failed
      : state === "searching"
        ? texts.searching
        : state === "done"
          ? shown.length === 0
            ? texts.noResults.replace("{query}", q)
            : (texts.counts[Math.min(shown.length, MAX_RESULTS)] ?? "")
          : texts.empty;

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={`${id}-title`}>
      <div className={styles.panel} aria-busy={navigating}>
        <div className={styles.head}>
          <h2 id={`${id}-title`}>{texts.title}</h2>
          <button type="button" className="icon-button" onClick={() => close(true)} aria-label={texts.close}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <form role="search" action={action} method="get" className={styles.form}>
          <label htmlFor={`${id}-q`} id={`${id}-label`} className="visually-hidden">
            {texts.label}
          </label>
          <input
            ref={inputRef}
            id={`${id}-q`}
            className={styles.input}
            type="search"
            name="q"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onInputKeyDown}
            placeholder={texts.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            dir="auto"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          />
          <button type="submit" className="button button--gold">
            {texts.submit}
          </button>
        </form>
        <p className={styles.status} role="status">
          {statusText}
        </p>
        <ul id={listboxId} role="listbox" aria-label={texts.results} className={styles.results}>
          {shown.map((result, i) => (
            <li
              key={result.href + result.title}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              onClick={() => follow(i)}
              onKeyDown={(event) => {
                if (event.key === "Enter") follow(i);
              }}
            >
              <span className={styles.result}>
                <SearchResultBody result={result} kinds={texts.kinds} />
              </span>
            </li>
          ))}
        </ul>
        {state === "done" && shown.length > 0 ? (
          <a className={styles.all} href={`${action}?${new URLSearchParams({ q })}`}>
            {texts.allResults.replace("{query}", q)}
          </a>
        ) : null}
      </div>
    </dialog>
  );
}
