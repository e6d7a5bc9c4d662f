import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { cairo, inter } from "@/app/fonts";
import "@/styles/base.css";
import { localeDir, type Locale } from "@/i18n/routing";
import { deskSignOut } from "@/lib/desk/actions";
import { DESK_ERROR_KEYS, type DeskErrorKey } from "@/lib/desk/schemas";
import type { Member } from "@/lib/desk/types";
import styles from "./desk.module.css";
import { DeskLanguageLink, DeskNavLinks, type DeskNavItem } from "./DeskNavLinks";
import { DeskTextsProvider } from "./DeskTexts";
import { LiveUpdates } from "./LiveUpdates";

/** The desk's document: its own header (pages, the member, live state, language, sign out), no site chrome. */
export async function DeskShell({ locale, member, children }: { locale: Locale; member: Member | null; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Desk" });
  const items: DeskNavItem[] = [
    { path: "/", label: t("nav.today") },
    { path: "/requests", label: t("nav.requests") },
    { path: "/occupancy", label: t("nav.occupancy") },
    { path: "/messages", label: t("nav.messages") },
    ...(member?.role === "manager"
      ? [
          { path: "/accounts", label: t("nav.accounts") },
          { path: "/activity", label: t("nav.activity") },
          { path: "/export", label: t("nav.export") },
        ]
      : []),
    { path: "/password", label: t("nav.account") },
  ];
  const errors = Object.fromEntries(DESK_ERROR_KEYS.map((key) => [key, t(`errors.${key}`)])) as Record<DeskErrorKey, string>;
  return (
    <html lang={locale} dir={localeDir(locale)} className={`${cairo.variable} ${inter.variable}`}>
      <body className={styles.body}>
        <a className="skip-link" href="#desk-main">
          {t("nav.skip")}
        </a>
        <header className={styles.header}>
          <p className={styles.brand}>{t("metaTitle")}</p>
          {member ? <DeskNavLinks items={items} locale={locale} label={t("nav.label")} className={styles.nav} /> : null}
          <div className={styles.who}>
            {member ? (
              <>
                <LiveUpdates labels={{ live: t("nav.live"), connecting: t("nav.connecting"), reconnecting: t("nav.reconnecting") }} />
                <span data-testid="desk-member">
                  {t("nav.signedInAs", {
                    name: member.name,
                    role: t(member.role === "manager" ? "accounts.roleManager" : "accounts.roleReservations"),
                  })}
                </span>
              </>
            ) : null}
            <DeskLanguageLink locale={locale} label={t("nav.otherLanguage")} className={styles.headerLink} />
            {member ? (
              <form action={deskSignOut}>
                <input type="hidden" name="locale" value={locale} />
                <button type="submit" className={styles.headerButton}>
                  {t("nav.signOut")}
                </button>
              </form>
            ) : null}
          </div>
        </header>
        <DeskTextsProvider texts={{ errors, working: t("actions.working"), saved: t("request.saved") }}>
          <main id="desk-main" className={styles.main}>
            {children}
          </main>
        </DeskTextsProvider>
      </body>
    </html>
  );
}
