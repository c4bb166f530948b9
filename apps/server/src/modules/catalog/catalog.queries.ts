import { sql, type SQL } from 'drizzle-orm';
import type { ChargeType, ListingSorting, PricePlanType, ScreenshotDevice } from '@appstore/shared';
import { rows, type Db } from '../../db/client.ts';

export interface ImageRow {
  id: number;
  s3Key: string;
  fileName: string;
  fileType: string;
  width: number | null;
  height: number | null;
  size: number;
  temp: boolean;
}

export interface ListingPlanRow {
  planId: number;
  name: string;
  features: string;
  type: PricePlanType;
  discountedYearlyPrice: boolean;
  monthlyAmount: number;
  yearlyAmount: number;
  oneTimeAmount: number;
  bookingFeePercentage: number;
}

export interface ListingRow {
  id: number;
  appId: number;
  organizationId: number;
  language: string;
  name: string;
  tagLine: string;
  description: string;
  searchTerms: string[];
  integrations: string[];
  promoVideoUrl: string | null;
  includeKeyBenefitsImages: boolean;
  supportEmail: string | null;
  supportPhone: string | null;
  websiteUrl: string | null;
  privacyPolicyUrl: string | null;
  termsOfServiceUrl: string | null;
  offerDemoRequest: boolean;
  showContactDetails: boolean;
  chargeType: ChargeType;
  freeTrialDays: number;
  oneTimeChargeAmount: number;
  icon: ImageRow | null;
  pricePlans: ListingPlanRow[];
  /** Sort key values of this row under the requested sorting; they make the cursor. */
  sortKeys: unknown[];
}

/** Listings the public may see: PUBLISHED public apps that are not deleted. */
const visible = sql`a.status = 'PUBLISHED' and a.type = 'PUBLIC' and a.deleted_at is null`;

const imageJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object(
    'id', ${alias}.id, 's3Key', ${alias}.s3_key, 'fileName', ${alias}.file_name, 'fileType', ${alias}.file_type,
    'width', ${alias}.width, 'height', ${alias}.height, 'size', ${alias}.size, 'temp', ${alias}.temp) end`);

/**
 * What a card and the detail page need from one listing row: the listing, its app's pricing, its icon,
 * and one entry per live price plan of the app with the listing's features text ('' when none).
 */
const listingColumns = sql`
  l.id, l.app_id as "appId", a.organization_id as "organizationId", l.language, l.name, l.tag_line as "tagLine",
  l.description, l.search_terms as "searchTerms", l.integrations, l.promo_video_url as "promoVideoUrl",
  l.include_key_benefits_images as "includeKeyBenefitsImages", l.support_email as "supportEmail",
  l.support_phone as "supportPhone", l.website_url as "websiteUrl", l.privacy_policy_url as "privacyPolicyUrl",
  l.terms_of_service_url as "termsOfServiceUrl", l.offer_demo_request as "offerDemoRequest",
  l.show_contact_details as "showContactDetails", a.charge_type as "chargeType", a.free_trial_days as "freeTrialDays",
  a.one_time_charge_amount::float8 as "oneTimeChargeAmount",
  ${imageJson('icon')} as icon,
  coalesce((
    select json_agg(json_build_object(
      'planId', p.id, 'name', p.name, 'features', coalesce(lp.features, ''), 'type', p.type,
      'discountedYearlyPrice', p.discounted_yearly_price, 'monthlyAmount', p.monthly_amount::float8,
      'yearlyAmount', p.yearly_amount::float8, 'oneTimeAmount', p.one_time_amount::float8,
      'bookingFeePercentage', p.booking_fee_percentage::float8) order by p.id)
    from price_plans p
    left join listing_price_plans lp on lp.price_plan_id = p.id and lp.listing_id = l.id
    where p.app_id = a.id and p.deleted_at is null
  ), '[]'::json) as "pricePlans"`;

const listingFrom = sql`
  from app_listings l
  join apps a on a.id = l.app_id
  left join files icon on icon.id = l.icon_file_id`;

export interface SearchTerm {
  /** lower-cased, trimmed term for trigram and name comparisons */
  text: string;
  /** prefix tsquery source ('word:* & other:*'), or null when the term has no words */
  tsquery: string | null;
}

export function parseSearchTerm(raw: string | null | undefined): SearchTerm | null {
  const text = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200);
  if (!text) return null;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return { text, tsquery: words.length ? words.map((w) => `${w}:*`).join(' & ') : null };
}

/** Matches: all words as prefixes (plain or stemmed), or the whole term within small typos. Index-served. */
function matchCondition(term: SearchTerm): SQL {
  const trigram = sql`${term.text} <% l.search_text`;
  if (!term.tsquery) return trigram;
  return sql`(l.search_document @@ (to_tsquery('simple', ${term.tsquery}) || to_tsquery('english', ${term.tsquery}))
    or ${trigram})`;
}

/** Name matches first (exact, prefix, word), then closeness of the name, then full-text rank. */
function relevanceScore(term: SearchTerm): SQL {
  const likePrefix = `${term.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const nameWords = term.tsquery
    ? sql`when to_tsvector('simple', l.name) @@ to_tsquery('simple', ${term.tsquery}) then 2`
    : sql``;
  const rank = term.tsquery
    ? sql`+ ts_rank(l.search_document, to_tsquery('simple', ${term.tsquery}))::float8`
    : sql``;
  return sql`((case when lower(l.name) = ${term.text} then 8 when lower(l.name) like ${likePrefix} then 4 ${nameWords} else 0 end)
    + word_similarity(${term.text}, lower(l.name))::float8 ${rank})`;
}

