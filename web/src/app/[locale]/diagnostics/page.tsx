import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/PageHeader";
import { ContentReportSection } from "@/components/preview/ContentReportSection";
import { PlaceholderNotice } from "@/components/preview/PlaceholderBanner";
import { getDiagnostics } from "@/lib/cms";
import { pageLocale, type LocaleParams } from "@/lib/page";
import { getPreviewSession, getStaffSession } from "@/lib/preview/server";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/site";

// Diagnostics must be live, never a cached copy.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  // Guests get the 404 page, titled as such.
  if (!(await getStaffSession())) return { title: t("notFound"), robots: { index: false } };
  return pageMetadata({ locale, path: ROUTES.test, title: t("test"), noindex: true });
}

async function buildId(): Promise<string> {
  try {
    return (await readFile(join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8")).trim();
  } catch {
    return "development";
  }
}

/**
 * Noindex diagnostics at /test (the legacy site's address): build id, whether PocketBase answers, and whether
 * cached content is current. Staff only: every view makes about ten live
 * PocketBase calls, so the proxy sends only a verified staff session here
 * (guests get the cached test/ page), and anyone else who reaches this
 * folder's own path (a request the proxy does not see) gets the 404 page
 * before any of them: staff are verified with PocketBase here too (getStaffSession).
 */
export default async function DiagnosticsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const session = await getStaffSession();
  if (!session) notFound();
  const [t, id, diagnostics] = await Promise.all([getTranslations({ locale, namespace: "Test" }), buildId(), getDiagnostics()]);
  const pb = diagnostics.pocketBase;
  return (
    <>
      {/* Previewing, the banner is on every page already (SiteShell). */}
      {(await getPreviewSession()) ? null : <PlaceholderNotice locale={locale} />}
      <PageHeader title={t("heading")} />
      <div className="container container--text">
        <dl className="facts facts--stacked diag">
          <div className="facts__item">
            <dt>{t("buildId")}</dt>
            <dd>
              <code data-testid="build-id">{id}</code>
            </dd>
          </div>
          <div className="facts__item">
            <dt>{t("pocketBase")}</dt>
            <dd data-testid="pb-status" data-reachable={pb.reachable}>
              {pb.reachable ? t("reachable", { ms: pb.latencyMs ?? 0 }) : t("unreachable")}
            </dd>
          </div>
          <div className="facts__item">
            <dt>{t("renderedAt")}</dt>
            <dd>
              <time dir="ltr">{new Date().toISOString()}</time>
            </dd>
          </div>
        </dl>
        <div className="table-wrap">
          <table className="diag__table">
            <thead>
              <tr>
                <th scope="col">{t("collection")}</th>
                <th scope="col">{t("live")}</th>
                <th scope="col">{t("cached")}</th>
                <th scope="col">{t("fresh")}</th>
              </tr>
            </thead>
            <tbody>
              {diagnostics.collections.map((c) => (
                <tr key={c.collection} data-fresh={c.fresh}>
                  <th scope="row">
                    <code>{c.collection}</code>
                  </th>
                  <td dir="ltr">{c.live ?? t("none")}</td>
                  <td dir="ltr">{c.cached ?? t("none")}</td>
                  <td>{c.fresh ? t("yes") : t("no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ContentReportSection locale={locale} session={session} />
      </div>
    </>
  );
}
