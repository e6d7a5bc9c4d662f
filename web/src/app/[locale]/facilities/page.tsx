import { getTranslations } from "next-intl/server";
import { FacilityCard } from "@/components/content/FacilityCard";
import { PageHeader } from "@/components/content/PageHeader";
import { getFacilities } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export const generateMetadata = textPageMetadata(ROUTES.facilities, "facilities", { intro: "Facilities" });

export default async function FacilitiesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, facilities] = await Promise.all([getTranslations({ locale, namespace: "Facilities" }), getFacilities(locale)]);
  return (
    <>
      <PageHeader title={t("heading")} intro={t("intro")} />
      <div className="container">
        {facilities.length === 0 ? (
          <p className="empty">{t("empty")}</p>
        ) : (
          <div className="grid grid--cards">
            {facilities.map((facility) => (
              <FacilityCard key={facility.id} facility={facility} locale={locale} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
