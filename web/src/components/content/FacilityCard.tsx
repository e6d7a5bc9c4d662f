import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { Facility } from "@/lib/cms";
import { Card, FactChips } from "./Card";
import { facilityFacts, facilityHref } from "./facility-helpers";

export async function FacilityCard({ facility, locale, headingLevel = 3 }: { facility: Facility; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <Card className="facility-card" cover={facility.cover} href={facilityHref(facility)} title={facility.name} headingLevel={headingLevel}>
      <FactChips facts={facilityFacts(facility, t)} />
      {facility.summary ? <p className="card__text">{facility.summary}</p> : null}
    </Card>
  );
}
