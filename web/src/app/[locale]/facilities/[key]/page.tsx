import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FacilityPage, facilityMetadata } from "@/components/content/FacilityPage";
import { pageLocale } from "@/lib/page";
import { FACILITY_PATHS, isFacilityRoute } from "@/lib/site";

// One page per facility key, each answering at its public path
// (/gymfacility, /ResturantFacility…: lib/site.ts); the proxy rewrites to here.
type FacilityParams = { params: Promise<{ locale: string; key: string }> };

export function generateStaticParams() {
  return Object.keys(FACILITY_PATHS).map((key) => ({ key }));
}

export async function generateMetadata({ params }: FacilityParams): Promise<Metadata> {
  const { key } = await params;
  if (!isFacilityRoute(key)) return {};
  return facilityMetadata(key, await pageLocale(params));
}

export default async function Page({ params }: FacilityParams) {
  const { key } = await params;
  if (!isFacilityRoute(key)) notFound();
  return <FacilityPage route={key} locale={await pageLocale(params)} />;
}
