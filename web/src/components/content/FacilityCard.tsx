import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import type { Locale } from "@/i18n/routing";
import type { Facility } from "@/lib/cms";
import { CmsPicture } from "./CmsPicture";
import { facilityFacts, facilityHref } from "./facility-helpers";

export async function FacilityCard({ facility, locale, headingLevel = 3 }: { facility: Facility; locale: Locale; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = await getTranslations({ locale, namespace: "Common" });
  const facts = facilityFacts(facility, t);
  return (
    <article className="card facility-card">
      {facility.cover ? (
        <div className="card__media">
          <CmsPicture image={facility.cover.card} sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw" />
        </div>
      ) : null}
      <div className="card__body">
        <Heading className="card__title">
          <Link href={facilityHref(facility)}>{facility.name}</Link>
        </Heading>
        {facts.length > 0 ? (
          <ul className="chips">
            {facts.map((fact) => (
              <li key={fact.label} className="chip">
                {fact.value}
              </li>
            ))}
          </ul>
        ) : null}
        {facility.summary ? <p className="card__text">{facility.summary}</p> : null}
      </div>
    </article>
  );
}
