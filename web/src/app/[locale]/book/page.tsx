import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/PageHeader";
import { getSettings } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata({ locale, path: ROUTES.book, title: t("book") });
}

/** Page shell; the booking form (components/booking) is mounted in the section below. */
export default async function BookPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: "Book" }), getSettings()]);
  return (
    <>
      <PageHeader title={t("heading")}>
        {settings?.phone ? (
          <p className="page-header__intro">
            {t("callToConfirm")}:{" "}
            <a href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`} dir="ltr">
              {settings.phone}
            </a>
          </p>
        ) : null}
      </PageHeader>
      <div className="container">
        <section id="booking-form" className="book" aria-label={t("heading")}>
          <p className="muted">{t("formComing")}</p>
        </section>
      </div>
    </>
  );
}
