import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { DeskShell } from "@/components/desk/DeskShell";
import { routing } from "@/i18n/routing";
import { getMember } from "@/lib/desk/server";

// One member's pages: rendered on every request, never kept (lib/desk/proxy.ts says so to every cache).
export const dynamic = "force-dynamic";

export const viewport: Viewport = { themeColor: "#14213d", width: "device-width", initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: "Desk" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The reservations desk's root layout (app/[locale] is the guests'): see lib/desk/paths.ts. */
export default async function DeskLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const member = await getMember().catch(() => null);
  return (
    <DeskShell locale={locale} member={member}>
      {children}
    </DeskShell>
  );
}
