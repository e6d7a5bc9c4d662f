"use client";

import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { NavItem } from "@/lib/site";
import { CurrencySwitcher, type CurrencySwitcherProps } from "./CurrencySwitcher";
import { LanguageSwitcher, type LanguageSwitcherProps } from "./LanguageSwitcher";
import { MenuAccordion } from "./MenuAccordion";
import { SocialIcon, type SocialNetwork } from "./SocialIcon";

export interface SidePanelContent {
  title: string;
  closeLabel: string;
  menuLabel: string;
  nav: NavItem[];
  toggleLabels: Record<string, string>;
  switcher: LanguageSwitcherProps;
  /** Absent when staff have set no dollar rate: then there is nothing to switch to. */
  currencySwitcher: CurrencySwitcherProps | null;
  /** The number as staff wrote it, and its tel: link (telHref, on the server). */
  phone: { label: string; value: string; href: string } | null;
  email: { label: string; value: string } | null;
  address: { label: string; lines: string };
  social: { label: string; links: { network: SocialNetwork; url: string; label: string }[] };
}

export interface SidePanelProps extends SidePanelContent {
  open: boolean;
  onClose: () => void;
  currentPath?: string;
  id?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden]"));
}

/**
 * The side panel (a modal dialog): Escape and the close button close it,
 * Tab stays inside while it is open, and focus goes back to the button that
 * opened it. Its contents are rendered from the first time it opens: until
 * then every page would parse and hydrate a hidden copy of the whole menu.
 */
export function SidePanel(props: SidePanelProps) {
  const { open, onClose, id = "side-panel" } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const focusables = focusableIn(panel);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <div className="side-panel" data-open={open} hidden={!open}>
      <div className="side-panel__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className="side-panel__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        {opened ? <SidePanelContents {...props} id={id} closeRef={closeRef} /> : null}
      </div>
    </div>
  );
}

function SidePanelContents(props: SidePanelProps & { id: string; closeRef: RefObject<HTMLButtonElement | null> }) {
  const { id, onClose, closeRef } = props;
  return (
    <>
      <div className="side-panel__head">
        <h2 id={`${id}-title`} className="side-panel__title">
          {props.title}
        </h2>
        <button ref={closeRef} type="button" className="icon-button" onClick={onClose} aria-label={props.closeLabel}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <MenuAccordion
        items={props.nav}
        label={props.menuLabel}
        toggleLabels={props.toggleLabels}
        currentPath={props.currentPath}
        onNavigate={onClose}
      />
      <LanguageSwitcher {...props.switcher} className="side-panel__switcher" />
      {props.currencySwitcher ? <CurrencySwitcher {...props.currencySwitcher} className="side-panel__switcher" /> : null}
      <div className="side-panel__info">
        {props.phone ? (
          <InfoLine label={props.phone.label}>
            <a href={props.phone.href} dir="ltr">
              {props.phone.value}
            </a>
          </InfoLine>
        ) : null}
        {props.email ? (
          <InfoLine label={props.email.label}>
            <a href={`mailto:${props.email.value}`} dir="ltr">
              {props.email.value}
            </a>
          </InfoLine>
        ) : null}
        <InfoLine label={props.address.label}>
          <address>{props.address.lines}</address>
        </InfoLine>
      </div>
      {props.social.links.length > 0 ? (
        <div className="side-panel__social">
          <p className="side-panel__label">{props.social.label}</p>
          <ul className="social-links">
            {props.social.links.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function InfoLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="side-panel__line">
      <p className="side-panel__label">{label}</p>
      {children}
    </div>
  );
}
