import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, money, tstz } from './common.ts';
import { chargeType, ledgerEntryKind, pricePlanType } from './enums.ts';
import { organizations } from './organizations.ts';
import { apps } from './apps.ts';
import { installations } from './installations.ts';
import { pricePlans } from './pricing.ts';
import { bookings } from './bookings.ts';
import { payouts } from './payouts.ts';

/**
 * What vendors were charged for an organisation's apps (negative for credits and reversals), in USD, split
 * into the partner's and the platform's share. An entry in another currency records the amount in that
 * currency and the rate it was converted at; amounts in different currencies are never added together.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id),
    installationId: integer('installation_id').references(() => installations.id),
    /** The booking a booking fee or its reversal belongs to. */
    bookingId: integer('booking_id').references(() => bookings.id),
    kind: ledgerEntryKind('kind').notNull(),
    grossAmount: money('gross_amount').notNull(),
    partnerAmount: money('partner_amount').notNull(),
    platformAmount: money('platform_amount').notNull(),
    /**
     * The charge in the currency it arose in (ISO 4217) and USD per unit of it: 'USD' and 1 for most. A booking fee
     * in a currency the rate table has no rate for yet keeps its amount here with no rate (and 0 USD) until one is
     * configured, when it is converted (billing/booking-fees.ts).
     */
    originalCurrency: text('original_currency').notNull().default('USD'),
    originalAmount: money('original_amount').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8, mode: 'string' }).default('1'),
    /**
     * Booking fees: the fee before rounding, in the original currency. A booking's fee entries book the rounded
     * running total of these, so however a payment is sliced its fee is the fee of the whole, to the cent.
     */
    unroundedAmount: numeric('unrounded_amount', { precision: 24, scale: 10, mode: 'string' }),
    /** First day of the calendar month (UTC) the entry falls in. */
    periodMonth: date('period_month', { mode: 'string' }).notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    /** The payout request that claimed the entry; null while it is in the open balance. */
    payoutId: integer('payout_id').references((): AnyPgColumn => payouts.id),
    /** Idempotency key, so a billing run can be repeated safely. */
    sourceKey: text('source_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_org_period_idx').on(t.organizationId, t.periodMonth),
    index('ledger_entries_open_idx')
      .on(t.organizationId)
      .where(sql`${t.payoutId} is null`),
    index('ledger_entries_payout_idx').on(t.payoutId),
    // the revenue rollup recomputes an installation from its entries (migration 0025)
    index('ledger_entries_installation_idx')
      .on(t.installationId, t.occurredAt)
      .where(sql`${t.installationId} is not null`),
    index('ledger_entries_booking_idx')
      .on(t.bookingId, t.installationId)
      .where(sql`${t.bookingId} is not null`),
    // booking fees waiting for an exchange rate, found by each billing run
    index('ledger_entries_unconverted_idx')
      .on(t.originalCurrency)
      .where(sql`${t.exchangeRate} is null`),
    check('ledger_entries_shares_check', sql`${t.grossAmount} = ${t.partnerAmount} + ${t.platformAmount}`),
  ],
);

/**
 * The ledger's rollup: the partner's share and the number of entries per organisation, calendar month (UTC)
 * and payout (null: the open balance). Kept equal to the aggregate of `ledger_entries` by statement triggers
 * in the transaction that writes or claims the entries (migration 0013), so the open balance and each
 * payout's amount are read from a row per month instead of every entry.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    periodMonth: date('period_month', { mode: 'string' }).notNull(),
    payoutId: integer('payout_id').references((): AnyPgColumn => payouts.id),
    // wider than one entry's amount: a month's sum
    partnerAmount: numeric('partner_amount', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [
    unique('ledger_balances_key').on(t.organizationId, t.periodMonth, t.payoutId).nullsNotDistinct(),
    index('ledger_balances_payout_idx').on(t.payoutId),
  ],
);

/**
 * The revenue report's rollups (docs/REVENUE.md), projections of the ledger kept by triggers in the transaction that
 * writes ledger entries, plan periods or what makes an installation billable (migration 0025): the trigger recomputes
 * each touched installation from the ledger with the one SQL function that holds the report's definitions
 * (`revenue_installation_parts`) and moves the per-app totals by the difference. No foreign keys: they are rebuilt
 * from the ledger, never the other way round.
 *
 * An installation's recurring revenue per month (yearly charges already spread over their 12 months): what the
 * movement (new, expansion, contraction, churned) of `revenue_months` is the difference of. Entries without an
 * installation (billing and plan changes always name one; only tests write such) count as one installation per
 * app, keyed -app_id.
 */
