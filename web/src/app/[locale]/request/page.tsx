import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/PageHeader";
import { lookUpRequest } from "@/components/guest-request/actions";
import { LazyFindRequestForm } from "@/components/guest-request/LazyFindRequestForm";
import { REQUEST_PATH } from "@/components/guest-request/paths";
import styles from "@/components/guest-request/guest-request.module.css";
import { getSettings } from "@/lib/cms";
import { formTexts } from "@/lib/forms/form-texts";
import { telHref } from "@/lib/forms/phone";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";

export const generateMetadata = textPageMetadata(REQUEST_PATH, "findRequest", { noindex: true });

/** Finding a request without its link: reference and phone (components/guest-request/FindRequestForm.tsx). */
export default async function FindRequestPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [t, texts, settings] = await Promise.all([
    getTranslations({ locale, namespace: "GuestRequest" }),
    formTexts(locale, ["GuestRequest", "Booking", "FormErrors"]),
    getSettings().catch(() => null),
  ]);
  const phone = settings?.phone ?? "";
  return (
    <>
      <PageHeader title={t("findHeading")} intro={t("findIntro")} />
      <div className={`container ${styles.find}`}>
        <LazyFindRequestForm locale={locale} phone={phone} phoneHref={telHref(phone)} action={lookUpRequest} texts={texts} />
      </div>
    </>
  );
}
