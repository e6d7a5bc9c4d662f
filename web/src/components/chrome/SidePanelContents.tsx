"use client";

import type { ReactNode } from "react";
import { CurrencySwitcher, type CurrencySwitcherProps } from "./CurrencySwitcher";
import { LanguageSwitcher, type LanguageSwitcherProps } from "./LanguageSwitcher";
import { MenuAccordion } from "./MenuAccordion";
import type { NavItem } from "@/lib/site";
import { SearchButton, type SearchButtonProps } from "./SearchButton";
import { SocialIcon, type SocialNetwork } from "./SocialIcon";

export interface SidePanelContent {
  title: string;
  closeLabel: string;
  menuLabel: string;
  nav: NavItem[];
  search: SearchButtonProps;
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

export type SidePanelContentsProps = Omit<SidePanelProps, "open" | "id">;

/** What the side panel shows below its title and close button, loaded on demand (SidePanel.tsx). */
export function SidePanelContents(props: SidePanelContentsProps) {
  const { onClose } = props;
  return (
    <>
      <SearchButton {...props.search} showLabel className="button button--outline side-panel__search" />
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
