import { sql } from 'drizzle-orm';
import type { ChargeType, ScreenshotDevice } from '@appstore/shared';
import { rows, type Db } from '../../db/client.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { categoriesSql } from '../categories/categories.queries.ts';
import { imageJson, type ImageRow } from '../files/image.ts';
import { filesSql } from '../files/files.queries.ts';
import type { PublicPricePlanRow } from '../pricing/public-price-plan.graphql.ts';
import { pricePlansSql } from '../pricing/pricing.queries.ts';
import {
  appListingsSql,
  listingCategoriesSql,
  listingKeyBenefitsSql,
  listingPricePlansSql,
  listingScreenshotsSql,
} from './listings.queries.ts';

/** A live price plan of the app with the listing's features text for it. */
export interface ListingPlanRow extends PublicPricePlanRow {
  features: string;
}

/** A listing as the store and the portal show it: its own columns, its app's pricing, its icon and plans. */
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
}

/**
 * Columns of `listingFrom`: what a card and the detail page need from one listing row: the listing, its app's pricing, its icon,
 * and one entry per live price plan of the app with the listing's features text ('' when none).
 */
export const listingColumns = sql`
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
    from ${pricePlansSql} p
    left join ${listingPricePlansSql} lp on lp.price_plan_id = p.id and lp.listing_id = l.id
    where p.app_id = a.id and p.deleted_at is null
  ), '[]'::json) as "pricePlans"`;

/** The listing `l`, its app `a` and its icon `icon`, for `listingColumns`. */
export const listingFrom = sql`
  from ${appListingsSql} l
  join ${appsSql} a on a.id = l.app_id
  left join ${filesSql} icon on icon.id = l.icon_file_id`;

/** Field by field: an object rest copy of a driver row costs some 50 times as much, on every card of every page. */
export function toListingRow(r: ListingRow): ListingRow {
  return {
    id: r.id,
    appId: r.appId,
    organizationId: r.organizationId,
    language: r.language,
    name: r.name,
    tagLine: r.tagLine,
    description: r.description,
    searchTerms: r.searchTerms,
    integrations: r.integrations,
    promoVideoUrl: r.promoVideoUrl,
    includeKeyBenefitsImages: r.includeKeyBenefitsImages,
    supportEmail: r.supportEmail,
    supportPhone: r.supportPhone,
    websiteUrl: r.websiteUrl,
    privacyPolicyUrl: r.privacyPolicyUrl,
    termsOfServiceUrl: r.termsOfServiceUrl,
    offerDemoRequest: r.offerDemoRequest,
    showContactDetails: r.showContactDetails,
    chargeType: r.chargeType,
    freeTrialDays: r.freeTrialDays,
    oneTimeChargeAmount: r.oneTimeChargeAmount,
    icon: r.icon,
    pricePlans: r.pricePlans,
  };
}

/** Every listing of the given apps, whatever their status: the partner area's view of its own listings. */
export async function findAppListings(db: Db, appIds: number[]): Promise<ListingRow[]> {
  if (appIds.length === 0) return [];
  const result = await rows<ListingRow>(
    db,
    sql`select ${listingColumns} ${listingFrom} where l.app_id in ${appIds} order by l.app_id, l.id`,
  );
  return result.map(toListingRow);
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
      from ${listingScreenshotsSql} s left join ${filesSql} f on f.id = s.image_file_id
      where s.listing_id in ${listingIds} order by s.listing_id, s.position`,
  );
}

export async function findKeyBenefits(db: Db, listingIds: number[]): Promise<KeyBenefitRow[]> {
  return rows<KeyBenefitRow>(
    db,
    sql`select k.listing_id as "listingId", k.title, k.description, ${imageJson('f')} as image
      from ${listingKeyBenefitsSql} k left join ${filesSql} f on f.id = k.image_file_id
      where k.listing_id in ${listingIds} order by k.listing_id, k.position`,
  );
}

export interface ListingCategoryRow {
  listingId: number;
  id: number;
  slug: string;
  name: string;
  primary: boolean;
  retired: boolean;
}

/** The categories of listings, primary first. */
export async function findListingCategories(db: Db, listingIds: number[]): Promise<ListingCategoryRow[]> {
  if (listingIds.length === 0) return [];
  return rows<ListingCategoryRow>(
    db,
    sql`select lc.listing_id as "listingId", c.id, c.slug, c.name, lc.primary, c.retired_at is not null as retired
      from ${listingCategoriesSql} lc join ${categoriesSql} c on c.id = lc.category_id
      where lc.listing_id in ${listingIds} order by lc.listing_id, lc.position`,
  );
}
