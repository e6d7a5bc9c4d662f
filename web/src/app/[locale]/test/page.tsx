import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/PageHeader";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { textPageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

export const generateMetadata = textPageMetadata(ROUTES.test, "status", { noindex: true });

/**
 * /test for everyone but signed-in staff (the proxy sends a verified staff
 * session to the live diagnostics folder instead): what the site is, its
 * build and version, and that it answers. Static: rendered once and served
 * from the cache, so however often it is asked for, PocketBase is not.
 */
export default async function StatusPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Status" });
  return (
    <>
      <PageHeader title={t("heading")} intro={t("about")} />
      <div className="container container--text">
        <dl className="facts facts--stacked diag">
          <div className="facts__item">
            <dt>{t("state")}</dt>
            <dd data-testid="site-state">{t("up")}</dd>
          </div>
          <div className="facts__item">
            <dt>{t("buildId")}</dt>
            <dd>
              <code data-testid="build-id">{process.env.NEXT_PUBLIC_BUILD_ID}</code>
            </dd>
          </div>
          <div className="facts__item">
            <dt>{t("version")}</dt>
            <dd>
              <code data-testid="site-version">{process.env.APP_VERSION}</code>
            </dd>
          </div>
        </dl>
        <p>{t("staff")}</p>
      </div>
    </>
  );
}
