import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/desk/ActionForm";
import { Field, NewPasswordField } from "@/components/desk/Fields";
import styles from "@/components/desk/desk.module.css";
import { deskChangePassword } from "@/lib/desk/actions";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
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
          <Field id="old-password" name="oldPassword" label={t("old")} type="password" required dir="ltr" autoComplete="current-password" />
          <NewPasswordField id="new-password" name="password" label={t("new")} />
          <NewPasswordField id="confirm-password" name="passwordConfirm" label={t("confirm")} />
        </ActionForm>
      </section>
    </>
  );
}
