import { useLocale, useTranslations } from "next-intl";
import { ErrorView } from "@/components/errors/ErrorView";
import { RequestedPath } from "@/components/errors/RequestedPath";
import { localizedPath } from "@/i18n/localized-path";

/** 404 inside a locale: the layout has set the locale, so no request headers are read. */
export default function LocaleNotFound() {
  const t = useTranslations("ErrorPage");
  const locale = useLocale();
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
    />
  );
}
