import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { getSettingsPlaceholders } from "@/lib/cms";
import { adminUrl } from "@/lib/cms/staff";
import { getPreviewSession } from "@/lib/preview/server";
import styles from "./preview.module.css";

/**
 * Tells signed-in staff which of the seed's placeholders (lib/placeholders.ts)
 * the settings still hold: guests would call that number. Read live, so it
 * goes as soon as staff save the hotel's own values. Nothing when none is
 * left, or PocketBase cannot say.
 */
export async function PlaceholderNotice({ locale }: { locale: Locale }) {
  const fields = await getSettingsPlaceholders();
  if (!fields || fields.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "Placeholders" });
  type FieldKey = Parameters<typeof t>[0];
  return (
    <section className={styles.placeholders} aria-labelledby="placeholders-heading" data-testid="placeholder-banner">
      <strong id="placeholders-heading">{t("heading")}</strong>
      <ul className={styles.placeholderList}>
        {fields.map((field) => (
          <li key={field} data-field={field}>
            {t.has(`fields.${field}` as FieldKey) ? t(`fields.${field}` as FieldKey) : field}
          </li>
        ))}
      </ul>
      <a href={`${adminUrl()}#/collections?collection=settings`} target="_blank" rel="noopener noreferrer">
        {t("fix")}
      </a>
    </section>
  );
}

/** On every page while a staff member previews (the state signing in starts); guests' cached pages never render it. */
export async function PlaceholderBanner({ locale }: { locale: Locale }) {
  return (await getPreviewSession()) ? <PlaceholderNotice locale={locale} /> : null;
}