const activeInstalls = sql`(select count(*) from installations i where i.app_id = a.id and i.uninstalled_at is null)::int`;

interface SortSpec {
  /** expressions of the sort keys, last one is always a.id */
  keys: SQL[];
  descending: boolean;
}

function sortSpec(sorting: ListingSorting, term: SearchTerm | null): SortSpec {
  switch (sorting) {
    case 'RELEVANCE':
      return term ? { keys: [relevanceScore(term), sql`a.id`], descending: true } : sortSpec('NEWEST', null);
    case 'NAME':
      return { keys: [sql`lower(l.name)`, sql`a.id`], descending: false };
    case 'POPULAR':
      return { keys: [activeInstalls, sql`a.id`], descending: true };
    case 'NEWEST':
      return { keys: [sql`a.published_at`, sql`a.id`], descending: true };
  }
}

export interface ListingPageQuery {
  term: SearchTerm | null;
  sorting: ListingSorting;
  /** sort key values of the row after which the page starts */
  after: unknown[] | null;
  limit: number;
}

/** SQL of one page of public listings; exported so the benchmark runs the very same statement raw. */
export function listingPageSql(q: ListingPageQuery): SQL {
  const spec = sortSpec(q.sorting, q.term);
  const keyColumns = sql`${spec.keys[0]} as k0, ${spec.keys[1]} as k1`;
  const where = q.term ? sql`${visible} and ${matchCondition(q.term)}` : visible;
  // nulls last in both directions, as the indexes store them
  const dir = sql.raw(spec.descending ? 'desc nulls last' : 'asc nulls last');
  const cmp = sql.raw(spec.descending ? '<' : '>');
  // keys are compared as a row value so ties on the first key continue by app id
  const afterCondition = q.after
    ? sql`where (s.k0, s.k1) ${cmp} (${castKey(q.sorting, q.term, q.after[0])}, ${Number(q.after[1])}::int)`
    : sql``;
  // c0 is k0 as exact text (timestamps keep their microseconds): the cursor carries it
  return sql`select s.*, s.k0::text as c0 from (select ${listingColumns}, ${keyColumns} ${listingFrom} where ${where}) s
    ${afterCondition}
    order by s.k0 ${dir}, s.k1 ${dir}
    limit ${q.limit}`;
}

function castKey(sorting: ListingSorting, term: SearchTerm | null, value: unknown): SQL {
  const effective = sorting === 'RELEVANCE' && !term ? 'NEWEST' : sorting;
  switch (effective) {
    case 'RELEVANCE':
      return sql`${Number(value)}::float8`;
    case 'POPULAR':
      return sql`${Number(value)}::int`;
    case 'NAME':
      return sql`${String(value)}::text`;
    default:
      return sql`${String(value)}::timestamptz`;
  }
}

