import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../../shared/session/session';
import { reviewOffers } from './review-offers';

const partner = (orgId: string, ownOrgId = orgId): StoredUser => ({
  id: '1',
  email: 'p@example.com',
  firstName: 'P',
  lastName: 'Q',
  orgId,
  organizationId: orgId,
  ownOrgId,
  accountOwner: true,
  adminUser: false,
});

describe('the review actions the store offers', () => {
  it('offers Helpful and Report to anyone without a partner session (a tour operator, or who may sign in as one)', () => {
    expect(reviewOffers(null, '7')).toEqual({ helpful: true, report: true });
  });

  it('offers a partner Report only, and nothing on its own organisation’s app, also while staff act for it', () => {
    expect(reviewOffers(partner('3'), '7')).toEqual({ helpful: false, report: true });
    expect(reviewOffers(partner('7'), '7')).toEqual({ helpful: false, report: false });
    expect(reviewOffers(partner('7', '1'), '7')).toEqual({ helpful: false, report: false });
    expect(reviewOffers(partner('3', '7'), '7')).toEqual({ helpful: false, report: false });
    expect(reviewOffers(partner('3'), null)).toEqual({ helpful: false, report: true });
  });
});
