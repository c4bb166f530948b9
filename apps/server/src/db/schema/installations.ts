import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tstz } from './common.ts';
import { installationEventType } from './enums.ts';
import { apps } from './apps.ts';
import { pricePlans } from './pricing.ts';
import { vendorUsers, vendors } from './vendors.ts';

/** One installation per vendor and app; uninstalling ends it and keeps the history. */
export const installations = pgTable(
  'installations',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    installedByVendorUserId: integer('installed_by_vendor_user_id').references(() => vendorUsers.id),
    pricePlanId: integer('price_plan_id').references(() => pricePlans.id),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isTest: boolean('is_test').notNull().default(false),
    /** The app version (app_versions) whose access the vendor accepted; 1 = the app's first. */
    appVersion: integer('app_version').notNull().default(1),
    /** Set once a token exchange completed for this installation. */
    tokenExchangedAt: tstz('token_exchanged_at'),
    legacyAccessKey: text('legacy_access_key'),
    legacySecretKeyEncrypted: text('legacy_secret_key_encrypted'),
    installedAt: tstz('installed_at').notNull().defaultNow(),
    uninstalledAt: tstz('uninstalled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('installations_app_vendor_key').on(t.appId, t.vendorId),
    index('installations_app_active_idx')
      .on(t.appId)
      .where(sql`${t.uninstalledAt} is null`),
    index('installations_vendor_idx').on(t.vendorId),
    // the few test installations of an organisation's apps, which the reports leave out
    index('installations_test_idx')
      .on(t.appId)
      .where(sql`${t.isTest}`),
  ],
);

/** Every install and uninstall, with the vendor's country at that time: the reports' source. */
export const installationEvents = pgTable(
  'installation_events',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    type: installationEventType('type').notNull(),
    country: text('country').notNull(),
    pricePlanId: integer('price_plan_id').references(() => pricePlans.id),
    occurredAt: tstz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('installation_events_app_time_idx').on(t.appId, t.occurredAt),
    // the install cohorts' rollup recomputes an installation from its events, in order (migration 0026)
    index('installation_events_installation_idx').on(t.installationId, t.occurredAt, t.id),
  ],
);

/**
 * The reports' rollup of `installation_events`: installs and uninstalls of non-test installations per app, per
 * UTC day or month (`unit`, `starts` = its first day), per vendor country, and per day for all countries
 * together (`country` ''). Kept equal to the aggregate of the events by statement triggers on
 * installation_events in the same transaction (migration 0013), so the dashboard reads at most a row per
 * app, day (or month) and country instead of every event.
 */
export const installationCounts = pgTable(
  'installation_counts',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    unit: text('unit').$type<'day' | 'month'>().notNull(),
    starts: date('starts', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    installs: integer('installs').notNull().default(0),
    uninstalls: integer('uninstalls').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.unit, t.starts, t.country] }),
    check('installation_counts_unit_check', sql`${t.unit} in ('day', 'month')`),
    // the dashboard reads ranges of rows from the indexes alone: the all-countries rows of days for its
    // buckets, the rows per country of days and months for its countries
    index('installation_counts_day_totals_idx')
      .on(t.appId, t.starts, t.installs, t.uninstalls)
      .where(sql`${t.unit} = 'day' and ${t.country} = ''`),
    index('installation_counts_installs_idx').on(t.appId, t.unit, t.starts, t.country, t.installs),
  ],
);

/**
 * The install cohorts' rollups (reports/install-cohorts.service.ts), projections of
 * `installation_events` kept by triggers in the transaction that writes events or makes an installation a test one
 * (migration 0026): the trigger recomputes each touched installation from its events with the one SQL function that
 * holds the definitions (`install_cohort_parts`, the rules of installations/cohorts.queries.ts) and moves the per-app
 * totals by the difference. No foreign keys: they are rebuilt from the events, never the other way round.
 *
 * One installation's installs per UTC install month, and how many of them still had the app 1, 3, 6 and 12 months on.
 */
export const installCohortInstallations = pgTable(
  'install_cohort_installations',
  {
    installationId: integer('installation_id').notNull(),
    appId: integer('app_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    installs: integer('installs').notNull(),
    after1: integer('after1').notNull(),
    after3: integer('after3').notNull(),
    after6: integer('after6').notNull(),
    after12: integer('after12').notNull(),
  },
  (t) => [primaryKey({ columns: [t.installationId, t.appId, t.month] })],
);

/** The same per app and install month: what the report adds up over the apps asked for. */
export const installCohorts = pgTable(
  'install_cohorts',
  {
    appId: integer('app_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    installs: integer('installs').notNull().default(0),
    after1: integer('after1').notNull().default(0),
    after3: integer('after3').notNull().default(0),
    after6: integer('after6').notNull().default(0),
    after12: integer('after12').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.month] })],
);

/**
 * Why a vendor uninstalled an app, asked on the vendor's uninstall page: one row per uninstall
 * made there, `reason` null when the vendor skipped the question. Partners read them per app and UTC month
 * (`month`, its first day) in the reports; they are never public. A comment always has a reason.
 */
export const uninstallReasons = pgTable(
  'uninstall_reasons',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    month: date('month', { mode: 'string' }).notNull(),
    reason: text('reason'),
    comment: text('comment'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'uninstall_reasons_reason_check',
      sql`${t.reason} in ('NOT_NEEDED', 'TOO_EXPENSIVE', 'MISSING_FEATURES', 'DID_NOT_WORK', 'SWITCHED_APP', 'OTHER')`,
    ),
    check('uninstall_reasons_comment_check', sql`${t.comment} is null or (${t.reason} is not null and char_length(${t.comment}) <= 500)`),
    check('uninstall_reasons_month_check', sql`extract(day from ${t.month}) = 1`),
    // the report reads an organisation's apps' rows of a range of months, newest first
    index('uninstall_reasons_app_month_idx').on(t.appId, t.month, t.createdAt),
    index('uninstall_reasons_installation_idx').on(t.installationId),
  ],
);
