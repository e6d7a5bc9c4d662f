import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { SiteShell } from "@/components/chrome/SiteShell";
import { NotFoundView } from "@/components/errors/NotFoundView";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { getSettings } from "@/lib/cms";

/*
 * Every unmatched path lands here: the root layout is app/[locale]/layout.tsx
 * (a top-level dynamic segment), so the 404 for unknown URLs is composed here,
 * in the visitor's language (resolved from the path by the proxy), inside the
 * site's chrome, rendered on the server with a 404 status.
 */
async function requestLocale(): Promise<Locale> {
  const locale = await getLocale().catch(() => routing.defaultLocale);
  return isLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: "Metadata" }), getSettings().catch(() => null)]);
  const hotel = settings?.hotelName[locale];
  return { title: { absolute: hotel ? `${t("notFound")} · ${hotel}` : t("notFound") }, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  const settings = await getSettings().catch(() => null);
  return (
    <SiteShell locale={locale} settings={settings}>
      <NotFoundView locale={locale} />
    </SiteShell>
  );
}
