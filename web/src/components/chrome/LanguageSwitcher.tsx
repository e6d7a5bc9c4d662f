"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { localizedPath, stripLocale } from "@/i18n/localized-path";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, routing, type Locale } from "@/i18n/routing";
import { writePreferenceCookie } from "@/lib/browser-cookie";
import { publicPath } from "@/lib/site";

export interface LanguageSwitcherProps {
  locale: Locale;
  label: string;
  /** Each locale's own name ("العربية", "English") and an accessible "switch to" label. */
  languages: Record<Locale, { name: string; short: string; switchLabel: string }>;
  className?: string;
}

/** Remembers the choice the way the legacy site did, then loads the same page in that language. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie still records the choice.
  }
  writePreferenceCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
}

export function LanguageSwitcher({ locale, label, languages, className }: LanguageSwitcherProps) {
  // A render for a visitor sees the address (/gymfacility); one without a request
  // (a prerender) sees the folder's path (/ar/facilities/gym): both give the public path.
  const pathname = publicPath(stripLocale(usePathname() ?? "/"));

  function onSwitch(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    rememberLocale(target);
    const { search, hash } = window.location;
    if (search || hash) {
      event.preventDefault();
      window.location.assign(event.currentTarget.getAttribute("href") + search + hash);
    }
  }

  return (
    <nav className={["lang-switcher", className].filter(Boolean).join(" ")} aria-label={label}>
      {routing.locales.map((target) => {
        const current = target === locale;
        const language = languages[target];
        return (
          // A full navigation, not a client transition: <html lang dir> and the fonts change with the locale.
          <a
            key={target}
            href={localizedPath(pathname, target)}
            hrefLang={target}
            lang={target}
            aria-current={current ? "true" : undefined}
            title={current ? undefined : language.switchLabel}
            className="lang-switcher__link"
            onClick={current ? (event) => event.preventDefault() : (event) => onSwitch(event, target)}
          >
            <span className="lang-switcher__full">{language.name}</span>
            <span className="lang-switcher__short" aria-hidden="true">
              {language.short}
            </span>
          </a>
        );
      })}
    </nav>
  );
}
