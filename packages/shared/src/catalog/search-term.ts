/** The server reads at most this much of a term; a longer one would only bloat pages and cache keys. */
export const SEARCH_TERM_MAX = 200;
/** A term's words past this many are ignored: each is one more clause in the search statement. */
export const SEARCH_TERM_MAX_WORDS = 8;
/** A word is compared by at most this many characters. */
export const SEARCH_WORD_MAX = 40;

export interface SearchTerm {
  /** lower-cased, trimmed term, compared with listing names */
  text: string;
  /** its words (letters and digits), at most SEARCH_TERM_MAX_WORDS */
  words: string[];
}

/**
 * The store's search term as the catalogue searches by it, or null for no term. The store page's URL (`q`) and the
 * GraphQL argument are cut by the same limits, so a page and its cache key name the search the server runs.
 */
export function parseSearchTerm(raw: string | null | undefined): SearchTerm | null {
  const text = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX);
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_TERM_MAX_WORDS).map((w) => w.slice(0, SEARCH_WORD_MAX));
  // a term without words (e.g. '%') still is a search: it matches nothing rather than everything
  return text ? { text, words } : null;
}
