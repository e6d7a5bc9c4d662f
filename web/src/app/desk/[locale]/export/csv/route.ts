import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { DeskError, getCatalog } from "@/lib/cms/desk";
import { exportRequests } from "@/lib/cms/desk-payments";
import { EXPORT_COLUMNS, exportCsv, exportRange, nameIn, type ExportColumn } from "@/lib/desk/export";
import { deskPath, DESK_SIGN_IN } from "@/lib/desk/paths";
import { DESK_HEADERS } from "@/lib/desk/proxy";
import { getMember } from "@/lib/desk/server";
import { isRequestStatus, sourceKey } from "@/lib/desk/types";

export const dynamic = "force-dynamic";

/**
 * A manager's CSV of the requests arriving from `from` to `to`. PocketBase
 * gives the export view to a manager alone (the 1765075000 migration); the
 * site refuses anyone else first, and sends a wrong range back to the form.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response(null, { status: 404, headers: DESK_HEADERS });
  const query = new URL(request.url).searchParams;
  const back = (path: string) => new Response(null, { status: 303, headers: { ...DESK_HEADERS, Location: path } });
  const member = await getMember().catch(() => null);
  if (!member) return back(`${deskPath(DESK_SIGN_IN, locale)}?next=${encodeURIComponent(deskPath("/export", locale))}`);
  if (member.role !== "manager") return new Response(null, { status: 403, headers: DESK_HEADERS });
  const range = exportRange(query.get("from"), query.get("to"));
  if (!range) {
    const again = new URLSearchParams({ from: query.get("from") ?? "", to: query.get("to") ?? "", error: "rangeInvalid" });
    return back(`${deskPath("/export", locale)}?${again}`);
  }
  try {
    const [rows, catalog] = await Promise.all([exportRequests(member, range.from, range.to), getCatalog(member)]);
    const t = await getTranslations({ locale, namespace: "Desk" });
    const csv = exportCsv(rows, {
      columns: Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, t(`export.columns.${column}`)])) as Record<ExportColumn, string>,
      status: (status) => (isRequestStatus(status) ? t(`status.${status}`) : status),
      source: (source) => t(sourceKey(source)),
      language: (code) => (code === "en" ? t("request.languageEn") : t("request.languageAr")),
      roomType: (id) => nameIn(catalog.get(id)?.name, locale) || t("common.unnamedRoom"),
    });
    return new Response(csv, {
      headers: {
        ...DESK_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="requests-${range.from}-${range.to}.csv"`,
      },
    });
  } catch (error) {
    if (error instanceof DeskError && error.reason === "signed_out") return back(deskPath(DESK_SIGN_IN, locale));
    throw error;
  }
}
