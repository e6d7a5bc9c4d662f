"use client";

import { useActionState } from "react";
import { deskRestartSignIn, deskSignInStep, type SignInState } from "@/lib/desk/actions";
import styles from "./desk.module.css";
import { useDeskTexts } from "./DeskTexts";

export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  codeHeading: string;
  codeIntro: string;
  code: string;
  verify: string;
  verifying: string;
  resend: string;
  resent: string;
  otherAccount: string;
}

/**
 * The desk's sign-in: the password, then the code PocketBase e-mailed. The
 * step in progress lives in an HttpOnly cookie, so a reload (or a member who
 * went to read their e-mail) comes back to the code.
 */
export function SignInForm({
  locale,
  next,
  labels,
  initial,
}: {
  locale: string;
  next: string;
  labels: SignInLabels;
  initial: SignInState;
}) {
  const [state, action, pending] = useActionState(deskSignInStep, initial);
  const { errors } = useDeskTexts();
  const errorId = state.error ? "desk-sign-in-error" : undefined;
  const error = state.error ? (
    <p className={styles.error} role="alert" id="desk-sign-in-error">
      {errors[state.error]}
    </p>
  ) : null;

  if (state.step === "password") {
    return (
      <form action={action} className={styles.form} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="next" value={next} />
        {error}
        <div className={styles.field}>
          <label htmlFor="desk-email">{labels.email}</label>
          <input
            id="desk-email"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="username"
            required
            defaultValue={state.email}
            aria-describedby={errorId}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="desk-password">{labels.password}</label>
          <input id="desk-password" name="password" type="password" dir="ltr" autoComplete="current-password" required />
        </div>
        <button type="submit" name="intent" value="password" className="button button--navy" disabled={pending} aria-busy={pending}>
          {pending ? labels.submitting : labels.submit}
        </button>
      </form>
    );
  }

  return (
    <div className={styles.form}>
      <h2>{labels.codeHeading}</h2>
      <p>{labels.codeIntro.replace("{email}", `\u2068${state.email}\u2069`)}</p>
      <form action={action} className={styles.form} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="next" value={next} />
        {error}
        {state.resent && !state.error ? (
          <p className={styles.ok} role="status">
            {labels.resent}
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor="desk-code">{labels.code}</label>
          <input
            id="desk-code"
            name="code"
            type="text"
            inputMode="numeric"
            dir="ltr"
            autoComplete="one-time-code"
            required
            aria-describedby={errorId}
          />
        </div>
        <button type="submit" name="intent" value="code" className="button button--navy" disabled={pending} aria-busy={pending}>
          {pending ? labels.verifying : labels.verify}
        </button>
        <button type="submit" name="intent" value="resend" formNoValidate className={styles.linkButton} disabled={pending}>
          {labels.resend}
        </button>
      </form>
      <form action={deskRestartSignIn}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={styles.linkButton}>
          {labels.otherAccount}
        </button>
      </form>
    </div>
  );
}
