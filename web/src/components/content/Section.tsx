import type { ReactNode } from "react";

export function Section({
  id,
  title,
  intro,
  action,
  children,
  tone = "plain",
}: {
  id?: string;
  title?: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "sand";
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <div className="section__head">
            <div>
              <h2 id={headingId} className="section__title">
                {title}
              </h2>
              {intro ? <p className="section__intro">{intro}</p> : null}
            </div>
            {action ? <div className="section__action">{action}</div> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
