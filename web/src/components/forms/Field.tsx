import type { FormEventHandler, FocusEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
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

/** A guest's form: our own validation speaks the page's language (noValidate), and the form is named for screen readers. */
export function GuestForm(props: {
  label: string;
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      onSubmit={props.onSubmit}
      onFocus={props.onFocus}
      noValidate
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.children}
    </form>
  );
}

interface ContactFieldProps {
  id: string;
  label: string;
  error?: string;
  placeholder: string;
  inputProps: UseFormRegisterReturn;
}

/** A phone number: the phone keypad, written left to right in both languages, with its hint. */
export function PhoneField(props: ContactFieldProps & { hint: string; required?: boolean; maxLength?: number }) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error} required={props.required}>
      <input
        type="tel"
        inputMode="tel"
        className={`${styles.input} ${styles.ltr}`}
        autoComplete="tel"
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        {...fieldAria(props.id, { error: props.error, hint: true })}
        {...props.inputProps}
      />
    </Field>
  );
}

/** An e-mail address, written left to right in both languages. */
export function EmailField(props: ContactFieldProps) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <input
        type="email"
        className={`${styles.input} ${styles.ltr}`}
        autoComplete="email"
        placeholder={props.placeholder}
        {...fieldAria(props.id, { error: props.error })}
        {...props.inputProps}
      />
    </Field>
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
