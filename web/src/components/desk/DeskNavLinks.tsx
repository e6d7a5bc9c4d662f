"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Locale } from "@/i18n/routing";
import { deskPath, parseDeskPath } from "@/lib/desk/paths";

export interface DeskNavItem {
  /** The path within the desk: "/", "/requests". */
  path: string;
  label: string;
}

/** The desk's pages; the one shown (or the one it belongs to: a request to Requests) is marked current. */
export function DeskNavLinks({
  items,
  locale,
  label,
  className,
}: {
  items: DeskNavItem[];
  locale: Locale;
  label: string;
  className?: string;
}) {
  const rest = parseDeskPath(usePathname())?.rest || "/";
  const current = (path: string) => (path === "/" ? rest === "/" : rest === path || rest.startsWith(`${path}/`));
  return (
    <nav aria-label={label} className={className}>
      {items.map((item) => (
        <Link key={item.path} href={deskPath(item.path, locale)} aria-current={current(item.path) ? "page" : undefined} prefetch={false}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

/** The same desk page in the other language. */
export function DeskLanguageLink({ locale, label, className }: { locale: Locale; label: string; className?: string }) {
  const other: Locale = locale === "ar" ? "en" : "ar";
  const rest = parseDeskPath(usePathname())?.rest || "/";
  return (
    <a href={deskPath(rest, other)} hrefLang={other} lang={other} className={className}>
      {label}
    </a>
  );
}
