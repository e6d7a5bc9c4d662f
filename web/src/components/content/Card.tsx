import type { ReactNode } from "react";
import { Link } from "@/components/Link";
import type { ImageSet } from "@/lib/cms";
import { CmsPicture } from "./CmsPicture";
import { PHOTO_USES } from "@/lib/photos/sizes";

/** A card of the home page's and the facilities' grids: its cover, its title linking to its page, then what it says. */
export function Card(props: {
  className: string;
  cover: ImageSet | null;
  href: string;
  title: string;
  headingLevel: 2 | 3;
  children: ReactNode;
}) {
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`card ${props.className}`}>
      {props.cover ? (
        <div className="card__media">
          <CmsPicture image={props.cover.card} sizes={PHOTO_USES.gridCard.sizes} />
        </div>
      ) : null}
      <div className="card__body">
        <Heading className="card__title">
          <Link href={props.href}>{props.title}</Link>
        </Heading>
        {props.children}
      </div>
    </article>
  );
}

/** A list of short facts (a facility's floor, capacity, hours), each a chip. */
export function FactChips({
  facts,
  className = "chips",
  label,
}: {
  facts: { label: string; value: string }[];
  className?: string;
  label?: string;
}) {
  if (facts.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {facts.map((fact) => (
        <li key={fact.label} className="chip">
          {fact.value}
        </li>
      ))}
    </ul>
  );
}

/** The photo half of a split block (the home page's catering, the catering page's sections). */
export function SplitMedia({ cover }: { cover: ImageSet | null }) {
  return cover ? (
    <div className="split__media">
      <CmsPicture image={cover.card} sizes={PHOTO_USES.split.sizes} />
    </div>
  ) : null;
}
