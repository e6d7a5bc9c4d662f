"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from "react";
import { deskCloseNights } from "@/lib/desk/occupancy-actions";
import { MAX_CLOSURE_REASON, type ClosureErrorKey, type ClosureState } from "@/lib/desk/occupancy-schema";
import styles from "../desk.module.css";

export interface ClosureTexts {
  errors: Record<ClosureErrorKey, string>;
  working: string;
}

const START: ClosureState = { ok: false, error: null };

export interface CloseNightsLabels {
  firstNight: string;
  lastNight: string;
  roomType: string;
  wholeHotel: string;
  reasonAr: string;
  reasonEn: string;
  submit: string;
  done: string;
}

/** A manager closes nights: checked here, then by the server action, then by PocketBase. */
export function CloseNightsForm({
  locale,
  first,
  last,
  roomTypes,
  labels,
  texts,
}: {
  locale: string;
  first: string;
  last: string;
  roomTypes: { id: string; name: string }[];
  labels: CloseNightsLabels;
  texts: ClosureTexts;
}) {
  const [state, formAction, pending] = useActionState(deskCloseNights, START);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.ok) formRef.current?.reset();
  }, [state]);
  const invalid = (name: string) => (state.error && state.field === name ? true : undefined);
  // The browser checks what it can (required, lengths, dates) and the server action the rest, in the member's language.
  // Sent by hand, not as the form's action: React empties a form after its action, and a refused closure must keep
  // what the manager chose (emptied, the room type falls back to the whole hotel and the nights to today).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => formAction(form));
  };
  return (
    <form ref={formRef} onSubmit={submit} className={styles.form} data-testid="occupancy-close">
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.field}>
        <label htmlFor="closure-first">{labels.firstNight}</label>
        <input id="closure-first" name="firstNight" type="date" required defaultValue={first} aria-invalid={invalid("firstNight")} />
      </div>
      <div className={styles.field}>
        <label htmlFor="closure-last">{labels.lastNight}</label>
        <input
          id="closure-last"
          name="lastNight"
          type="date"
          required
          defaultValue={last}
          aria-invalid={invalid("lastNight")}
          aria-describedby={invalid("lastNight") ? "closure-error" : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="closure-room">{labels.roomType}</label>
        <select id="closure-room" name="roomType" defaultValue="">
          <option value="">{labels.wholeHotel}</option>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="closure-reason-ar">{labels.reasonAr}</label>
        <input
          id="closure-reason-ar"
          name="reasonAr"
          dir="rtl"
          lang="ar"
          required
          maxLength={MAX_CLOSURE_REASON}
          aria-invalid={invalid("reasonAr")}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="closure-reason-en">{labels.reasonEn}</label>
        <input
          id="closure-reason-en"
          name="reasonEn"
          dir="ltr"
          lang="en"
          required
          maxLength={MAX_CLOSURE_REASON}
          aria-invalid={invalid("reasonEn")}
        />
      </div>
      <button type="submit" className="button button--navy" disabled={pending} aria-busy={pending}>
        {pending ? texts.working : labels.submit}
      </button>
      {state.error ? (
        <p id="closure-error" className={styles.error} role="alert">
          {texts.errors[state.error]}
        </p>
      ) : null}
      {state.ok ? (
        <p className={styles.ok} role="status">
          {labels.done}
        </p>
      ) : null}
    </form>
  );
}
