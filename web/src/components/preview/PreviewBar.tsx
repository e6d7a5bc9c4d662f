import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getPreviewSession } from "@/lib/preview/server";
import { PreviewBarActions } from "./PreviewBarActions";
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
      <PreviewBarActions locale={locale} leaveLabel={t("leave")} signOutLabel={t("signOut")} />
    </section>
  );
}
