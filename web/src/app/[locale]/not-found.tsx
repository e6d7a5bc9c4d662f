import { getLocale } from "next-intl/server";
import { NotFoundView } from "@/components/errors/NotFoundView";
import { isLocale, routing } from "@/i18n/routing";

/** notFound() inside a locale's pages (e.g. an offer id that does not exist). */
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : routing.defaultLocale} />;
}
