"use client";

import type { ReactNode } from "react";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MenuAccordion } from "./MenuAccordion";
import type { SidePanelProps } from "./SidePanel";
import { SocialIcon } from "./SocialIcon";

/** What the side panel shows below its title and close button, loaded on demand (SidePanel.tsx). */
export function SidePanelContents(props: SidePanelProps) {
  const { onClose } = props;
  return (
    <>
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
