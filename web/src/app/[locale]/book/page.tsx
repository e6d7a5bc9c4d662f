import { getTranslations } from "next-intl/server";
import { BookingSection, type BookingSearchParams } from "@/components/booking/BookingSection";
import { PageHeader } from "@/components/content/PageHeader";
import { telHref } from "@/lib/forms/phone";
import { getSettings } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

// Reads ?room= / ?offer= per request. The [locale] layout is statically
// generated (ISR), so this must be declared up front: reading searchParams
// in a page Next believes static fails at runtime ("static to dynamic").
export const dynamic = "force-dynamic";

export const generateMetadata = textPageMetadata(ROUTES.book, "book");

/**
 * The booking form, or the call-to-book panel, per reservation_state. Rendered
 * per request: ?room=<slug> and ?offer=<id> preselect the room, and the form
 * needs today's date in Basra.
 */
export default async function BookPage({ params, searchParams }: LocaleParams & { searchParams: Promise<BookingSearchParams> }) {
  const locale = await pageLocale(params);
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: "Book" }), getSettings()]);
  return (
    <>
      <PageHeader title={t("heading")}>
        {settings?.phone ? (
          <p className="page-header__intro">
            {t("callToConfirm")}:{" "}
            <a href={telHref(settings.phone)} dir="ltr">
              {settings.phone}
            </a>
          </p>
        ) : null}
      </PageHeader>
      <div className="container">
        <section id="booking-form" className="book" aria-label={t("heading")}>
          <BookingSection locale={locale} searchParams={await searchParams} />
        </section>
      </div>
    </>
  );
}
