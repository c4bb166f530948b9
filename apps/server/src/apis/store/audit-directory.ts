import { findPeople, findPeopleByName } from '../../modules/accounts/accounts.queries.ts';
import { findAppNames } from '../../modules/apps/apps.queries.ts';
import type { AuditDirectory, NamesById } from '../../modules/audit/audit-directory.ts';
import { findCategoriesByIds } from '../../modules/categories/categories.queries.ts';
import { findListingNames } from '../../modules/listings/listings.queries.ts';
import { findOrganizationNames } from '../../modules/organizations/organizations.queries.ts';
import { findPricePlanNames } from '../../modules/pricing/pricing.queries.ts';
import { findReviewTitles } from '../../modules/reviews/reviews.queries.ts';
import { findWebhookTopics } from '../../modules/webhooks/webhooks.queries.ts';

const personNames: NamesById = async (db, ids) => new Map([...(await findPeople(db, ids))].map(([id, person]) => [id, person.name]));

const categoryNames: NamesById = async (db, ids) => new Map((await findCategoriesByIds(db, ids)).map((c) => [c.id, c.name]));

/**
 * Where the audit log reads the names of what its entries are about, each from the domain that owns it. Each
 * `target_type` that the writers record and the screens name has its owner's function here; other types show no name.
 */
export const auditDirectory: AuditDirectory = {
  people: findPeople,
  peopleByName: findPeopleByName,
  organizationNames: findOrganizationNames,
  targetNames: {
    app: findAppNames,
    listing: findListingNames,
    price_plan: findPricePlanNames,
    user: personNames,
    webhook: findWebhookTopics,
    review: findReviewTitles,
    category: categoryNames,
  },
};
