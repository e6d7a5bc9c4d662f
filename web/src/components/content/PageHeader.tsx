import type { ReactNode } from "react";
import { CmsCover } from "./CmsPicture";

/** Title band of inner pages: photo (when there is one), eyebrow, title and intro. */
export function PageHeader({
  title,
  intro,
  eyebrow,
  image,
  children,
}: {
  title: string;
  intro?: string;
  eyebrow?: string;
  image?: { src: string; alt: string } | null;
  children?: ReactNode;
}) {
  return (
    <header className="page-header" data-has-image={Boolean(image)}>
      {image ? (
        <div className="page-header__media">
          <CmsCover src={image.src} alt={image.alt} priority />
        </div>
      ) : null}
      <div className="page-header__content container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {intro ? <p className="page-header__intro">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
