import { describe, expect, it } from 'vitest';
import type { GraphQLObjectType } from 'graphql';
import { schema } from './schema.ts';

/** Each root field's scope as Pothos scope-auth holds it: 'public' when the field declares none. */
function rootFieldScopes() {
  const scopes: Record<string, string> = {};
  for (const type of [schema.getQueryType(), schema.getMutationType()] as GraphQLObjectType[]) {
    for (const field of Object.values(type.getFields())) {
      const declared = (field.extensions?.pothosOptions as { authScopes?: Record<string, boolean> } | undefined)?.authScopes;
      scopes[`${type.name}.${field.name}`] = declared ? Object.keys(declared).sort().join('+') : 'public';
    }
  }
  return scopes;
}

const byScope = (scope: string) =>
  Object.entries(rootFieldScopes())
    .filter(([, s]) => s === scope)
    .map(([name]) => name)
    .sort();

describe('store API field scopes', () => {
  it('leaves only the store, sign-in and session-probe fields open: any new field needs a session unless listed here', () => {
    expect(byScope('public')).toEqual([
      'Mutation.appAccountLogin',
      'Mutation.appAccountLogout',
      'Mutation.appAccountPasswordReset',
      'Mutation.appAccountPasswordResetRequest',
      'Mutation.appAccountSignup',
      'Query.currencies',
      'Query.me',
      'Query.publicAppListing',
      'Query.publicAppListings',
      'Query.publicCategories',
    ]);
  });

  it('keeps the review, payout desk, category management, organisation list, platform audit log and reported reviews for platform staff', () => {
    expect(byScope('staff')).toEqual([
      'Mutation.appReviewApprove',
      'Mutation.appReviewReject',
      'Mutation.categoryCreate',
      'Mutation.categoryRename',
      'Mutation.categorySetRetired',
      'Mutation.payoutMarkPaid',
      'Mutation.payoutReject',
      'Mutation.reviewHide',
      'Mutation.reviewReportsDismiss',
      'Query.appReviewApp',
      'Query.appReviewQueue',
      'Query.categories',
      'Query.organizations',
      'Query.payoutRequests',
      'Query.platformAuditLog',
      'Query.platformAuditLogActors',
      'Query.reportedReviews',
    ]);
  });

  it("opens only the store's Helpful and Report to a vendor user's session too", () => {
    expect(byScope('reviewer')).toEqual(['Mutation.reviewMarkHelpful', 'Mutation.reviewReport']);
  });

  it('gives every other root field the signedIn scope', () => {
    const all = Object.values(rootFieldScopes());
    expect(all.filter((s) => !['public', 'staff', 'signedIn', 'reviewer'].includes(s))).toEqual([]);
  });
});
