import { describe, expect, it } from 'vitest';
import { BoundedCache, stringBytes } from './bounded-cache.ts';

const cacheOf = (maxEntries: number, maxBytes: number) =>
  new BoundedCache<string>({ maxEntries, maxBytes }, (k, v) => stringBytes(k) + stringBytes(v));

describe('BoundedCache', () => {
  it('drops the least recently used entry beyond its entry bound', () => {
    const cache = cacheOf(2, 1000);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
    expect(cache.size).toBe(2);
  });

  it('keeps the total size within its byte bound, and refuses an entry larger than the bound', () => {
    const cache = cacheOf(100, 100);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, 'x'.repeat(20));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(2);
    expect(cache.get('k9')).toBe('x'.repeat(20));
    cache.set('huge', 'x'.repeat(100));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('k9')).toBe('x'.repeat(20));
  });

  it('counts a replaced entry once', () => {
    const cache = cacheOf(10, 1000);
    cache.set('a', 'x'.repeat(10));
    cache.set('a', 'x'.repeat(30));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(stringBytes('a') + 60);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
  });
});
