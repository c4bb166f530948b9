import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, tstz, updatedAt } from './common.ts';
import { appStatus, appType, chargeType, reviewDecision } from './enums.ts';
import { organizations } from './organizations.ts';
import { users } from './accounts.ts';
import { vendors } from './vendors.ts';

export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    type: appType('type').notNull().default('PUBLIC'),
    status: appStatus('status').notNull().default('DRAFT'),
    apiContactEmail: text('api_contact_email').notNull(),
    appUrl: text('app_url'),
    /** Absolute URLs, one per line or comma-separated, as the partner typed them. */
    redirectUrlWhitelist: text('redirect_url_whitelist'),
    chargeType: chargeType('charge_type').notNull().default('FREE_TO_INSTALL'),
    /** ISO alpha-2 codes; empty means every country. */
    installationCountries: text('installation_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    oneTimeChargeAmount: money('one_time_charge_amount').notNull().default(0),
    freeTrialDays: integer('free_trial_days').notNull().default(0),
    appReviewInstructions: text('app_review_instructions'),
    apiKey: text('api_key').notNull(),
    /** AES-GCM ciphertext under SECRET_KEY. */
    secretKeyEncrypted: text('secret_key_encrypted').notNull(),
    linkedVendorId: integer('linked_vendor_id').references(() => vendors.id),
    customPublishedAt: tstz('custom_published_at'),
    /** The reason staff gave with the last rejection, shown to the partner. */
    reviewReason: text('review_reason'),
    publishedAt: tstz('published_at'),
    /** Soft delete: installation history and earnings keep pointing at the app. */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('apps_api_key_key').on(t.apiKey),
    index('apps_org_idx').on(t.organizationId, t.id),
    index('apps_status_idx').on(t.status, t.type),
    // the store's "Latest apps": newest listed apps first (the rule of modules/apps/listed-in-store.ts, repeated
    // here because an index predicate cannot call it)
    index('apps_public_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'PUBLISHED' and ${t.type} = 'PUBLIC' and ${t.deletedAt} is null`),
  ],
);

/** History of the review workflow: submissions and staff decisions. */
export const appReviewEvents = pgTable(
  'app_review_events',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    decision: reviewDecision('decision').notNull(),
    reason: text('reason'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('app_review_events_app_idx').on(t.appId, t.createdAt)],
);

/**
 * An app's access versions: the scopes it may ask vendors for. An app created since apps choose their
 * access has a stored version 1 (what its developer picked, nothing unless chosen); an older app has no such row,
 * and its version 1 is implicit: every scope, as before versions existed. Each change the partner saves adds the
 * next number. Installations record the version their vendor accepted.
 */
export const appVersions = pgTable(
  'app_versions',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    version: integer('version').notNull(),
    scopes: text('scopes').array().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.version] }), check('app_versions_version_check', sql`${t.version} >= 1`)],
);
