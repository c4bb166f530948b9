import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChargeType, PricePlanType } from '@appstore/shared';
import type { Db } from '../../src/db/client.ts';
import { installationEvents, installations, ledgerEntries, vendors } from '../../src/db/schema/index.ts';
import { openFirstPlanPeriods } from '../../src/modules/billing/plan-periods.ts';
import type { VendorRow } from '../../src/modules/installations/installations.service.ts';
import { uninstall, upsertInstallation } from '../../src/modules/oauth/installation-flow.ts';
import { createListedApp, createOrganization } from '../fixtures.ts';

/** Apps, vendors and installations with a chosen history, for the ledger's tests. */

type LedgerKind = (typeof ledgerEntries.$inferInsert)['kind'];

export const SHARE = 0.8;
export const at = (iso: string) => new Date(iso);

let seq = 0;

export interface PaidAppInput {
  chargeType: ChargeType;
  oneTimeChargeAmount?: number;
  freeTrialDays?: number;
  plans?: { type: PricePlanType; monthlyAmount?: number; yearlyAmount?: number; bookingFeePercentage?: number }[];
}

/** A listed app of a new organisation with the given charge type and plans. */
export async function paidApp(db: Db, input: PaidAppInput) {
  const org = await createOrganization(db, `Partner ${++seq}`);
  const { app, plans } = await createListedApp(db, {
    organizationId: org.id,
    name: `App ${seq}`,
    chargeType: input.chargeType,
    oneTimeChargeAmount: input.oneTimeChargeAmount,
    freeTrialDays: input.freeTrialDays,
    plans: (input.plans ?? []).map((p, i) => ({ name: `Plan ${i + 1}`, ...p })),
  });
  return { org, app, plans, plan: plans[0] ?? null };
}

export async function newVendor(db: Db, country = 'IS'): Promise<VendorRow> {
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${++seq}`, domain: `ledger-vendor-${seq}`, country })
    .returning();
  return vendor!;
}

/**
 * An installation with its history already written (as the demo data writes them): installed at
 * `installedAt`, uninstalled at `uninstalledAt` if given, on one plan throughout.
 */
export async function installWithHistory(
  db: Db,
  appId: number,
  opts: { installedAt: Date; uninstalledAt?: Date; planId?: number | null; isTest?: boolean; vendorId?: number; country?: string },
) {
  const country = opts.country ?? 'IS';
  const vendorId = opts.vendorId ?? (await newVendor(db, country)).id;
  const [row] = await db
    .insert(installations)
    .values({
      appId,
      vendorId,
      pricePlanId: opts.planId ?? null,
      isTest: opts.isTest ?? false,
      scopes: ['BOOKINGS_READ'],
      installedAt: opts.installedAt,
      tokenExchangedAt: opts.installedAt,
      uninstalledAt: opts.uninstalledAt ?? null,
    })
    .returning();
  const event = { installationId: row!.id, appId, vendorId, country, pricePlanId: opts.planId ?? null };
  await db
    .insert(installationEvents)
    .values([
      { ...event, type: 'INSTALL', occurredAt: opts.installedAt },
      ...(opts.uninstalledAt ? [{ ...event, type: 'UNINSTALL' as const, occurredAt: opts.uninstalledAt }] : []),
    ]);
  await openFirstPlanPeriods(db, [row!.id]);
  return row!;
}

/** Installs (or re-installs, or changes the plan of) `appId` for `vendor` at `now` through the install flow's own code. */
export function installAt(db: Db, appId: number, vendor: VendorRow, pricePlanId: number | null, now: Date, partnerShare = SHARE) {
  return db.transaction((tx) =>
    upsertInstallation(tx as unknown as Db, {
      appId,
      vendor,
      vendorUserId: null,
      scopes: ['BOOKINGS_READ'],
      appVersion: 1,
      pricePlanId,
      legacy: false,
      secretKey: 'ledger-test-secret-key-0123456789abcdef',
      partnerShare,
      now,
    }),
  );
}

export async function uninstallAt(db: Db, appId: number, vendor: VendorRow, now: Date) {
  const [row] = await db
    .select()
    .from(installations)
    .where(and(eq(installations.appId, appId), eq(installations.vendorId, vendor.id)));
  await db.transaction((tx) => uninstall(tx as unknown as Db, row!, vendor, now));
}

export async function entriesOf(db: Db, appId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.appId, appId))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

/**
 * One entry of `partnerAmount` for the partner in `periodMonth`, written straight to the table: for tests of what
 * is claimed and paid out rather than of how billing computes it. The platform's share defaults to the partner's.
 */
export async function insertLedgerEntry(
  db: Db,
  e: {
    organizationId: number;
    appId: number;
    periodMonth: string;
    partnerAmount: number;
    platformAmount?: number;
    kind?: LedgerKind;
    payoutId?: number;
  },
) {
  const platformAmount = e.platformAmount ?? e.partnerAmount;
  const grossAmount = e.partnerAmount + platformAmount;
  await db.insert(ledgerEntries).values({
    organizationId: e.organizationId,
    appId: e.appId,
    kind: e.kind ?? 'RECURRING',
    grossAmount,
    partnerAmount: e.partnerAmount,
    platformAmount,
    originalAmount: grossAmount,
    periodMonth: e.periodMonth,
    occurredAt: at(`${e.periodMonth}T12:00:00Z`),
    payoutId: e.payoutId ?? null,
    sourceKey: `test:${e.organizationId}:${e.periodMonth}:${++seq}`,
  });
}

/** What a payout claimed, from the ledger. */
export async function payoutTotal(db: Db, payoutId: number) {
  const [row] = await db
    .select({ sum: sql<string>`sum(${ledgerEntries.partnerAmount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.payoutId, payoutId));
  return Number(row!.sum);
}
