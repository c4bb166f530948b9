import { describe, expect, it } from 'vitest';
import { parseSearchTerm, SEARCH_TERM_MAX, SEARCH_TERM_MAX_WORDS, SEARCH_WORD_MAX } from './search-term.ts';
import { parseStoreSearch } from './store-search.ts';

describe('parseSearchTerm', () => {
  it('lower-cases, trims and squeezes the term and takes its words', () => {
    expect(parseSearchTerm('  Tour   OPERATORS ')).toEqual({ text: 'tour operators', words: ['tour', 'operators'] });
  });
  it('is no search when the term is empty', () => {
    expect(parseSearchTerm('   ')).toBeNull();
    expect(parseSearchTerm(null)).toBeNull();
  });
  it('keeps a term without words as a search that matches nothing', () => {
    expect(parseSearchTerm('%')).toEqual({ text: '%', words: [] });
  });
  it('cuts the term, its number of words and each word by the shared limits', () => {
    const term = parseSearchTerm(`${'w'.repeat(SEARCH_WORD_MAX + 5)} ${'a '.repeat(SEARCH_TERM_MAX)}`)!;
    expect(term.text).toHaveLength(SEARCH_TERM_MAX);
    expect(term.words).toHaveLength(SEARCH_TERM_MAX_WORDS);
    expect(term.words[0]).toHaveLength(SEARCH_WORD_MAX);
  });
  it('reads the same length of a term as the store page URL does', () => {
    const long = 'x'.repeat(SEARCH_TERM_MAX + 50);
    expect(parseStoreSearch(new URLSearchParams({ q: long })).q).toBe(parseSearchTerm(long)!.text);
  });
});
