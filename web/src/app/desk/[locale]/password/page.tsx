import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/desk/ActionForm";
import styles from "@/components/desk/desk.module.css";
import { deskChangePassword } from "@/lib/desk/actions";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { MIN_PASSWORD } from "@/lib/desk/schemas";
import { requireMember } from "@/lib/desk/server";

/** A member's own password (a manager sets the first one; PocketBase ends every session of the account when it changes). */
export default async function DeskPasswordPage({ params }: DeskPageProps) {
  const locale = await deskLocale(params);
  await requireMember(locale, "/password");
  const t = await getTranslations({ locale, namespace: "Desk.password" });
  return (
    <>
      <h1>{t("heading")}</h1>
      <p className={styles.lead}>{t("intro")}</p>
      <section className={styles.panel}>
        <ActionForm action={deskChangePassword} fields={{ locale }} submit={t("submit")} className={styles.form}>
          <div className={styles.field}>
            <label htmlFor="old-password">{t("old")}</label>
            <input id="old-password" name="oldPassword" type="password" required dir="ltr" autoComplete="current-password" />
          </div>
          <div className={styles.field}>
            <label htmlFor="new-password">{t("new")}</label>
            <input
              id="new-password"
              name="password"
              type="password"
              required
              minLength={MIN_PASSWORD}
              dir="ltr"
              autoComplete="new-password"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="confirm-password">{t("confirm")}</label>
            <input
              id="confirm-password"
              name="passwordConfirm"
              type="password"
              required
              minLength={MIN_PASSWORD}
              dir="ltr"
              autoComplete="new-password"
            />
          </div>
        </ActionForm>
      </section>
    </>
  );
}
