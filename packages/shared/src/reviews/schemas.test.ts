import { describe, expect, it } from 'vitest';
import { cleanText, reviewSchema } from './schemas.ts';
import { formatRating, reviewCountText } from './format.ts';

describe('review rules', () => {
  it('accepts a rating of 1 to 5 and trims the texts', () => {
    expect(reviewSchema.parse({ rating: '4', title: '  Great ', body: ' Works well\r\n' })).toEqual({
      rating: 4,
      title: 'Great',
      body: 'Works well',
    });
  });

  it('refuses ratings outside 1-5 and texts over the listing limits, with the form messages', () => {
    for (const rating of [0, 6, 2.5, 'x']) {
      const r = reviewSchema.safeParse({ rating, title: 'a', body: 'b' });
      expect(r.success, String(rating)).toBe(false);
      expect(r.error!.issues[0]!.message).toBe('Choose a rating from 1 to 5 stars');
    }
    const long = reviewSchema.safeParse({ rating: 3, title: 'x'.repeat(81), body: 'y'.repeat(4001) });
    expect(long.error!.issues.map((i) => i.message)).toEqual(['Max 80 chars', 'Max 4000 chars']);
    expect(reviewSchema.safeParse({ rating: 3, title: ' ', body: '' }).error!.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Review is required',
    ]);
  });

  it('removes control and direction-override characters but keeps line breaks', () => {
    expect(cleanText('a\u0000b\u202ec\nd\te')).toBe('abc\nd\te');
  });

  it('words the aggregate as the cards show it', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(null)).toBeNull();
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(1200)).toBe('1,200 reviews');
  });
});
