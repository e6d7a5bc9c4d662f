import Link from "next/link";
import type { InputHTMLAttributes } from "react";
import { MIN_PASSWORD } from "@/lib/desk/schemas";
import styles from "./desk.module.css";

/** A labelled input of a desk form. */
export function Field({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** A new password: long enough, written left to right, offered to the browser's password manager as new. */
export function NewPasswordField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <Field id={id} name={name} label={label} type="password" required minLength={MIN_PASSWORD} dir="ltr" autoComplete="new-password" />
  );
}

interface PageLink {
  href: string;
  label: string;
}

/** Links to the newer and older pages of a list, and where this one is (`current`); nothing for a list of one page. */
export function Pager({
  label,
  newer,
  older,
  current,
}: {
  label: string;
  newer: PageLink | null;
  older: PageLink | null;
  current?: string;
}) {
  if (!newer && !older) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      {newer ? <Link href={newer.href}>{newer.label}</Link> : <span />}
      {current ? <span>{current}</span> : null}
      {older ? <Link href={older.href}>{older.label}</Link> : <span />}
    </nav>
  );
}
