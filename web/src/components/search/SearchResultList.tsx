import type { SearchKind, SearchResult } from "@/lib/search/engine";
import styles from "./search.module.css";

export type SearchKindLabels = Record<SearchKind, string>;

/** What a result shows: its kind, its title, a line of context. Text only: React escapes it. */
export function SearchResultBody({ result, kinds }: { result: SearchResult; kinds: SearchKindLabels }) {
  return (
    <>
      <span className={styles.kind}>{kinds[result.kind]}</span>
      <span className={styles.title}>{result.title}</span>
      {result.context ? <span className={styles.context}>{result.context}</span> : null}
    </>
  );
}

/** The results page's list: each result a link. */
export function SearchResultList({ results, kinds }: { results: SearchResult[]; kinds: SearchKindLabels }) {
  return (
    <ul className={styles.results}>
      {results.map((result) => (
        <li key={result.href + result.title}>
          <a href={result.href} className={styles.result}>
            <SearchResultBody result={result} kinds={kinds} />
          </a>
        </li>
      ))}
    </ul>
  );
}
