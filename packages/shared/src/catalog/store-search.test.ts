import { describe, expect, it } from 'vitest';
import { parseStoreSearch, storeSearchQuery } from './store-search.ts';
import { installBucket, installBucketLabel } from './install-buckets.ts';

const parse = (query: string) => parseStoreSearch(new URLSearchParams(query));

describe('the store search URL', () => {
  it('reads the term, filters and sort a shared link carries', () => {
    expect(parse('q=%20tide%20&category=payments&pricing=free-trial&country=is&sort=installs')).toEqual({
      q: 'tide',
      category: 'payments',
      pricing: 'FREE_TRIAL',
      country: 'IS',
      sorting: 'POPULAR',
    });
  });

  it('ignores malformed values rather than failing the page, and defaults the sort to the term', () => {
    expect(parse('category=Not%20a%20slug!&pricing=cheap&country=XX&sort=stars')).toEqual({
      q: '',
      category: null,
      pricing: null,
      country: null,
      sorting: 'NEWEST',
    });
    expect(parse('q=crm').sorting).toBe('RELEVANCE');
    // relevance needs a term to rank by
    expect(parse('sort=relevance').sorting).toBe('NEWEST');
  });

  it('writes one spelling for one page: fixed order, defaults left out', () => {
    expect(storeSearchQuery(parse('sort=installs&country=gb&q=sync&pricing=paid&category=crm'))).toBe(
      'q=sync&category=crm&pricing=paid&country=GB&sort=installs',
    );
    expect(storeSearchQuery(parse('q=sync&sort=relevance'))).toBe('q=sync');
    expect(storeSearchQuery(parse('sort=newest&utm_source=mail'))).toBe('');
    expect(storeSearchQuery({ q: 'sync', sorting: 'NEWEST' })).toBe('q=sync&sort=newest');
  });

  it('round-trips every search it writes', () => {
    const searches = [
      'q=a+b&category=guides-and-staff&pricing=free-plan&country=US&sort=name',
      'pricing=free',
      'category=crm&sort=installs',
    ];
    for (const query of searches) expect(storeSearchQuery(parse(query))).toBe(query);
  });
});

describe('install buckets', () => {
  it('rounds counts down to a bucket and never shows the exact figure', () => {
    expect([0, 9, 10, 49, 50, 99, 100, 999, 1000, 1234, 9999, 10000, 250000].map(installBucket)).toEqual([
      0, 0, 10, 10, 50, 50, 100, 500, 1000, 1000, 5000, 10000, 100000,
    ]);
    expect(installBucketLabel(1000)).toBe('1,000+ installs');
    expect(installBucketLabel(0)).toBeNull();
  });
});
