"use client";

import { useActionState } from "react";
import { signIn, type SignInState } from "@/lib/preview/actions";
import styles from "@/components/preview/preview.module.css";

export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  errors: Record<NonNullable<SignInState["error"]>, string>;
}

export function SignInForm({ locale, labels }: { locale: string; labels: SignInLabels }) {
  const [state, action, pending] = useActionState(signIn, { error: null, email: "" });
  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {state.error ? (
        <p className={styles.error} role="alert" id="sign-in-error">
          {labels.errors[state.error]}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="staff-email">{labels.email}</label>
        <input
          id="staff-email"
          name="email"
          type="email"
          dir="ltr"
          autoComplete="username"
          required
          defaultValue={state.email}
          aria-describedby={state.error ? "sign-in-error" : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-password">{labels.password}</label>
        <input id="staff-password" name="password" type="password" dir="ltr" autoComplete="current-password" required />
      </div>
      <button type="submit" className="button button--navy" disabled={pending} aria-busy={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
