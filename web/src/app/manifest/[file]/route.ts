// The web app manifest, one per language (/manifest/ar.webmanifest,
// /manifest/en.webmanifest; the locale layout links its own): the installed
// app opens in the language it was installed from, named as the CMS names the hotel.
import { getTranslations } from "next-intl/server";
import { isLocale, localeDir } from "@/i18n/routing";
import { localizedPath } from "@/i18n/localized-path";
import { getSettings } from "@/lib/cms";

// Renamed hotel, new name: the manifest follows the settings like the pages (ISR).
export const revalidate = 3600;

const THEME = "#14213d";
const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

// Made on the first request, like the pages: the build needs no PocketBase.
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.replace(/\.webmanifest$/, "");
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: "Offline" }), getSettings().catch(() => null)]);
  const name = settings?.hotelName[locale] || t("appName");
  const manifest = {
    id: localizedPath("/", locale),
    name,
    short_name: name.length <= 12 ? name : t("appShortName"),
    description: t("appDescription"),
    lang: locale,
    dir: localeDir(locale),
    start_url: localizedPath("/", locale),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME,
    icons: ICONS,
  };
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json" } });
}
