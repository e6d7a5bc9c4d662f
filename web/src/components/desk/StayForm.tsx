"use client";

import { useActionState, type ReactNode } from "react";
import type { StayState } from "@/lib/desk/stay-actions";
import styles from "./desk.module.css";
import { useDeskTexts } from "./DeskTexts";

type Action = (previous: StayState, form: FormData) => Promise<StayState>;

/**
 * The desk's stay form (a change of stay, a request by phone): PocketBase's
 * verdict in the member's language; a request just taken shows its private
 * link once, with a WhatsApp message to send it.
 */
export function StayForm({
  action,
  fields,
  submit,
  children,
  made,
  testId,
}: {
  action: Action;
  fields: Record<string, string>;
  submit: string;
  children: ReactNode;
  made?: { heading: string; open: string; link: string; whatsapp: string; once: string };
  testId?: string;
}) {
  const [state, formAction, pending] = useActionState(action, { ok: false, error: null });
  const texts = useDeskTexts();
  if (state.made && made) {
    return (
      <div className={styles.panel} role="status" data-testid="desk-request-made">
        <h2>{made.heading.replace("{reference}", state.made.reference)}</h2>
        <p>
          <a href={state.made.path}>{made.open}</a>
        </p>
        <p>
          {made.link}:{" "}
          <bdi dir="ltr" data-testid="desk-private-link">
            {state.made.link}
          </bdi>
        </p>
        {state.made.whatsapp ? (
          <p>
            <a
              className="button button--navy"
              href={state.made.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="desk-whatsapp-link"
            >
              {made.whatsapp}
            </a>
          </p>
        ) : null}
        <p className={styles.hint}>{made.once}</p>
      </div>
    );
  }
  return (
    <form action={formAction} className={styles.form} data-testid={testId}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className="button button--navy" disabled={pending} aria-busy={pending}>
        {pending ? texts.working : submit}
      </button>
      {state.error ? (
        <p className={styles.error} role="alert" data-testid="desk-stay-error">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
