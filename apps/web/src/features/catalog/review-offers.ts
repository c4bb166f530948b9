import type { StoredUser } from '../../shared/session/session';

/**
 * Which of Helpful and Report the store offers on a review. Helpful counts tour operators only, so a signed-in
 * partner (the stored portal user) is offered Report alone, and not on its own organisation's app (staff acting for
 * it included). Anyone else, a tour operator or a visitor who may sign in as one, is offered both.
 */
export function reviewOffers(partner: StoredUser | null, developerId: string | null | undefined): { helpful: boolean; report: boolean } {
  if (!partner) return { helpful: true, report: true };
  const own = developerId != null && [partner.orgId, partner.organizationId, partner.ownOrgId].includes(developerId);
  return { helpful: false, report: !own };
}
