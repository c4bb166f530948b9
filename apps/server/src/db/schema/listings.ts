import { boolean, customType, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './common.ts';
import { screenshotDevice } from './enums.ts';
import { apps } from './apps.ts';
import { categories } from './categories.ts';
import { files } from './files.ts';
import { pricePlans } from './pricing.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const appListings = pgTable(
  'app_listings',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    language: text('language').notNull().default('en'),
    name: text('name').notNull(),
    tagLine: text('tag_line').notNull(),
    description: text('description').notNull(),
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    integrations: text('integrations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    promoVideoUrl: text('promo_video_url'),
    includeKeyBenefitsImages: boolean('include_key_benefits_images').notNull().default(false),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone'),
    websiteUrl: text('website_url'),
    privacyPolicyUrl: text('privacy_policy_url'),
    termsOfServiceUrl: text('terms_of_service_url'),
    offerDemoRequest: boolean('offer_demo_request').notNull().default(false),
    showContactDetails: boolean('show_contact_details').notNull().default(false),
    iconFileId: integer('icon_file_id').references(() => files.id),
    /**
     * The weighted full-text document, rebuilt by the catalogue module whenever the listing or its
     * developer's name changes.
     */
    searchDocument: tsvector('search_document'),
    /** The name's words as the catalogue search ranks a name match ('simple' configuration). */
    nameDocument: tsvector('name_document').generatedAlwaysAs(sql`to_tsvector('simple', name)`),
    /**
     * The name's trigrams (pg_trgm's) as lexemes: the catalogue search works out a name's word similarity
     * to the term only when the name shares a trigram with it.
     */
    nameTrigrams: tsvector('name_trigrams').generatedAlwaysAs(sql`array_to_tsvector(show_trgm(lower(name)))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_listings_app_language_key').on(t.appId, t.language),
    index('app_listings_search_document_idx').using('gin', t.searchDocument),
    index('app_listings_name_idx').on(sql`lower(${t.name})`, t.appId),
  ],
);

export const listingKeyBenefits = pgTable(
  'listing_key_benefits',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => appListings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageFileId: integer('image_file_id').references(() => files.id),
  },
  (t) => [index('listing_key_benefits_listing_idx').on(t.listingId, t.position)],
);

export const listingScreenshots = pgTable(
  'listing_screenshots',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => appListings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    device: screenshotDevice('device').notNull().default('DESKTOP'),
    description: text('description').notNull(),
    imageFileId: integer('image_file_id').references(() => files.id),
  },
  (t) => [index('listing_screenshots_listing_idx').on(t.listingId, t.position)],
);

/** The features text a listing shows for each of its app's price plans. */
export const listingPricePlans = pgTable(
  'listing_price_plans',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => appListings.id, { onDelete: 'cascade' }),
    pricePlanId: integer('price_plan_id')
      .notNull()
      .references(() => pricePlans.id),
    name: text('name').notNull(),
    features: text('features').notNull().default(''),
  },
  (t) => [uniqueIndex('listing_price_plans_key').on(t.listingId, t.pricePlanId)],
);

/**
 * A listing's categories: one primary and up to two secondary (packages/shared categories rules). Read by the
 * store's category filter from the category's side, hence the second index.
 */
export const listingCategories = pgTable(
  'listing_categories',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => appListings.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    primary: boolean('primary').notNull().default(false),
    /** 0 for the primary, then the secondary ones in the partner's order. */
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.categoryId] }),
    index('listing_categories_category_idx').on(t.categoryId, t.listingId),
    uniqueIndex('listing_categories_one_primary_key')
      .on(t.listingId)
      .where(sql`${t.primary}`),
  ],
);

/**
 * Every word of the listings' search documents. Typos are corrected against this small vocabulary with
 * trigrams, so the listings themselves are matched by one full-text index condition.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
