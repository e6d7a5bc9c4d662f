import type { useTranslations } from "next-intl";
import type { Facility } from "@/lib/cms";
import { FACILITY_PATHS, ROUTES } from "@/lib/site";

type CommonT = ReturnType<typeof useTranslations<"Common">>;

/** Where a facility lives on the site: its own page, or a section of the services page (/facilitiesdetails). */
export function facilityHref(facility: Facility): string {
  if (facility.route && facility.route !== "services") return FACILITY_PATHS[facility.route];
  return `${ROUTES.facilitiesdetails}#${facility.slug}`;
}

/** A facility's facts (floor, capacity, screen size, hours, extra fee) as label/value pairs. */
export function facilityFacts(facility: Facility, t: CommonT): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (facility.floor !== null) facts.push({ label: "floor", value: t("floor", { floor: facility.floor }) });
  if (facility.capacity !== null) facts.push({ label: "capacity", value: t("capacity", { count: facility.capacity }) });
  if (facility.screenInches !== null) facts.push({ label: "screen", value: t("screen", { inches: facility.screenInches }) });
  if (facility.hours) facts.push({ label: "hours", value: `${t("hours")}: ${facility.hours}` });
  if (facility.extraFee) facts.push({ label: "fee", value: t("extraFee") });
  return facts;
}
