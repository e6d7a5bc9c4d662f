/**
 * The search results page (app/[locale]/search): what the search dialog's form
 * sends to without JavaScript. Not indexed; the dialog reads SEARCH_API_PATH.
 * Kept beside the search code that uses them.
 */
export const SEARCH_PATH = "/search";
export const SEARCH_API_PATH = "/search.json";
