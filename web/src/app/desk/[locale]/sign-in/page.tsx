import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/desk/SignInForm";
import styles from "@/components/desk/desk.module.css";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { safeDeskReturn } from "@/lib/desk/paths";
import { getMember } from "@/lib/desk/server";
import { DESK_MFA_COOKIE, decodePending } from "@/lib/desk/session";

/** The desk's sign-in: a member already signed in goes on to where they were going. */
export default async function DeskSignInPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const next = safeDeskReturn((await searchParams).next, locale);
  if (await getMember()) redirect(next);
  const t = await getTranslations({ locale, namespace: "Desk.signIn" });
  const pending = decodePending((await cookies()).get(DESK_MFA_COOKIE)?.value);
  return (
    <div className={`${styles.panel} ${styles.signIn}`}>
      <h1>{t("heading")}</h1>
      <p>{t("intro")}</p>
      <SignInForm
        locale={locale}
        next={next}
        initial={pending ? { step: "code", error: null, email: pending.email } : { step: "password", error: null, email: "" }}
        labels={{
          email: t("email"),
          password: t("password"),
          submit: t("submit"),
          submitting: t("submitting"),
          codeHeading: t("codeHeading"),
          codeIntro: t.raw("codeIntro") as string,
          code: t("code"),
          verify: t("verify"),
          verifying: t("verifying"),
          resend: t("resend"),
          resent: t("resent"),
          otherAccount: t("otherAccount"),
        }}
      />
    </div>
  );
}
