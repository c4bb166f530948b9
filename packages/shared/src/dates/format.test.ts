import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDay, formatMoment, formatMonth, parseDate } from './format.ts';

describe('the product’s date style', () => {
  it("writes a day as 'd. MMM yyyy' in the viewer’s zone, and a bare day as that day", () => {
    expect(formatDay(new Date(2025, 2, 5, 12, 30).toISOString())).toBe('5. Mar 2025');
    expect(formatDay(new Date(2024, 11, 31, 9))).toBe('31. Dec 2024');
    expect(formatDay('2026-10-01')).toBe('1. Oct 2026');
    expect(formatDay('2026-09-30', 'UTC')).toBe('30. Sep 2026');
  });

  it('writes what the server renders in UTC, whatever the zone of the machine', () => {
    expect(formatDay('2026-02-28T23:30:00Z', 'UTC')).toBe('28. Feb 2026');
    expect(formatMonth('2026-02-28T23:30:00Z')).toBe('Feb 2026');
    expect(formatMoment('2026-11-26T14:05:07Z', { zone: 'UTC' })).toBe('26. Nov 2026, 14:05');
    expect(formatMoment('2026-11-26T14:05:07Z', { zone: 'UTC', seconds: true })).toBe('26. Nov 2026, 14:05:07');
  });

  it('writes a moment with the time of the viewer’s zone', () => {
    expect(formatMoment(new Date(2026, 10, 6, 9, 5).toISOString())).toBe('6. Nov 2026, 09:05');
    expect(formatMoment(new Date(2026, 2, 4, 9, 5, 7), { seconds: true })).toBe('4. Mar 2026, 09:05:07');
  });

  it('shows a dash for what is not a date', () => {
    for (const value of [null, undefined, '', 'soon', 'not a date', new Date(Number.NaN)]) {
      expect(formatDay(value)).toBe('—');
      expect(formatMonth(value)).toBe('—');
      expect(formatMoment(value)).toBe('—');
    }
  });

  it('reads back the UTC day it wrote, for every day from 1970 to 2200', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 84_000 }), fc.integer({ min: 0, max: 86_399_999 }), (days, ms) => {
        const at = new Date(days * 86_400_000 + ms);
        const [day, month, year] = formatDay(at, 'UTC').split(' ');
        const back = Date.UTC(Number(year), months.indexOf(month!), Number(day!.replace('.', '')));
        expect(back).toBe(days * 86_400_000);
        expect(parseDate(at.toISOString().slice(0, 10))?.getTime()).toBe(back);
      }),
    );
  });
});
