import { sql, type SQL } from 'drizzle-orm';
import { INSTALL_BUCKETS, LIMITS, type PricingFilter } from '@appstore/shared';
import { categoriesSql } from '../categories/categories.queries.ts';
import { listingCategoriesSql } from '../listings/listings.queries.ts';
import { pricePlansSql } from '../pricing/pricing.queries.ts';

/** The store's filters, already checked for form (store-search.ts); each narrows the listings `l` of apps `a`. */
export interface ListingFilter {
  categorySlug: string | null;
  pricing: PricingFilter | null;
  country: string | null;
}

export const NO_FILTER: ListingFilter = { categorySlug: null, pricing: null, country: null };

export function hasFilter(f: ListingFilter): boolean {
  return Boolean(f.categorySlug || f.pricing || f.country);
}

/** A live plan that costs nothing, weighed as the price label weighs plans (12 x monthly + yearly). */
const freePlan = sql`exists (select 1 from ${pricePlansSql} p where p.app_id = a.id and p.deleted_at is null
  and ${LIMITS.planSortMonthlyWeight} * p.monthly_amount + p.yearly_amount = 0)`;
const paidPlan = sql`exists (select 1 from ${pricePlansSql} p where p.app_id = a.id and p.deleted_at is null
  and ${LIMITS.planSortMonthlyWeight} * p.monthly_amount + p.yearly_amount > 0)`;

/**
 * What each pricing choice means, by the price label's rules (spec §4): free is nothing to pay ever (free to
 * install, a one-time fee of 0, or only free plans); a free plan is one among a recurring app's plans; a free trial
 * is a recurring app's trial days; paid is anything that is not free.
 */
const free = sql`(a.charge_type = 'FREE_TO_INSTALL' or (a.charge_type = 'ONE_TIME' and a.one_time_charge_amount = 0)
  or (a.charge_type = 'RECURRING' and ${freePlan} and not ${paidPlan}))`;
const PRICING: Record<PricingFilter, SQL> = {
  FREE: free,
  FREE_PLAN: sql`(a.charge_type = 'RECURRING' and ${freePlan})`,
  FREE_TRIAL: sql`(a.charge_type = 'RECURRING' and a.free_trial_days > 0)`,
  PAID: sql`not ${free}`,
};

/** The filter as one condition on `l` and `a`; `true` when there is none. */
export function filterCondition(f: ListingFilter): SQL {
  const parts: SQL[] = [];
  if (f.categorySlug) {
    // served by listing_categories' primary key; a slug nobody has matches nothing
    parts.push(sql`exists (select 1 from ${listingCategoriesSql} lc join ${categoriesSql} c on c.id = lc.category_id
      where lc.listing_id = l.id and c.slug = ${f.categorySlug})`);
  }
  if (f.pricing) parts.push(PRICING[f.pricing]);
  // an app that names no countries works everywhere (spec §5: an empty list means all countries)
  if (f.country) parts.push(sql`(cardinality(a.installation_countries) = 0 or ${f.country}::text = any(a.installation_countries))`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The floor of an install count's bucket (INSTALL_BUCKETS), so the exact count never leaves the database. The count
 * is fenced (offset 0): flattened, it was copied into every `when` and counted once per bucket, 9 times per card.
 */
export function installBucketSql(count: SQL): SQL {
  const cases = INSTALL_BUCKETS.map((floor) => sql`when x.n >= ${floor} then ${floor}`);
  return sql`(select (case ${sql.join(cases, sql` `)} else 0 end)::int from (select ${count} as n offset 0) x)`;
}
