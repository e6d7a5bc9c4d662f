import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { cairo, inter } from "@/app/fonts";
import "@/styles/base.css";
import "@/styles/globals.css";
import { ErrorTextsProvider } from "@/components/errors/ErrorTexts";
import { localizedPath } from "@/i18n/localized-path";
import { localeDir, type Locale } from "@/i18n/routing";
import { APPLY_CURRENCY_SCRIPT } from "@/lib/currency/display-currency";
import type { Settings } from "@/lib/cms";
import { PlaceholderBanner } from "@/components/preview/PlaceholderBanner";
import { PreviewBar } from "@/components/preview/PreviewBar";
import { SiteRuntime } from "@/components/runtime/SiteRuntime";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** The document around every page: <html lang dir>, fonts, header, footer, client providers. */
export async function SiteShell({ locale, settings, children }: { locale: Locale; settings: Settings | null; children: ReactNode }) {
  const [tCommon, tError, tRuntime] = await Promise.all([
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "ErrorPage" }),
    getTranslations({ locale, namespace: "Runtime" }),
  ]);
  return (
    // data-currency is set by the script below, before React hydrates.
    <html lang={locale} dir={localeDir(locale)} className={`${cairo.variable} ${inter.variable}`} suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: APPLY_CURRENCY_SCRIPT }} />
        <a className="skip-link" href="#main">
          {tCommon("skipToContent")}
        </a>
        <PreviewBar locale={locale} />
        <PlaceholderBanner locale={locale} />
        {/* No i18n runtime in the browser: client leaves get translated strings as props. */}
        <ErrorTextsProvider
          texts={{
            heading: tError("errorHeading"),
            message: tError("errorMessage"),
            text: tError("whoops"),
            homeHref: localizedPath("/", locale),
            homeLabel: tError("backHome"),
            tryAgain: tError("tryAgain"),
          }}
        >
          <Header locale={locale} settings={settings} />
          <main id="main" className="site-main">
            {children}
          </main>
          <Footer locale={locale} settings={settings} />
        </ErrorTextsProvider>
        {/* Reload guard for failed chunk loads and the new-version notice. */}
        <SiteRuntime
          texts={{
            newVersion: tRuntime("newVersion"),
            reload: tRuntime("reload"),
            dismiss: tRuntime("dismiss"),
            sentLater: tRuntime.raw("sentLater") as string,
            sentLaterMessage: tRuntime("sentLaterMessage"),
            priceChangedLater: tRuntime("priceChangedLater"),
            reviewRequest: tRuntime("reviewRequest"),
          }}
          reservationState={settings?.reservationState}
        />
      </body>
    </html>
  );
}
