import { describe, expect, it } from 'vitest';
import { normaliseTags } from './tags';

describe('normaliseTags', () => {
  it('keeps tags as typed, trimmed, in order', () => {
    expect(normaliseTags(['booking', '  channel   manager '])).toEqual(['booking', 'channel manager']);
  });

  it('drops blanks and repeats in any letter case', () => {
    expect(normaliseTags(['Booking', '', 'booking', '  '])).toEqual(['Booking']);
  });

  it('splits pasted comma lists', () => {
    expect(normaliseTags(['a', 'b, c,,d'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps tags past the maximum, for the schema to say so (spec §5: "Max 5 terms.")', () => {
    expect(normaliseTags(['1', '2', '3', '4', '5', '6'])).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});
