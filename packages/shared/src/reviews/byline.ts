import { formatDay } from '../dates/format.ts';

/**
 * Who wrote a review, from where and when (and when it was last edited, when that was another day):
 * 'Ana · Portugal · 3. Nov 2026 · edited 5. Nov 2026'. In UTC, so the store's server-rendered page and the
 * browser write the same day.
 */
export function reviewByline(r: { authorName: string; authorCountry: string; creationDate: string; updateDate: string }): string {
  const written = formatDay(r.creationDate, 'UTC');
  const edited = formatDay(r.updateDate, 'UTC');
  return `${r.authorName} · ${r.authorCountry} · ${written}${edited !== written ? ` · edited ${edited}` : ''}`;
}
