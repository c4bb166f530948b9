import { lexicographicSortSchema } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import '../../modules/catalog/catalog.graphql.ts';
import '../../modules/accounts/accounts.graphql.ts';
import '../../modules/organizations/organizations.graphql.ts';
import '../../modules/apps/apps.graphql.ts';
import '../../modules/pricing/pricing.graphql.ts';
import '../../modules/webhooks/webhooks.graphql.ts';
import '../../modules/webhooks/deliveries.graphql.ts';
import '../../modules/webhooks/health.graphql.ts';
import '../../modules/vendors/vendors.graphql.ts';
import '../../modules/admin/review.graphql.ts';
import '../../modules/listings/listings.graphql.ts';
import '../../modules/categories/categories.graphql.ts';
import '../../modules/files/files.graphql.ts';
import '../../modules/installations/installations.graphql.ts';
import '../../modules/reports/dashboard.graphql.ts';
import '../../modules/reports/uninstall-reasons.graphql.ts';
import '../../modules/reports/install-cohorts.graphql.ts';
import '../../modules/onboarding/onboarding.graphql.ts';
import '../../modules/payouts/payout-settings.graphql.ts';
import '../../modules/payouts/tax-form.graphql.ts';
import '../../modules/payouts/payouts.graphql.ts';
import '../../modules/payouts/payout-status.graphql.ts';
import '../../modules/audit/audit-log.graphql.ts';
import '../../modules/reviews/reviews.graphql.ts';

/** Every module registers its fields by being imported above; this is the whole store + portal schema. */
export const schema = lexicographicSortSchema(builder.toSchema());
