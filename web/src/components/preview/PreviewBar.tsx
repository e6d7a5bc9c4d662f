import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getPreviewSession } from "@/lib/preview/server";
import { leavePreview, signOut } from "@/lib/preview/actions";
import { StaffActionForm } from "./StaffActionForm";
import styles from "./preview.module.css";

/** Shown on every page while a staff member previews; nothing otherwise (public pages stay cached). */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const session = await getPreviewSession();
  if (!session) return null;
  const t = await getTranslations({ locale, namespace: "Preview" });
  return (
    <section className={styles.bar} aria-label={t("label")} data-testid="preview-bar">
      <strong className={styles.badge}>{t("label")}</strong>
      <p className={styles.notice}>
        {t("notice")}{" "}
        {session.model.email ? (
          // The address is isolated (FSI…PDI) so it reads left to right inside Arabic text.
          <span className={styles.who}>{t("signedInAs", { email: `\u2068${session.model.email}\u2069` })}</span>
        ) : null}
      </p>
      {/* Server-rendered forms: no client code on guests' pages for a bar only staff see. They come back to the page they were sent from. */}
      <div className={styles.actions}>
        <StaffActionForm action={leavePreview} locale={locale} label={t("leave")} className="button button--light button--small" />
        <StaffActionForm action={signOut} locale={locale} label={t("signOut")} className="button button--gold button--small" />
      </div>
    </section>
  );
}
