import { describe, expect, it, vi } from 'vitest';
import { QUERY_TEXT_PROPERTY } from './query-text';
import { StoreCache } from './store-cache';
import { readEmbeddedStoreData, storeDataElement } from './embedded-data';
import { runStoreQuery, storeQueryKey, type StoreDocument } from './store-query';

/** A document as the build gives it: the AST plus its printed text. */
const document = Object.defineProperty(
  { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', name: { kind: 'Name', value: 'Listings' } }] },
  QUERY_TEXT_PROPERTY,
  { value: 'query Listings { x }' },
) as unknown as StoreDocument<{ x: number }, { term?: string; first?: number }>;

describe('store queries', () => {
  it('keys equal variables the same whatever their order, so the server and the browser find the same entry', () => {
    expect(storeQueryKey(document, { term: 'a', first: 50 })).toBe(storeQueryKey(document, { first: 50, term: 'a' }));
    expect(storeQueryKey(document, { term: 'a' })).not.toBe(storeQueryKey(document, { term: 'b' }));
    expect(storeQueryKey(document, { term: 'a', first: undefined })).toBe(storeQueryKey(document, { term: 'a' }));
  });

  it('sends the operation name, the build-time text and the variables', async () => {
    const transport = vi.fn().mockResolvedValue({ data: { x: 1 } });
    expect(await runStoreQuery(transport, document, { term: 'a' })).toEqual({ data: { x: 1 } });
    expect(transport).toHaveBeenCalledWith({ operationName: 'Listings', query: 'query Listings { x }', variables: { term: 'a' } });
  });

  it('turns GraphQL errors, network failures and malformed answers into error results with their classification', async () => {
    const notFound = { errors: [{ message: 'Not found', extensions: { classification: 'NotFoundError' } }], data: null };
    expect(await runStoreQuery(vi.fn().mockResolvedValue(notFound), document, {})).toEqual({
      errors: [{ message: 'Not found', classification: 'NotFoundError' }],
    });
    expect(await runStoreQuery(vi.fn().mockRejectedValue(new Error('Failed to fetch')), document, {})).toEqual({
      errors: [{ message: 'Failed to fetch' }],
    });
    expect(await runStoreQuery(vi.fn().mockResolvedValue('<html>'), document, {})).toEqual({
      errors: [{ message: 'Something went wrong' }],
    });
  });
});

describe('store cache', () => {
  it('answers from the page data without fetching, and fetches a missing key once for concurrent callers', async () => {
    const cache = new StoreCache({ a: { data: 1 } });
    const fetchA = vi.fn();
    await cache.load('a', fetchA);
    expect(fetchA).not.toHaveBeenCalled();

    const fetchB = vi.fn().mockResolvedValue({ data: 2 });
    const listener = vi.fn();
    cache.subscribe('b', listener);
    await Promise.all([cache.load('b', fetchB), cache.load('b', fetchB)]);
    expect(fetchB).toHaveBeenCalledTimes(1);
    expect(cache.get('b')).toEqual({ data: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.snapshot()).toEqual({ a: { data: 1 }, b: { data: 2 } });
  });

  it('fetches again after a result is forgotten', async () => {
    const cache = new StoreCache({ a: { errors: [{ message: 'offline' }] } });
    cache.forget('a');
    await cache.load('a', () => Promise.resolve({ data: 3 }));
    expect(cache.get('a')).toEqual({ data: 3 });
  });
});

/** Just what readEmbeddedStoreData asks of a page. */
const pageWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === 'store-data' && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('embedded page data', () => {
  it('round-trips through the HTML, and listing text cannot close the element early', () => {
    const data = { k: { data: { name: '</script><script>alert(1)</script>', line: 'a\u2028b' } } };
    const html = storeDataElement(data);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const text = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(readEmbeddedStoreData(pageWith(text))).toEqual(data);
  });

  it('reads nothing from a page without data or with broken data', () => {
    expect(readEmbeddedStoreData(pageWith(null))).toEqual({});
    expect(readEmbeddedStoreData(pageWith('{oops'))).toEqual({});
  });
});
