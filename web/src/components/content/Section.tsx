import type { ReactNode } from "react";
import { Link } from "@/components/Link";

export function Section({
  id,
  title,
  intro,
  more,
  children,
  tone = "plain",
}: {
  id?: string;
  title?: string;
  intro?: string;
  /** A link to the page with all of what the section shows a few of. */
  more?: { href: string; label: string };
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
            {more ? (
              <div className="section__action">
                <Link href={more.href} className="text-link">
                  {more.label}
                </Link>
              </div>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
