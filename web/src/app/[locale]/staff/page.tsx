import { draftMode } from "next/headers";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/PageHeader";
import { PlaceholderNotice } from "@/components/preview/PlaceholderBanner";
import styles from "@/components/preview/preview.module.css";
import { StaffActionForm } from "@/components/preview/StaffActionForm";
import { getUiTexts } from "@/lib/cms";
import { adminUrl } from "@/lib/cms/staff";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { enterPreview, leavePreview, signOut } from "@/lib/preview/actions";
import { getStaffSession } from "@/lib/preview/server";
import { STAFF_PATH } from "@/lib/preview/session";
import { textPageMetadata } from "@/lib/seo";
import { localizedPath } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";
import ar from "../../../../messages/ar.json";
import en from "../../../../messages/en.json";
import { SignInForm } from "./SignInForm";

// Per person, never cached; not for search engines.
export const dynamic = "force-dynamic";

export const generateMetadata = textPageMetadata(STAFF_PATH, "staff", { noindex: true });

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** Staff sign-in; once signed in, preview on/off, sign out, and the list of interface texts staff can reword. */
export default async function StaffPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, session] = await Promise.all([getTranslations({ locale, namespace: "Staff" }), getStaffSession()]);

  if (!session) {
    return (
      <>
        <PageHeader title={t("heading")} intro={t("intro")} />
        <div className="container">
          <div className={styles.panel}>
            <SignInForm
              locale={locale}
              labels={{
                email: t("email"),
                password: t("password"),
                submit: t("submit"),
                submitting: t("submitting"),
                errors: {
                  missing: t("errorMissing"),
                  invalid: t("errorInvalid"),
                  rate_limited: t("errorRateLimited"),
                  unavailable: t("errorUnavailable"),
                },
              }}
            />
          </div>
        </div>
      </>
    );
  }

  const previewing = (await draftMode()).isEnabled;
  const overrides = new Map((await getUiTexts({ token: session.token })).map((o) => [o.key, o]));
  const arabic = new Map(flatten(ar as Tree));
  const texts = flatten(en as Tree);
  const here = localizedPath(STAFF_PATH, locale);

  return (
    <>
      {/* Previewing, the banner is on every page already (SiteShell); signed in without preview, it is here. */}
      {previewing ? null : <PlaceholderNotice locale={locale} />}
      <PageHeader title={t("heading")} intro={t("signedInAs", { email: `\u2068${session.model.email}\u2069` })} />
      <div className="container">
        <div className={styles.panel}>
          <p data-testid="preview-state">{previewing ? t("previewOn") : t("previewOff")}</p>
          <div className={styles.row}>
            <StaffActionForm
              action={previewing ? leavePreview : enterPreview}
              locale={locale}
              returnTo={here}
              label={previewing ? t("leavePreview") : t("enterPreview")}
              className="button button--navy"
            />
            <StaffActionForm action={signOut} locale={locale} returnTo={here} label={t("signOut")} className="button button--outline" />
            <a href={adminUrl()} className="text-link" target="_blank" rel="noopener noreferrer">
              {t("openEditor")}
            </a>
          </div>
        </div>

        <section className={styles.texts} aria-labelledby="texts-heading">
          <h2 id="texts-heading">{t("textsHeading")}</h2>
          <p>{t("textsIntro")}</p>
          <details>
            <summary>{t("textsShow", { count: texts.length })}</summary>
            <div className="table-wrap">
              <table className="diag__table" data-testid="ui-texts">
                <thead>
                  <tr>
                    <th scope="col">{t("textsKey")}</th>
                    <th scope="col">{t("textsArabic")}</th>
                    <th scope="col">{t("textsEnglish")}</th>
                  </tr>
                </thead>
                <tbody>
                  {texts.map(([key, english]) => (
                    <TextRow
                      key={key}
                      textKey={key}
                      arabic={arabic.get(key) ?? ""}
                      english={english}
                      override={overrides.get(key)}
                      changed={t("textsChanged")}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </section>
      </div>
    </>
  );
}

function TextRow({
  textKey,
  arabic,
  english,
  override,
  changed,
}: {
  textKey: string;
  arabic: string;
  english: string;
  override: { value_ar: string; value_en: string } | undefined;
  changed: string;
}) {
  const cell = (bundled: string, replaced: string | undefined, lang: Locale) => (
    <td lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
      {replaced?.trim() ? replaced : bundled}
      {replaced?.trim() ? <span className={styles.changed}>{changed}</span> : null}
    </td>
  );
  return (
    <tr>
      <th scope="row">
        <code dir="ltr">{textKey}</code>
      </th>
      {cell(arabic, override?.value_ar, "ar")}
      {cell(english, override?.value_en, "en")}
    </tr>
  );
}
