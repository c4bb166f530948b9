import { describe, expect, it } from 'vitest';
import { reviewByline } from './byline.ts';

describe('reviewByline', () => {
  const review = { authorName: 'Ana', authorCountry: 'Portugal', creationDate: '2026-11-03T23:30:00Z', updateDate: '2026-11-03T23:59:00Z' };

  it('writes who, from where and the day in UTC, the same on the server and in any browser', () => {
    expect(reviewByline(review)).toBe('Ana · Portugal · 3. Nov 2026');
  });

  it('adds the day of the last edit only when it is another day', () => {
    expect(reviewByline({ ...review, updateDate: '2026-11-05T08:00:00Z' })).toBe('Ana · Portugal · 3. Nov 2026 · edited 5. Nov 2026');
  });
});
