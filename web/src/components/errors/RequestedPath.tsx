"use client";

import { usePathname } from "next/navigation";
import { localizedPath } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";

/**
 * The path the visitor asked for, as their browser shows it. On the server
 * the pathname may be the rewritten one (/ar/…), so it is normalised to the
 * public form for the page's locale.
 */
export function RequestedPath({ locale }: { locale?: Locale }) {
  const pathname = usePathname() ?? "/";
  return <>{locale ? localizedPath(pathname, locale) : pathname}</>;
}
