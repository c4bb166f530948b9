import { describe, expect, it } from 'vitest';
import { lengthLimit } from './length-limit';

describe('lengthLimit: the counter of a field with a limit', () => {
  it('counts the characters of a text', () => {
    expect(lengthLimit('abc', 30)).toEqual({ count: 3, max: 30, over: false, label: '3/30' });
  });
  it('counts the entries of a list', () => {
    expect(lengthLimit(['a', 'b'], 5)).toMatchObject({ count: 2, label: '2/5', over: false });
  });
  it('is over only past the limit, never cut to it', () => {
    expect(lengthLimit('x'.repeat(30), 30).over).toBe(false);
    expect(lengthLimit('x'.repeat(31), 30)).toMatchObject({ count: 31, over: true, label: '31/30' });
    expect(lengthLimit(['1', '2', '3', '4', '5', '6'], 5)).toMatchObject({ over: true, label: '6/5' });
  });
  it('counts nothing for an empty value', () => {
    expect(lengthLimit(null, 80).label).toBe('0/80');
    expect(lengthLimit(undefined, 80).count).toBe(0);
  });
});
