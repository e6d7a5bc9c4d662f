import { getTranslations } from "next-intl/server";
import { StayFields } from "@/components/desk/StayFields";
import { StayForm } from "@/components/desk/StayForm";
import styles from "@/components/desk/desk.module.css";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { DESK_SOURCES } from "@/lib/booking/rules/guest-fields";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import { getCatalog } from "@/lib/cms/desk";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { deskTakeRequest } from "@/lib/desk/stay-actions";
import { memberRead, requireMember } from "@/lib/desk/server";

/** A request taken by phone, WhatsApp, at the desk or by e-mail: the booking form's rules, e-mail optional, confirmable at once. */
export default async function DeskNewRequestPage({ params }: DeskPageProps) {
  const locale = await deskLocale(params);
  const member = await requireMember(locale, "/requests/new");
  const catalog = await memberRead(locale, () => getCatalog(member));
  const t = await getTranslations({ locale, namespace: "Desk.phone" });
  const today = hotelToday();
  return (
    <>
      <h1>{t("heading")}</h1>
      <p className={styles.lead}>{t("lead")}</p>
      <section className={styles.panel} aria-label={t("heading")}>
        <StayForm
          action={deskTakeRequest}
          fields={{ locale }}
          submit={t("save")}
          testId="desk-phone-form"
          made={{ heading: t.raw("made") as string, open: t("open"), link: t("link"), whatsapp: t("whatsapp"), once: t("once") }}
        >
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="phone-source">{t("source")}</label>
              <select id="phone-source" name="source" required defaultValue="phone">
                {DESK_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {t(`sources.${source}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="phone-guest-locale">{t("guestLocale")}</label>
              <select id="phone-guest-locale" name="guestLocale" defaultValue="ar">
                <option value="ar" lang="ar">
                  العربية
                </option>
                <option value="en" lang="en">
                  English
                </option>
              </select>
            </div>
          </div>
          <div className={styles.filters}>
            <div className={styles.field}>
              <label htmlFor="phone-first-name">{t("firstName")}</label>
              <input id="phone-first-name" name="firstName" required maxLength={BOOKING_LIMITS.maxNameLength} autoComplete="off" />
            </div>
            <div className={styles.field}>
              <label htmlFor="phone-last-name">{t("lastName")}</label>
              <input id="phone-last-name" name="lastName" required maxLength={BOOKING_LIMITS.maxNameLength} autoComplete="off" />
            </div>
            <div className={styles.field}>
              <label htmlFor="phone-phone">{t("phone")}</label>
              <input
                id="phone-phone"
                name="phone"
                type="tel"
                required
                maxLength={BOOKING_LIMITS.maxPhoneInput}
                dir="ltr"
                autoComplete="off"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="phone-email">{t("email")}</label>
              <input id="phone-email" name="email" type="email" maxLength={254} dir="ltr" autoComplete="off" />
            </div>
          </div>
          <StayFields
            catalog={catalog}
            locale={locale}
            today={today}
            stay={{ checkIn: today, checkOut: addDays(today, 1), lines: [], extras: [], breakfast: false, offer: "" }}
          />
          <label>
            <input type="checkbox" name="confirm" /> {t("confirm")}
          </label>
        </StayForm>
      </section>
    </>
  );
}
