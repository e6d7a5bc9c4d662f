import { searchWords, stripInvisible, wordForms } from "./normalize";

/**
 * The search itself: a few dozen documents (the hotel's published content in
 * one language), matched word by word. Every word of the query must begin a
 * word of the document (its title or its text); words in the title count more.
 * No regular expression is built from the query, so what guests type is only
 * ever compared as text.
 */

export const SEARCH_KINDS = ["room", "facility", "offer", "catering", "page", "fact"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What is searched: plain text, never HTML. */
export interface SearchDocument {
  kind: SearchKind;
  title: string;
  /** Where the result leads: a path of the site in the document's language. */
  href: string;
  text: string;
}

export interface SearchResult {
  kind: SearchKind;
  title: string;
  href: string;
  /** A line of the document's text around the first word that matched. */
  context: string;
}

/** Longer queries are cut here; no title or phrase of the site is longer. */
export const MAX_QUERY_LENGTH = 100;
/** Words of a query looked for; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
export const MAX_RESULTS = 12;

const CONTEXT_WORDS_BEFORE = 5;
const CONTEXT_WORDS = 18;

interface IndexedText {
  /** The text's words as written (split at spaces), for the context line. */
  raw: string[];
  /** For each raw word, the normalised forms it is found by. */
  forms: string[][];
}

interface IndexedDocument {
  doc: SearchDocument;
  order: number;
  title: IndexedText;
  text: IndexedText;
}

export type SearchIndex = readonly IndexedDocument[];

function indexText(text: string): IndexedText {
  const raw = text.split(/\s+/).filter((word) => word.length > 0);
  return { raw, forms: raw.map((word) => searchWords(word).flatMap(wordForms)) };
}

export function buildSearchIndex(docs: readonly SearchDocument[]): SearchIndex {
  return docs.map((doc, order) => ({ doc, order, title: indexText(doc.title), text: indexText(doc.text) }));
}

/**
 * A query as it is searched and shown back: cut to MAX_QUERY_LENGTH, without
 * bidi controls (an RLO in the echo would reverse the text around it).
 */
export function cleanQuery(raw: string): string {
  return stripInvisible(raw.slice(0, MAX_QUERY_LENGTH * 2))
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

const built = new Map<string, { key: string; index: SearchIndex }>();

/**
 * The index of `docs`, kept per `slot` (a language) and built again only when
 * the documents changed: normalising every word is most of a search's cost,
 * comparing the documents' text a small part of it.
 */
export function indexFor(slot: string, docs: readonly SearchDocument[]): SearchIndex {
  const key = JSON.stringify(docs);
  const last = built.get(slot);
  if (last?.key === key) return last.index;
  const index = buildSearchIndex(docs);
  built.set(slot, { key, index });
  return index;
}

/** The words looked for in a query, normalised; empty when it has none. */
export function queryTerms(query: string): string[] {
  const words = searchWords(query.slice(0, MAX_QUERY_LENGTH));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Where a term is found in a text: the raw word's position and whether it is the whole word, or -1. */
function find(text: IndexedText, term: string): { at: number; whole: boolean } {
  let prefixAt = -1;
  for (let i = 0; i < text.forms.length; i++) {
    for (const form of text.forms[i]!) {
      if (form === term) return { at: i, whole: true };
      if (prefixAt < 0 && form.startsWith(term)) prefixAt = i;
    }
  }
  return { at: prefixAt, whole: false };
}

function contextLine(text: IndexedText, at: number): string {
  if (text.raw.length === 0) return "";
  const start = at < 0 ? 0 : Math.max(0, at - CONTEXT_WORDS_BEFORE);
  const end = Math.min(text.raw.length, start + CONTEXT_WORDS);
  return `${start > 0 ? "… " : ""}${text.raw.slice(start, end).join(" ")}${end < text.raw.length ? " …" : ""}`;
}

export function search(index: SearchIndex, query: string, limit = MAX_RESULTS): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const found: { entry: IndexedDocument; score: number; at: number }[] = [];
  for (const entry of index) {
    let score = 0;
    let firstInText = -1;
    let all = true;
    for (const term of terms) {
      const inTitle = find(entry.title, term);
      const inText = find(entry.text, term);
      if (inTitle.at < 0 && inText.at < 0) {
        all = false;
        break;
      }
      score += (inTitle.at >= 0 ? (inTitle.whole ? 6 : 4) : 0) + (inText.at >= 0 ? (inText.whole ? 2 : 1) : 0);
      if (inText.at >= 0 && (firstInText < 0 || inText.at < firstInText)) firstInText = inText.at;
    }
    if (all) found.push({ entry, score, at: firstInText });
  }
  found.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
  return found.slice(0, limit).map(({ entry, at }) => ({
    kind: entry.doc.kind,
    title: entry.doc.title,
    href: entry.doc.href,
    context: contextLine(entry.text, at),
  }));
}
