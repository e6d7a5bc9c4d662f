"use client";

import { PrefetchLink as Link } from "@/components/runtime/PrefetchLink";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import type { SearchButtonProps } from "./SearchButton";
import { preloadSidePanel, SidePanel, type SidePanelContent } from "./SidePanel";
import { useStickyHeader } from "./use-sticky-header";

// Not in the first load: the server's markup of the search button stays until
// its code arrives (a click before that goes to the results page, as without JavaScript).
const SearchButton = lazy(() => import("./SearchButton").then((m) => ({ default: m.SearchButton })));

export interface HeaderBarProps {
  hotelName: string;
  homeHref: string;
  logoLabel: string;
  offers: { href: string; label: string };
  contact: { href: string; label: string };
  menuLabel: string;
  openMenuLabel: string;
  search: SearchButtonProps;
  panel: SidePanelContent;
}

/** The header's interactive part: sticky state past 80 px, and the side panel it opens. */
export function HeaderBar(props: HeaderBarProps) {
  const header = useRef<HTMLElement>(null);
  useStickyHeader(header);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // The menu's two buttons (a labelled one on wide screens, a burger on phones) open the same panel.
  const menuButton = {
    type: "button",
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "aria-controls": "side-panel",
    onClick: () => setOpen(true),
    onFocus: preloadSidePanel,
  } as const;

  return (
    <>
      <header ref={header} className="site-header" data-sticky="false">
        <div className="site-header__inner container">
          <Link href={props.homeHref} className="site-header__brand" aria-label={props.logoLabel}>
            <Logo name={props.hotelName} />
          </Link>
          <nav className="site-header__actions" aria-label={props.menuLabel}>
            <Link href={props.offers.href} className="site-header__link hide-phone">
              {props.offers.label}
            </Link>
            <Suspense fallback={null}>
              <SearchButton {...props.search} className="icon-button hide-phone" />
            </Suspense>
            <LanguageSwitcher {...props.panel.switcher} className="site-header__switcher" />
            {props.panel.currencySwitcher ? (
              <CurrencySwitcher {...props.panel.currencySwitcher} className="site-header__switcher hide-phone" />
            ) : null}
            <Link href={props.contact.href} className="button button--gold button--small site-header__contact">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false" className="site-header__contact-icon">
                <path
                  d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
                  fill="currentColor"
                />
              </svg>
              <span className="site-header__contact-text">{props.contact.label}</span>
            </Link>
            <button {...menuButton} className="site-header__menu-button hide-phone" onPointerEnter={preloadSidePanel}>
              <BurgerIcon />
              <span>{props.menuLabel}</span>
            </button>
            <button
              {...menuButton}
              className="icon-button site-header__burger show-phone"
              aria-label={props.openMenuLabel}
              onPointerDown={preloadSidePanel}
            >
              <BurgerIcon />
            </button>
          </nav>
        </div>
      </header>
      <SidePanel {...props.panel} open={open} onClose={close} />
    </>
  );
}

function BurgerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
