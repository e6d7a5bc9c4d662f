import { getTranslations } from "next-intl/server";
import { ErrorView } from "@/components/errors/ErrorView";
import { NotFoundGraphic } from "@/components/errors/NotFoundGraphic";
import { PhoneLink } from "@/components/forms/PhoneLink";
import { localizedPath } from "@/i18n/localized-path";
import { getSettings } from "@/lib/cms";
import { telHref } from "@/lib/forms/phone";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { SITE_DOWN_PATH } from "@/lib/site";

export const generateMetadata = textPageMetadata(SITE_DOWN_PATH, "unavailable", { noindex: true });

/**
 * What the front door (proxy/hotel/site-down.conf) answers, with 503, for a
 * page it has no copy of while the site itself cannot answer: /book, which is
 * never cached, a form sent, or a page nobody asked for yet. The door
 * keeps this page fresh while the site is up, so the number is the one in
 * the settings; cached pages (rooms, offers, …) still open.
 */
export default async function UnavailablePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: "ErrorPage" }), getSettings()]);
  const phone = settings?.phone;
  return (
    <ErrorView
      heading={t("unavailableHeading")}
      message={
        <>
          {t("unavailableMessage")} {phone ? <PhoneLink phone={phone} href={telHref(phone)} /> : null}
        </>
      }
      text={t("unavailableText")}
      homeHref={localizedPath("/", locale)}
      homeLabel={t("backHome")}
      graphic={<NotFoundGraphic />}
    />
  );
}
