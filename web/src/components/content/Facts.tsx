import type { ReactNode } from "react";

/** A definition list of facts (label → value), e.g. a room's adults, area, beds. */
export function Facts({ items, className }: { items: { label: string; value: ReactNode; icon?: ReactNode }[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <dl className={["facts", className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <div key={item.label} className="facts__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
