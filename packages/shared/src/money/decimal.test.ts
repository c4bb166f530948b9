import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUsdCents } from './format.ts';
import { formatUsdDecimal } from './decimal.ts';

describe('formatUsdDecimal', () => {
  it('writes exact decimal text as dollars with cents and thousands separators', () => {
    expect(formatUsdDecimal('0.00')).toBe('$0.00');
    expect(formatUsdDecimal('-0.00')).toBe('$0.00');
    expect(formatUsdDecimal('12.5')).toBe('$12.50');
    expect(formatUsdDecimal('-1234567.05')).toBe('-$1,234,567.05');
    expect(formatUsdDecimal('99999999999999999.99')).toBe('$99,999,999,999,999,999.99');
    expect(formatUsdDecimal('7')).toBe('$7.00');
    expect(formatUsdDecimal('3.1000')).toBe('$3.10');
  });

  it('refuses what is not a decimal amount of cents', () => {
    for (const bad of ['', 'abc', '1e5', '1.005', '$1', '1,000.00']) expect(() => formatUsdDecimal(bad)).toThrow(RangeError);
  });

  it('shows the same text as the portal shows the amount as a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(formatUsdDecimal(text)).toBe(formatUsdCents(cents / 100).replace(/^-\$0\.00$/, '$0.00'));
      }),
    );
  });
});
