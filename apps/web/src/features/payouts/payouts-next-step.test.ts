import { describe, expect, it } from 'vitest';
import { payoutsNextStep } from './payouts-next-step';

const ready = { hasValidPayoutSettings: true, hasValidTaxForm: true, hasUnclaimedPayout: false };

describe('payoutsNextStep', () => {
  it('asks for what is missing first, settings before the tax form', () => {
    expect(payoutsNextStep({ ...ready, hasValidPayoutSettings: false, hasValidTaxForm: false }).link?.href).toBe(
      '/extranet/payouts/settings',
    );
    expect(payoutsNextStep({ ...ready, hasValidTaxForm: false }).link?.href).toBe('/extranet/payouts/tax-form');
  });
  it('points at the claim above when a payout waits, else explains where payouts come from', () => {
    expect(payoutsNextStep({ ...ready, hasUnclaimedPayout: true }).link).toBeNull();
    expect(payoutsNextStep(ready).link).toEqual({ action: 'Open your apps', href: '/extranet/apps' });
  });
});
