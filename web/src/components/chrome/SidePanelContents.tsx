"use client";

import { useEffect, type ReactNode, type RefObject } from "react";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MenuAccordion } from "./MenuAccordion";
import type { SidePanelProps } from "./SidePanel";
import { SocialIcon } from "./SocialIcon";

/** What the side panel shows, loaded on demand (SidePanel.tsx). */
export function SidePanelContents(
  props: SidePanelProps & { id: string; closeRef: RefObject<HTMLButtonElement | null>; onReady: (ready: true) => void },
) {
  const { id, onClose, closeRef, onReady } = props;
  // Tells SidePanel its close button exists (it may have opened before this code arrived).
  useEffect(() => onReady(true), [onReady]);
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
            <a href={`tel:${props.phone.value.replace(/[^+\d]/g, "")}`} dir="ltr">
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
