import { getTranslations } from "next-intl/server";
import { localizedPath } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";
import { ErrorView } from "./ErrorView";
import { NotFoundGraphic } from "./NotFoundGraphic";
import { RequestedPath } from "./RequestedPath";

/** "404 · Page Not Found /the/path · Whoops… · Back to Home", in the page's locale. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "ErrorPage" });
  return (
    <ErrorView
      heading={t("notFoundHeading")}
      message={
        <>
          {t("notFoundMessage")}{" "}
          <code className="error-page__path" dir="ltr">
            <RequestedPath locale={locale} />
          </code>
        </>
      }
      text={t("whoops")}
      homeHref={localizedPath("/", locale)}
      homeLabel={t("backHome")}
      graphic={<NotFoundGraphic />}
    />
  );
}