export function listingCountSql(term: SearchTerm | null): SQL {
  const where = term ? sql`${visible} and ${matchCondition(term)}` : visible;
  return sql`select count(*)::int as count from app_listings l join apps a on a.id = l.app_id where ${where}`;
}

type RawListing = Omit<ListingRow, 'sortKeys'> & { k0: unknown; c0: string | null; k1: unknown };

function toListingRow(raw: RawListing): ListingRow {
  const { k0: _k0, c0, k1, ...rest } = raw;
  return { ...rest, sortKeys: [c0, k1] };
}

export async function findListingPage(db: Db, q: ListingPageQuery): Promise<ListingRow[]> {
  const result = await rows<RawListing>(db, listingPageSql(q));
  return result.map(toListingRow);
}

export async function countListings(db: Db, term: SearchTerm | null): Promise<number> {
  const [row] = await rows<{ count: number }>(db, listingCountSql(term));
  return Number(row?.count ?? 0);
}

export async function findPublicListing(db: Db, id: number): Promise<ListingRow | null> {
  const [row] = await rows<RawListing>(
    db,
    sql`select ${listingColumns}, null as k0, null as c0, null as k1 ${listingFrom} where l.id = ${id} and ${visible}`,
  );
  return row ? toListingRow(row) : null;
}

export interface ScreenshotRow {
  listingId: number;
  device: ScreenshotDevice;
  description: string;
  image: ImageRow | null;
}

export interface KeyBenefitRow {
  listingId: number;
  title: string;
  description: string;
  image: ImageRow | null;
}

export async function findScreenshots(db: Db, listingIds: number[]): Promise<ScreenshotRow[]> {
  return rows<ScreenshotRow>(
    db,
    sql`select s.listing_id as "listingId", s.device, s.description, ${imageJson('f')} as image
      from listing_screenshots s left join files f on f.id = s.image_file_id
      where s.listing_id in ${listingIds} order by s.listing_id, s.position`,
  );
}

export async function findKeyBenefits(db: Db, listingIds: number[]): Promise<KeyBenefitRow[]> {
  return rows<KeyBenefitRow>(
    db,
    sql`select k.listing_id as "listingId", k.title, k.description, ${imageJson('f')} as image
      from listing_key_benefits k left join files f on f.id = k.image_file_id
      where k.listing_id in ${listingIds} order by k.listing_id, k.position`,
  );
}

export interface PublicOrganizationRow {
  id: number;
  businessName: string;
  businessEmail: string | null;
  websiteUrl: string | null;
  phoneNumber: string | null;
  supportEmail: string | null;
}

export async function findOrganizations(db: Db, ids: number[]): Promise<PublicOrganizationRow[]> {
  return rows<PublicOrganizationRow>(
    db,
    sql`select id, business_name as "businessName", business_email as "businessEmail", website_url as "websiteUrl",
      phone_number as "phoneNumber", support_email as "supportEmail" from organizations where id in ${ids}`,
  );
}

/**
 * Rebuilds the search material of listings: the weighted full-text document (name A, tag line and terms B,
 * developer name C, description D) and the short text matched with trigrams for typos.
 * Call it after a listing is written or its developer's name changes.
 */
export async function refreshSearchDocuments(db: Db, where: { listingId: number } | { organizationId: number } | 'all') {
  const scope =
    where === 'all'
      ? sql`true`
      : 'listingId' in where
        ? sql`l.id = ${where.listingId}`
        : sql`a.organization_id = ${where.organizationId}`;
  await db.execute(sql`
    update app_listings l set
      search_document =
        setweight(to_tsvector('simple', l.name), 'A') || setweight(to_tsvector('english', l.name), 'A') ||
        setweight(to_tsvector('simple', l.tag_line), 'B') || setweight(to_tsvector('english', l.tag_line), 'B') ||
        setweight(to_tsvector('simple', array_to_string(l.search_terms, ' ') || ' ' || array_to_string(l.integrations, ' ')), 'B') ||
        setweight(to_tsvector('simple', o.business_name), 'C') ||
        setweight(to_tsvector('english', l.description), 'D'),
      search_text = lower(concat_ws(' ', l.name, l.tag_line, array_to_string(l.search_terms, ' '),
        array_to_string(l.integrations, ' '), o.business_name))
    from apps a join organizations o on o.id = a.organization_id
    where a.id = l.app_id and ${scope}`);
}
