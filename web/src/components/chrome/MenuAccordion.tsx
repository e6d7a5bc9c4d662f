"use client";

import { PrefetchLink as Link } from "@/components/runtime/PrefetchLink";
import { useId, useState } from "react";
import type { NavItem } from "@/lib/site";

export interface MenuAccordionProps {
  items: NavItem[];
  label: string;
  /** "Show {section}" label for the expand buttons, with {section} already filled per item. */
  toggleLabels: Record<string, string>;
  currentPath?: string;
  onNavigate?: () => void;
}

/**
 * The menu as an accordion: one section and one sub-section open at a time;
 * choosing the open one again collapses it.
 */
export function MenuAccordion({ items, label, toggleLabels, currentPath, onNavigate }: MenuAccordionProps) {
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [openSub, setOpenSub] = useState<string | null>(null);
  const baseId = useId();

  function toggleSection(id: string) {
    setOpenSection((current) => (current === id ? null : id));
    setOpenSub(null);
  }

  function toggleSub(id: string) {
    setOpenSub((current) => (current === id ? null : id));
  }

  function renderItem(item: NavItem, level: 0 | 1 | 2) {
    const hasChildren = Boolean(item.children?.length) && level < 2;
    const isOpen = level === 0 ? openSection === item.id : openSub === item.id;
    const panelId = `${baseId}-${item.id}`;
    const isCurrent = currentPath !== undefined && item.href === currentPath;
    return (
      <li key={item.id} className={`menu__item menu__item--l${level}`} data-open={hasChildren ? isOpen : undefined}>
        <div className="menu__row">
          <Link href={item.href} className="menu__link" aria-current={isCurrent ? "page" : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
          {hasChildren ? (
            <button
              type="button"
              className="menu__toggle"
              aria-expanded={isOpen}
              aria-controls={panelId}
              aria-label={toggleLabels[item.id] ?? item.label}
              onClick={() => (level === 0 ? toggleSection(item.id) : toggleSub(item.id))}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          ) : null}
        </div>
        {hasChildren ? (
          <ul id={panelId} className="menu__sub" hidden={!isOpen}>
            {item.children!.map((child) => renderItem(child, level === 0 ? 1 : 2))}
          </ul>
        ) : null}
      </li>
    );
  }

  return (
    <nav aria-label={label} className="menu">
      <ul className="menu__list">{items.map((item) => renderItem(item, 0))}</ul>
    </nav>
  );
}
