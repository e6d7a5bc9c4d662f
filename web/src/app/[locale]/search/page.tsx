import { getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/search/SearchForm";
import { SearchResultList } from "@/components/search/SearchResultList";
import { searchKindLabels } from "@/components/search/search-button-props";
import { localizedPath } from "@/i18n/localized-path";
import { pageLocale } from "@/lib/page";
import { cleanQuery } from "@/lib/search/engine";
import { searchSite } from "@/lib/search/documents";
import { textPageMetadata } from "@/lib/seo";
import { SEARCH_PATH } from "@/lib/search/paths";

// Reads ?q= per request; the [locale] layout is static, so this is declared up front (see book/page.tsx).
export const dynamic = "force-dynamic";

type SearchParams = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function queryOf(value: string | string[] | undefined): string {
  return cleanQuery(Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));
}

export const generateMetadata = textPageMetadata(SEARCH_PATH, "search", { noindex: true });

/**
 * The search results page: where the search dialog's form goes without
 * JavaScript (and with it, "all results"). Rendered per query from the cached
 * content reads, so a query costs PocketBase nothing; the front door keeps
 * each query's page a second, in a bounded cache of its own.
 */
export default async function SearchPage({ params, searchParams }: SearchParams) {
  const locale = await pageLocale(params);
  const query = queryOf((await searchParams).q);
  const [t, results] = await Promise.all([getTranslations({ locale, namespace: "Search" }), searchSite(locale, query)]);
  return (
    <div className="container container--text search-page">
      <h1>{query ? t("resultsFor", { query }) : t("title")}</h1>
      <SearchForm
        action={localizedPath(SEARCH_PATH, locale)}
        defaultValue={query}
        texts={{ label: t("label"), placeholder: t("placeholder"), submit: t("submit") }}
      />
      {!query ? (
        <p className="muted">{t("empty")}</p>
      ) : results.length === 0 ? (
        <p className="empty">{t("noResults", { query })}</p>
      ) : (
        <>
          <p className="muted" role="status">
            {t("count", { count: results.length })}
          </p>
          <SearchResultList results={results} kinds={searchKindLabels(t)} />
        </>
      )}
    </div>
  );
}
