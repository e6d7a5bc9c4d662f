import { MAX_QUERY_LENGTH } from "@/lib/search/engine";
import styles from "./search.module.css";

export interface SearchFormTexts {
  label: string;
  placeholder: string;
  submit: string;
}

/** The search form of the results page: a plain GET form, so it works without JavaScript. */
export function SearchForm({ action, defaultValue, texts }: { action: string; defaultValue: string; texts: SearchFormTexts }) {
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor="search-page-q" className="visually-hidden">
        {texts.label}
      </label>
      <input
        id="search-page-q"
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={texts.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        dir="auto"
      />
      <button type="submit" className="button button--gold">
        {texts.submit}
      </button>
    </form>
  );
}
