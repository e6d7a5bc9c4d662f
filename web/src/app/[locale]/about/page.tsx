import type { Metadata } from "next";
import { CmsTextPage, textPageMetadata } from "@/components/content/CmsTextPage";
import { pageLocale, type LocaleParams } from "@/lib/page";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return textPageMetadata("about", await pageLocale(params));
}

export default async function Page({ params }: LocaleParams) {
  return <CmsTextPage slug="about" locale={await pageLocale(params)} />;
}
