import type { Metadata } from "next";
import { FacilityPage, facilityMetadata } from "@/components/content/FacilityPage";
import { pageLocale, type LocaleParams } from "@/lib/page";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return facilityMetadata("ResturantFacility", await pageLocale(params));
}

export default async function Page({ params }: LocaleParams) {
  return <FacilityPage route="ResturantFacility" locale={await pageLocale(params)} />;
}
