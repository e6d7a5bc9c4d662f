import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/chrome/SiteShell";
import { routing } from "@/i18n/routing";
import { getSettings } from "@/lib/cms";
import { env } from "@/lib/env";
import { manifestPath } from "@/lib/offline/policy";

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

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return {
    metadataBase: new URL(env().siteUrl),
    // The installable app in the page's language (lib/offline/policy.ts).
    ...(hasLocale(routing.locales, locale) ? { manifest: manifestPath(locale) } : {}),
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const settings = await getSettings();
  return (
    <SiteShell locale={locale} settings={settings}>
      {children}
    </SiteShell>
  );
}
