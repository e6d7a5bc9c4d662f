"use client";
import { useEffect, useRef, type ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors as ServerFieldErrors } from "@/lib/forms/form-rules";
import { PhoneLink } from "./PhoneLink";
import forms from "./forms.module.css";

/** A ref that takes focus whenever `shown` becomes truthy, so screen readers announce what appeared. */
export function useFocusWhenShown<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/** Puts the server's field errors (message keys) on the form's fields; focuses the first. */
export function applyServerFieldErrors<V extends FieldValues, F extends string>(
  errors: ServerFieldErrors<F>,
  fields: readonly string[],
  setError: UseFormSetError<V>,
) {
  let first = true;
  for (const [field, key] of Object.entries(errors)) {
    if (!fields.includes(field) || typeof key !== "string") continue;
    setError(field as Path<V>, { type: "server", message: key }, { shouldFocus: first });
    first = false;
  }
}

/** The form-level failure: what went wrong, and the hotel's number, always. */
export function FormAlert(props: { message: string; callLabel: string; phone: string; phoneHref: string; shown: unknown; testId: string }) {
  const ref = useFocusWhenShown<HTMLDivElement>(props.shown);
  return (
    <div className={forms.alert} role="alert" tabIndex={-1} ref={ref} data-testid={props.testId}>
      <p>{props.message}</p>
      <p>
        {props.callLabel} <PhoneLink phone={props.phone} href={props.phoneHref} className={forms.phone} />
      </p>
    </div>
  );
}

/**
 * "One moment" while the browser solves a challenge (sendSolvingChallenges).
 * Always in the page, empty otherwise, so screen readers announce the text when it appears.
 */
export function FormChecking(props: { message: string; checking: boolean }) {
  return (
    <p className={forms.checking} role="status" data-testid="form-checking">
      {props.checking ? props.message : ""}
    </p>
  );
}

/** The thank-you panel that replaces a sent form. */
export function FormSuccess(props: {
  heading: ReactNode;
  /** The heading level that fits the page (the contact form sits under an h2). */
  level?: 2 | 3;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
  testId: string;
}) {
  const ref = useFocusWhenShown<HTMLDivElement>(true);
  const Heading = props.level === 3 ? "h3" : "h2";
  return (
    <div className={forms.success} role="status" tabIndex={-1} ref={ref} data-testid={props.testId}>
      <Heading className={forms.successHeading}>{props.heading}</Heading>
      {props.children}
      <button type="button" className="button button--outline" onClick={props.onAgain}>
        {props.againLabel}
      </button>
    </div>
  );
}
