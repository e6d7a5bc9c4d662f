import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { routing, type Locale } from "@/i18n/routing";

export interface DeskPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The desk page's language (app/desk/[locale]), set for next-intl; anything else is not found. */
export async function deskLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** One value of a query parameter ("" when absent or repeated). */
export function queryValue(value: string | string[] | undefined): string {
  return typeof value === "string" ? value : "";
}

/** The page's path within the desk with its query, to come back to after signing in. */
export function withQuery(path: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === "string") params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
