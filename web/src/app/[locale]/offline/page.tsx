import { getTranslations } from "next-intl/server";
import { ErrorView } from "@/components/errors/ErrorView";
import { NotFoundGraphic } from "@/components/errors/NotFoundGraphic";
import { localizedPath } from "@/i18n/localized-path";
import { getSettings } from "@/lib/cms";
import { whatsAppChatLink } from "@/lib/booking/whatsapp";
import { telHref, whatsAppNumber } from "@/lib/forms/phone";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { OFFLINE_PATH, ROUTES } from "@/lib/site";

export const generateMetadata = textPageMetadata(OFFLINE_PATH, "offline", { noindex: true });

/**
 * What the service worker (src/sw) shows, in the page's language, for a page
 * it has no copy of while the device is offline. Saved again with every build,
 * so the number and the WhatsApp link are the settings' at that build.
 */
export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, tError, settings] = await Promise.all([
    getTranslations({ locale, namespace: "Offline" }),
    getTranslations({ locale, namespace: "ErrorPage" }),
    getSettings(),
  ]);
  const phone = settings?.phone;
  const whatsapp = whatsAppChatLink(whatsAppNumber(settings?.whatsapp));
  return (
    <ErrorView
      heading={t("heading")}
      message={t("message")}
      text={t("text")}
      homeHref={localizedPath("/", locale)}
      homeLabel={tError("backHome")}
      graphic={<NotFoundGraphic />}
      action={
        <>
          {phone ? (
            <a href={telHref(phone)} className="button button--gold" data-testid="offline-call">
              {t("call")} <span dir="ltr">{phone}</span>
            </a>
          ) : null}
          {whatsapp ? (
            <a href={whatsapp} className="button button--outline" target="_blank" rel="noopener noreferrer" data-testid="offline-whatsapp">
              {t("whatsapp")}
            </a>
          ) : null}
          <a href={localizedPath(ROUTES.contact, locale)} className="button button--outline">
            {t("contact")}
          </a>
          <a href={localizedPath(ROUTES.rooms, locale)} className="button button--outline">
            {t("rooms")}
          </a>
        </>
      }
    />
  );
}
