import { sql } from 'drizzle-orm';
import { rows, type Db } from '../src/db/client.ts';
import { refreshSearchDocuments } from '../src/modules/listings/search-documents.ts';

// brand-like names from three syllables: 27,000 combinations, so most generated names are distinct
const SYLLABLES = [
  'zo',
  'tra',
  'vel',
  'ka',
  'mi',
  'ro',
  'lu',
  'ne',
  'sa',
  'bo',
  'ter',
  'fin',
  'gal',
  'dor',
  'pi',
  'qua',
  'rex',
  'ti',
  'mon',
  'ly',
  'ven',
  'ax',
  'oli',
  'bri',
  'ce',
  'du',
  'fa',
  'ho',
  'jen',
  'wa',
];
const SECOND = [
  'Hub',
  'Desk',
  'Flow',
  'Pilot',
  'Bridge',
  'Works',
  'Board',
  'Stack',
  'Point',
  'Link',
  'Base',
  'Kit',
  'Wave',
  'Scout',
  'Nest',
];
const TOPICS = [
  'channel manager',
  'payments',
  'reviews',
  'email marketing',
  'accounting export',
  'guide scheduling',
  'check-in',
  'gift vouchers',
  'dynamic pricing',
  'analytics',
];
const INTEGRATIONS = [
  'Viator',
  'GetYourGuide',
  'Expedia',
  'Stripe',
  'Xero',
  'QuickBooks',
  'Mailchimp',
  'Google Analytics',
  'Tripadvisor',
  'Airbnb',
];

const arr = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Inserts `count` published public apps with listings and plans in a few set-based statements, with varied
 * names, tag lines, integrations and descriptions so that search has realistic selectivity.
 */
export async function generatePublishedListings(db: Db, count: number) {
  const [org] = await rows<{ id: number }>(
    db,
    sql`insert into organizations (business_name, terms_api_agreed, terms_partner_agreed)
      values ('Generated Developer ' || (select count(*) + 1 from organizations), true, true) returning id`,
  );
  const orgId = Number(org!.id);
  await db.execute(sql`
    insert into apps (organization_id, name, status, type, api_contact_email, api_key, secret_key_encrypted, charge_type,
      free_trial_days, installation_countries, published_at, created_at)
    select ${orgId}, initcap((${arr(SYLLABLES)})[1 + g % 30] || (${arr(SYLLABLES)})[1 + (g / 30) % 30] ||
        (${arr(SYLLABLES)})[1 + (g / 900) % 30]) || ' ' || (${arr(SECOND)})[1 + (g * 7) % 15],
      'PUBLISHED', 'PUBLIC', 'api@generated.example', 'gen-' || ${orgId} || '-' || g, 'x',
      (array['FREE_TO_INSTALL','ONE_TIME','RECURRING']::charge_type[])[1 + g % 3], (g % 4) * 7,
      -- a fifth of the apps say where they work, the rest work everywhere
      case g % 5 when 0 then array['US','GB'] when 1 then array['IS','NO','SE'] else '{}'::text[] end,
      now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into price_plans (app_id, name, type, monthly_amount, booking_fee_percentage)
    select a.id, 'Standard', 'MONTHLY_CHARGE', 10 + a.id % 90, (a.id % 3)::numeric
    from apps a where a.organization_id = ${orgId} and a.charge_type = 'RECURRING'`);
  await db.execute(sql`
    insert into app_listings (app_id, name, tag_line, description, search_terms, integrations, support_email)
    select a.id, left(a.name, 30),
      'The ' || (${arr(TOPICS)})[1 + a.id % 10] || ' app for tour operators',
      'Connects your bookings with ' || (${arr(INTEGRATIONS)})[1 + a.id % 10] || ' and automates ' ||
        (${arr(TOPICS)})[1 + (a.id / 10) % 10] || E'.\n\nSet up in minutes; support included.',
      array[(${arr(TOPICS)})[1 + a.id % 10]],
      array[(${arr(INTEGRATIONS)})[1 + a.id % 10], (${arr(INTEGRATIONS)})[1 + (a.id / 10) % 10]],
      'support@generated.example'
    from apps a where a.organization_id = ${orgId}`);
  await generateListingCategories(db, orgId);
  await refreshSearchDocuments(db, { organizationId: orgId });
  // merges the GIN pending lists the bulk update filled, as autovacuum would, and refreshes statistics
  await db.execute(sql`vacuum analyze`);
  return orgId;
}

/** The store's categories the generated listings are spread over (benchmark filters pick from these slugs). */
export const BENCH_CATEGORY_SLUGS = Array.from({ length: 12 }, (_, i) => `bench-category-${i + 1}`);

/** Each listing gets a primary category and, for two in three, a secondary one, spread evenly over 12. */
async function generateListingCategories(db: Db, orgId: number) {
  await db.execute(sql`
    insert into categories (slug, name)
    select s, initcap(replace(s, '-', ' ')) from unnest(${arr(BENCH_CATEGORY_SLUGS)}) s
    on conflict do nothing`);
  await db.execute(sql`
    insert into listing_categories (listing_id, category_id, "primary", position)
    select l.id, c.id, k.position = 0, k.position
    from app_listings l join apps a on a.id = l.app_id
    cross join lateral (values (0, 1 + l.id % 12), (1, 1 + (l.id / 12 + l.id) % 12)) k(position, n)
    join categories c on c.slug = 'bench-category-' || k.n
    where a.organization_id = ${orgId} and (k.position = 0 or (l.id % 3 <> 0 and (l.id / 12 + l.id) % 12 <> l.id % 12))`);
}