export const revenueInstallationMonths = pgTable(
  'revenue_installation_months',
  {
    installationId: integer('installation_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    appId: integer('app_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    mrr: numeric('mrr', { precision: 18, scale: 2, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.installationId, t.organizationId, t.appId, t.month] })],
);

/**
 * The running month's charges still to come (docs/REVENUE.md), kept by the rollup's triggers like the tables above:
 * per installation that is billed and past its free trial, the recurring charges of its open plan period after the
 * last one billed (billing writes every charge before now, so these are still to come), in the month of the next one
 * and the month after, with the installation's recurring revenue of that month and the month before. The report
 * reads the running month's rows and takes each installation with its charges (at the partner's share): so a
 * subscription whose charge date has not come is not churned.
 */
export const revenueDue = pgTable(
  'revenue_due',
  {
    installationId: integer('installation_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    appId: integer('app_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    /** The installation's recurring revenue (partner's share) in the month before and so far in this one. */
    prev: numeric('prev', { precision: 18, scale: 2, mode: 'string' }).notNull(),
    cur: numeric('cur', { precision: 18, scale: 2, mode: 'string' }).notNull(),
    /** What each charge costs the vendor (the plan period's price), how many fall in the month, yearly or not. */
    cycleAmount: money('cycle_amount').notNull(),
    charges: integer('charges').notNull(),
    yearly: boolean('yearly').notNull(),
  },
  (t) => [primaryKey({ columns: [t.installationId, t.month] }), index('revenue_due_org_month_idx').on(t.organizationId, t.month)],
);

/** A billable installation's free trial on recurring terms: the month it started, and the month it converted (if it did). */
export const revenueTrials = pgTable('revenue_trials', {
  installationId: integer('installation_id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  appId: integer('app_id').notNull(),
  startedMonth: date('started_month', { mode: 'string' }).notNull(),
  convertedMonth: date('converted_month', { mode: 'string' }),
});

/** The revenue report's figures per organisation, app and UTC month: the sums the report adds up over the apps asked for. */
export const revenueMonths = pgTable(
  'revenue_months',
  {
    organizationId: integer('organization_id').notNull(),
    appId: integer('app_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    mrr: numeric('mrr', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    newRevenue: numeric('new_revenue', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    expansion: numeric('expansion', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    contraction: numeric('contraction', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    churned: numeric('churned', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
    payingInstalls: integer('paying_installs').notNull().default(0),
    trialStarts: integer('trial_starts').notNull().default(0),
    trialConversions: integer('trial_conversions').notNull().default(0),
    earnings: numeric('earnings', { precision: 18, scale: 2, mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.appId, t.month] })],
);

/**
 * The plan an installation was billed on, period by period: a (re)install opens one, a plan change closes it
 * and opens the next, an uninstall closes it. Recurring charges fall at `billing_anchor_at` plus whole
 * billing cycles; a change to a plan of the same cycle keeps the anchor (prorated), another starts anew.
 * Each period keeps the terms the vendor agreed to when it opened (charge type, plan type and prices), so a
 * partner editing the app or the plan later changes what new periods cost, never what this one costs.
 */
export const planPeriods = pgTable(
  'plan_periods',
  {
    id: serial('id').primaryKey(),
    installationId: integer('installation_id')
      .notNull()
      .references(() => installations.id),
    pricePlanId: integer('price_plan_id').references(() => pricePlans.id),
    startedAt: tstz('started_at').notNull(),
    endedAt: tstz('ended_at'),
    billingAnchorAt: tstz('billing_anchor_at').notNull(),
    /** The period began with an install (not a plan change): a ONE_TIME app charges `one_time_amount` then. */
    opensInstall: boolean('opens_install').notNull().default(false),
    chargeType: chargeType('charge_type').notNull(),
    oneTimeAmount: money('one_time_amount').notNull().default(0),
    planType: pricePlanType('plan_type'),
    /** What the plan charges per billing cycle (monthly or yearly amount); 0 for free plans. */
    cycleAmount: money('cycle_amount').notNull().default(0),
    bookingFeePercentage: money('booking_fee_percentage').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('plan_periods_installation_idx').on(t.installationId, t.startedAt),
    // at most one open period per installation, also under concurrent installs
    uniqueIndex('plan_periods_open_key')
      .on(t.installationId)
      .where(sql`${t.endedAt} is null`),
  ],
);
