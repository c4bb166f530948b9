import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsText, fromCents, hasAtMostTwoDecimals, roundMoney, toCents } from './cents.ts';

/** Whole cents up to a billion dollars, and the amount they make. */
const cents = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 });

describe('toCents', () => {
  it('rounds half away from zero as the decimals read, not as the binary fraction does', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(0.005)).toBe(1);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
    expect(toCents(-0)).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives back the cents an amount was made of', () => {
    fc.assert(fc.property(cents, (c) => toCents(fromCents(c)) === c));
  });

  it('lands within half a cent of the amount, and on the decimal half-up answer', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 9 }), (c, thousandth) => {
        // c cents and a thousandth digit, written as decimal text and read back as a number: 12.345
        const text = `${centsText(c)}${thousandth}`;
        const expected = c + (thousandth >= 5 ? Math.sign(c) || 1 : 0);
        return toCents(Number(text)) === expected;
      }),
    );
  });

  it('never moves an amount that is already in cents (rounding is idempotent)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => roundMoney(roundMoney(amount)) === roundMoney(amount)),
    );
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole cents, binary noise included, and nothing finer', () => {
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(9.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });

  it('holds for every amount made of cents', () => {
    fc.assert(fc.property(cents, (c) => hasAtMostTwoDecimals(fromCents(c))));
  });
});

describe('centsText', () => {
  it('writes two decimal places', () => {
    expect(centsText(1050)).toBe('10.50');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
  });

  it('is read back as the same cents', () => {
    fc.assert(fc.property(cents, (c) => toCents(Number(centsText(c))) === c && /^-?\d+\.\d{2}$/.test(centsText(c))));
  });
});
