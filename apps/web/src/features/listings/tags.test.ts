import { describe, expect, it } from 'vitest';
import { normaliseTags } from './tags';

describe('normaliseTags', () => {
  it('keeps tags as typed, trimmed, in order', () => {
    expect(normaliseTags(['booking', '  channel   manager '], 5)).toEqual(['booking', 'channel manager']);
  });

  it('drops blanks and repeats in any letter case', () => {
    expect(normaliseTags(['Booking', '', 'booking', '  '], 5)).toEqual(['Booking']);
  });

  it('splits pasted comma lists', () => {
    expect(normaliseTags(['a', 'b, c,,d'], 6)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds nothing past the maximum (spec §5: 5 search terms, 6 integrations)', () => {
    expect(normaliseTags(['1', '2', '3', '4', '5', '6'], 5)).toEqual(['1', '2', '3', '4', '5']);
  });
});
