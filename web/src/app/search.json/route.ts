import type { NextRequest } from "next/server";
import { isLocale } from "@/i18n/routing";
import { cleanQuery } from "@/lib/search/engine";
import { searchSite } from "@/lib/search/documents";

/**
 * The search dialog's results: GET /search.json?locale=ar&q=… Searched here,
 * on the server, from the cached content reads (lib/search/documents.ts): the
 * browser loads no index and no search code, and a query costs PocketBase
 * nothing. The front door keeps each answer a second, in a cache of its own
 * (proxy/hotel/search-cache.conf), like a page.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = params.get("locale");
  if (!isLocale(locale)) return Response.json({ error: "unknown locale" }, { status: 400 });
  const query = cleanQuery(params.get("q") ?? "");
  const results = await searchSite(locale, query);
  return Response.json(
    { query, results },
    { headers: { "cache-control": "public, max-age=0, s-maxage=1, stale-while-revalidate=1", "x-robots-tag": "noindex" } },
  );
}
