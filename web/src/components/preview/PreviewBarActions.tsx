"use client";

import { usePathname } from "next/navigation";
import { leavePreview, signOut } from "@/lib/preview/actions";
import styles from "./preview.module.css";

/** The bar's two ways out; they come back to the page the staff member is on. */
export function PreviewBarActions({ locale, leaveLabel, signOutLabel }: { locale: string; leaveLabel: string; signOutLabel: string }) {
  const returnTo = usePathname();
  return (
    <div className={styles.actions}>
      <form action={leavePreview}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="button button--light button--small">
          {leaveLabel}
        </button>
      </form>
      <form action={signOut}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="button button--gold button--small">
          {signOutLabel}
        </button>
      </form>
    </div>
  );
}
