import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { inter, kufi } from "@/app/fonts";
import { Footer } from "@/components/chrome/Footer";
import { Header } from "@/components/chrome/Header";
import { ErrorTextsProvider } from "@/components/errors/ErrorTexts";
import { localizedPath } from "@/i18n/localized-path";
import { localeDir, routing } from "@/i18n/routing";
import { getSettings } from "@/lib/cms";
import { env } from "@/lib/env";

// Nothing is rendered at build time (the build needs no PocketBase): each
// page is rendered on its first request, cached, and refreshed by tag or
// after the fallback period (ISR).
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = {
  themeColor: "#14213d",
  width: "device-width",
  initialScale: 1,
};

export async function generateMetadata(): Promise<Metadata> {
  return { metadataBase: new URL(env().siteUrl) };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [settings, tCommon, tError] = await Promise.all([
    getSettings(),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "ErrorPage" }),
  ]);

  return (
    <html lang={locale} dir={localeDir(locale)} className={`${kufi.variable} ${inter.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          {tCommon("skipToContent")}
        </a>
        <NextIntlClientProvider messages={null}>
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
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

