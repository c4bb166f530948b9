import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, toCents } from './cents.ts';
import { formatUsd, formatUsdCents } from './format.ts';

const cents = fc.integer({ min: 0, max: 100_000_000_000 });
/** The digits of a formatted amount, as whole cents: '$1,234.50' → 123450, '$10' → 1000. */
const centsOf = (text: string) => toCents(Number(text.replace(/[$,]/g, '')));

describe('formatUsd (the store)', () => {
  it('keeps cents only when there are any', () => {
    expect(formatUsd(10)).toBe('$10');
    expect(formatUsd(9.99)).toBe('$9.99');
    expect(formatUsd(1234.5)).toBe('$1234.50');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });

  it('shows exactly the cents of the amount', () => {
    fc.assert(fc.property(cents, (c) => centsOf(formatUsd(fromCents(c))) === c));
  });
});

describe('formatUsdCents (the portal, payouts, e-mails, invoices)', () => {
  it('always shows cents, with thousands separators', () => {
    expect(formatUsdCents(10)).toBe('$10.00');
    expect(formatUsdCents(1234.5)).toBe('$1,234.50');
    expect(formatUsdCents(100.35)).toBe('$100.35');
    expect(formatUsdCents(0)).toBe('$0.00');
  });

  it('rounds half-cents up, as the store does', () => {
    expect(formatUsdCents(1.005)).toBe('$1.01');
    expect(formatUsdCents(2.675)).toBe('$2.68');
  });

  it('shows exactly the cents of the amount, in the same digits as the store', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatUsdCents(fromCents(c));
        return centsOf(text) === c && /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text);
      }),
    );
  });

  it('agrees with formatUsd up to the separators and trailing cents', () => {
    fc.assert(fc.property(cents, (c) => formatUsdCents(fromCents(c)).replace(/,/g, '').replace(/\.00$/, '') === formatUsd(fromCents(c))));
  });
});
