import type { ReactNode } from "react";
import styles from "./forms.module.css";

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** aria attributes tying an input to its hint and its error message. */
export function fieldAria(id: string, opts: { error?: string; hint?: boolean }) {
  const ids = fieldIds(id);
  const describedBy = [opts.hint ? ids.hint : null, opts.error ? ids.error : null].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": opts.error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(props.id);
  return (
    <div className={`${styles.field} ${props.className ?? ""}`} data-invalid={props.error ? "true" : undefined}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
        {props.required ? (
          <span className={styles.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {props.children}
      {props.hint ? (
        <p id={ids.hint} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={ids.error} className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Bots fill every field; people never see this one (it is not focusable either). */
export function Honeypot({ label, inputProps }: { label: string; inputProps: Record<string, unknown> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
      </label>
    </div>
  );
}
