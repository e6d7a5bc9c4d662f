"use client";

import { useActionState, type ReactNode } from "react";
import type { ActionState } from "@/lib/desk/actions";
import styles from "./desk.module.css";
import { useDeskTexts } from "./DeskTexts";

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

export interface ActionFormProps {
  action: Action;
  /** Hidden fields: the record's id, the status to move to, the page's language. */
  fields: Record<string, string>;
  submit: string;
  /** Said once the change is saved (the page shows the new state at once). */
  done?: string;
  buttonClassName?: string;
  className?: string;
  children?: ReactNode;
  testId?: string;
  /** False while there is nothing to do (the change is under way): the button goes, what was said stays. */
  canSubmit?: boolean;
}

/** One change made by the member, through a server action; its outcome is announced, and the page refreshes with it. */
export function ActionForm({
  action,
  fields,
  submit,
  done,
  buttonClassName = "button button--navy",
  className,
  children,
  testId,
  canSubmit = true,
}: ActionFormProps) {
  const [state, formAction, pending] = useActionState(action, { ok: false, error: null });
  const texts = useDeskTexts();
  return (
    <form action={formAction} className={className} data-testid={testId}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {canSubmit || pending ? (
        <button type="submit" className={buttonClassName} disabled={pending} aria-busy={pending}>
          {pending ? texts.working : submit}
        </button>
      ) : null}
      {state.error ? (
        <p className={styles.error} role="alert">
          {texts.errors[state.error]}
          {state.detail ? (
            <>
              {" "}
              <span dir="ltr" lang="en">
                ({state.detail})
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      {state.ok && done ? (
        <p className={styles.ok} role="status">
          {done}
        </p>
      ) : null}
    </form>
  );
}
