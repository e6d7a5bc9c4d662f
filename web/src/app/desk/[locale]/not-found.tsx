import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import styles from "@/components/desk/desk.module.css";
import { isLocale, routing } from "@/i18n/routing";
import { deskPath } from "@/lib/desk/paths";

/** A desk page or request that does not exist (a request id from an old link, a mistyped address). */
export default async function DeskNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "Desk.notFound" });
  return (
    <section className={styles.panel}>
      <h1>{t("heading")}</h1>
      <p>{t("text")}</p>
      <Link href={deskPath("/", locale)}>{t("back")}</Link>
    </section>
  );
}
