import type { ReactNode } from "react";

export interface ErrorViewProps {
  heading: string;
  message: ReactNode;
  text: string;
  homeHref: string;
  homeLabel: string;
  /** Extra action (e.g. "Try again" for runtime errors). */
  action?: ReactNode;
  /** The key-tag graphic (NotFoundGraphic), passed in so client boundaries can load it on demand. */
  graphic: ReactNode;
}

/** The error page's design, shared by 404, error boundaries and global-error. */
export function ErrorView({ heading, message, text, homeHref, homeLabel, action, graphic }: ErrorViewProps) {
  return (
    <section className="error-page container" aria-labelledby="error-heading">
      {graphic}
      <h1 id="error-heading" className="error-page__heading">
        {heading}
      </h1>
      <p className="error-page__message">{message}</p>
      <p className="error-page__text">{text}</p>
      <div className="error-page__actions">
        {/* A full navigation: leaving the error page must also clear the error state. */}
        <a href={homeHref} className="button button--navy">
          {homeLabel}
        </a>
        {action}
      </div>
    </section>
  );
}
