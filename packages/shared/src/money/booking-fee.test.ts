import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingFeeText, percentText } from './booking-fee.ts';

describe('bookingFeeText', () => {
  it('mentions a booking fee only when there is one', () => {
    expect(bookingFeeText(0)).toBeNull();
    expect(bookingFeeText(null)).toBeNull();
    expect(bookingFeeText(2.5)).toBe('+ 2.5% booking fee');
    expect(bookingFeeText(3)).toBe('+ 3% booking fee');
    expect(bookingFeeText(1.25)).toBe('+ 1.25% booking fee');
    expect(bookingFeeText(10)).toBe('+ 10% booking fee');
  });

  it('writes a percentage as the number it is, at most two decimals, without trailing zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (hundredths) => {
        const text = percentText(hundredths / 100);
        return Number(text) === hundredths / 100 && !/\.\d*0$/.test(text) && !text.endsWith('.');
      }),
    );
  });
});
