"use client";

import { usePathname } from "next/navigation";
import { leavePreview, signOut } from "@/lib/preview/actions";
import styles from "./preview.module.css";
import { StaffActionForm } from "./StaffActionForm";

/** The bar's two ways out; they come back to the page the staff member is on. */
export function PreviewBarActions({ locale, leaveLabel, signOutLabel }: { locale: string; leaveLabel: string; signOutLabel: string }) {
  const returnTo = usePathname();
  return (
    <div className={styles.actions}>
      <StaffActionForm action={leavePreview} locale={locale} returnTo={returnTo} label={leaveLabel} className="button button--light button--small" />
      <StaffActionForm action={signOut} locale={locale} returnTo={returnTo} label={signOutLabel} className="button button--gold button--small" />
    </div>
  );
}
