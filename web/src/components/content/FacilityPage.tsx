import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/Link";
import type { Locale } from "@/i18n/routing";
import { getFacilities, type FacilityRoute } from "@/lib/cms";
import { pageMetadata } from "@/lib/seo";
import { FACILITY_PATHS, ROUTES } from "@/lib/site";
import { FactChips } from "./Card";
import { CmsPicture } from "./CmsPicture";
import { facilityFacts, facilityHref } from "./facility-helpers";
import { PageHeader } from "./PageHeader";
import { RichText } from "./RichText";
import { Section } from "./Section";
import { PHOTO_USES } from "@/lib/photos/sizes";

/** Metadata for a facility's page (e.g. gym, at /gymfacility). */
export async function facilityMetadata(route: FacilityRoute, locale: Locale): Promise<Metadata> {
  const [t, facilities] = await Promise.all([getTranslations({ locale, namespace: "Metadata" }), getFacilities(locale).catch(() => [])]);
  const here = facilities.filter((f) => f.route === route);
  const lead = here[0];
  const title = route === "services" ? t("facilitiesdetails") : (lead?.name ?? t("facilities"));
  return pageMetadata({
    locale,
    path: FACILITY_PATHS[route],
    title,
    description: route === "services" ? here.map((f) => f.name).join(" · ") : lead?.summary,
    image: lead?.cover,
  });
}

/**
 * A facility's page. Dedicated pages (gym, lobby, meeting room, restaurant,
 * sauna) show their facility; services (/facilitiesdetails) gathers the other services
 * (business room, banquets, room service, laundry, parking, shuttle).
 */
export async function FacilityPage({ route, locale }: { route: FacilityRoute; locale: Locale }) {
  const [t, tCommon, tMeta, facilities] = await Promise.all([
    getTranslations({ locale, namespace: "Facilities" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "Metadata" }),
    getFacilities(locale),
  ]);
  const here = facilities.filter((f) => f.route === route);
  const lead = here[0];
  if (!lead && route !== "services") notFound();
  const others = facilities.filter((f) => f.route !== route && f.route !== "services");
  const gathered = route === "services";

  return (
    <>
      <PageHeader
        eyebrow={t("heading")}
        title={gathered ? tMeta("facilitiesdetails") : lead!.name}
        intro={gathered ? t("intro") : lead!.summary}
        image={!gathered && lead?.cover ? { src: lead.cover.wide, alt: lead.cover.alt } : null}
      />
      <div className="container stack">
        {gathered && here.length === 0 ? <p className="empty">{t("empty")}</p> : null}
        {gathered && here.length > 1 ? (
          <nav aria-label={tMeta("facilitiesdetails")}>
            <ul className="chips chips--large jump-links">
              {here.map((facility) => (
                <li key={facility.id}>
                  <a href={`#${facility.slug}`} className="chip">
                    {facility.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {here.map((facility) => {
          const facts = facilityFacts(facility, tCommon);
          return (
            <article key={facility.id} id={facility.slug} className="facility" aria-labelledby={`${facility.slug}-title`}>
              <div className="facility__body">
                <h2 id={`${facility.slug}-title`}>{gathered ? facility.name : t("details")}</h2>
                {gathered && facility.summary ? <p className="lead">{facility.summary}</p> : null}
                <FactChips facts={facts} className="chips chips--large" label={t("facts")} />
                <RichText html={facility.bodyHtml} topLevel={3} />
              </div>
              {facility.images.length > 0 ? (
                <div className="facility__gallery">
                  {facility.images.slice(0, 4).map((image) => (
                    <CmsPicture key={image.original} image={image.card} sizes={PHOTO_USES.facilityGallery.sizes} />
                  ))}
                </div>
              ) : null}
            </article>
          );
        })}
      </div>
      {others.length > 0 ? (
        <Section id="other-facilities" tone="sand" title={t("otherFacilities")}>
          <ul className="link-tiles">
            {others.map((facility) => (
              <li key={facility.id}>
                <Link href={facilityHref(facility)} className="link-tile">
                  {facility.name}
                </Link>
              </li>
            ))}
            {!gathered ? (
              <li>
                <Link href={ROUTES.facilitiesdetails} className="link-tile">
                  {t("moreServices")}
                </Link>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
