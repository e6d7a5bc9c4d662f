import "server-only";
import { getTranslations } from "next-intl/server";
import type { SearchButtonProps } from "@/components/chrome/SearchButton";
import { localizedPath } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";
import { MAX_RESULTS } from "@/lib/search/engine";
import { SEARCH_API_PATH, SEARCH_PATH } from "@/lib/search/paths";
import type { SearchKindLabels } from "./SearchResultList";

type SearchT = Awaited<ReturnType<typeof getTranslations<"Search">>>;

/** What each kind of result is called, on the results page and in the dialog. */
export function searchKindLabels(t: SearchT): SearchKindLabels {
  return {
    room: t("kindRoom"),
    facility: t("kindFacility"),
    offer: t("kindOffer"),
    catering: t("kindCatering"),
    page: t("kindPage"),
    fact: t("kindFact"),
  };
}

/** The search button's and dialog's texts, translated here: the browser has no i18n runtime. */
export async function searchButtonProps(locale: Locale): Promise<Omit<SearchButtonProps, "className" | "showLabel">> {
  const t = await getTranslations({ locale, namespace: "Search" });
  return {
    label: t("button"),
    openLabel: t("openLabel"),
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    ),
    dialog: {
      locale,
      action: localizedPath(SEARCH_PATH, locale),
      api: SEARCH_API_PATH,
      texts: {
        title: t("title"),
        close: t("close"),
        label: t("label"),
        placeholder: t("placeholder"),
        submit: t("submit"),
        results: t("results"),
        empty: t("empty"),
        noResults: t("noResults", { query: "{query}" }),
        counts: Array.from({ length: MAX_RESULTS + 1 }, (_, count) => t("count", { count })),
        searching: t("searching"),
        failed: t("failed"),
        allResults: t("allResults", { query: "{query}" }),
        kinds: searchKindLabels(t),
      },
    },
  };
}
