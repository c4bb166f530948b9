import { describe, expect, it } from 'vitest';
import { canClaimPayout, formatPayoutPeriod, unclaimedPayoutText } from './payout-text';

describe('formatPayoutPeriod', () => {
  it("writes both ends as 'd. MMM yyyy', whatever the viewer's time zone", () => {
    expect(formatPayoutPeriod('2026-09-01', '2026-10-31')).toBe('1. Sep 2026 – 31. Oct 2026');
    expect(formatPayoutPeriod('2025-12-01', '2025-12-31')).toBe('1. Dec 2025 – 31. Dec 2025');
  });

  it('writes a single day once', () => {
    expect(formatPayoutPeriod('2026-01-15', '2026-01-15')).toBe('15. Jan 2026');
  });
});

describe('unclaimedPayoutText', () => {
  it('says how much is waiting and for which period', () => {
    expect(
      unclaimedPayoutText({ hasUnclaimedPayout: true, displayAmount: '$1,234.50', periodFrom: '2026-01-01', periodTo: '2026-03-31' }),
    ).toBe('You have an unclaimed payout of $1,234.50 for 1. Jan 2026 – 31. Mar 2026.');
    expect(unclaimedPayoutText({ hasUnclaimedPayout: true, displayAmount: '$10.00' })).toBe('You have an unclaimed payout of $10.00.');
  });

  it('is null without an unclaimed payout', () => {
    expect(unclaimedPayoutText({ hasUnclaimedPayout: false, displayAmount: '$0.00', periodFrom: null, periodTo: null })).toBeNull();
  });
});

describe('canClaimPayout', () => {
  it('needs valid payout settings and a valid tax form', () => {
    expect(canClaimPayout({ hasValidPayoutSettings: true, hasValidTaxForm: true })).toBe(true);
    expect(canClaimPayout({ hasValidPayoutSettings: false, hasValidTaxForm: true })).toBe(false);
    expect(canClaimPayout({ hasValidPayoutSettings: true, hasValidTaxForm: false })).toBe(false);
  });
});
