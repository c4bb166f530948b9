import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { apps, planPeriods, pricePlans } from '../../src/db/schema/index.ts';
import { runBilling } from '../../src/modules/billing/ledger.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { SHARE, at, entriesOf, installAt, newVendor, paidApp, uninstallAt, type PaidAppInput } from '../support/ledger-fixtures.ts';

/**
 * Plan changes through the install flow's own code: prorated by whole days of the running billing cycle, with
 * credit for the old plan's unused days and, in the same cycle, a charge for them at the new plan.
 */

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
});
afterAll(() => t.close());

const MONTHLY = (monthlyAmount: number) => ({ type: 'MONTHLY_CHARGE' as const, monthlyAmount });
const YEARLY = (yearlyAmount: number) => ({ type: 'YEARLY_CHARGE' as const, yearlyAmount });

async function recurringApp(plans: PaidAppInput['plans'], freeTrialDays = 0) {
  const { app, plans: rows } = await paidApp(db, { chargeType: 'RECURRING', freeTrialDays, plans });
  return { app, planIds: rows.map((p) => p.id), vendor: await newVendor(db) };
}

/** The app's ledger as [day, kind, gross, partner] rows after billing up to `until`. */
async function ledger(appId: number, until: string) {
  await runBilling(db, { now: at(until), partnerShare: SHARE });
  return (await entriesOf(db, appId)).map((e) => [e.occurredAt.toISOString().slice(0, 10), e.kind, e.grossAmount, e.partnerAmount]);
}

describe('plan changes', () => {
  it('credits the unused days of the old plan and charges them at the new one, then bills the new plan on the same day of the cycle', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), MONTHLY(60)]);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    // 10 days into the cycle that ends on 31 January: 20 days unused
    await installAt(db, app.id, vendor, planIds[1]!, at('2025-01-11T00:00:00Z'));
    expect(await ledger(app.id, '2025-03-15T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-11', 'PRORATION_CREDIT', -20, -16],
      ['2025-01-11', 'PRORATION_CHARGE', 40, 32],
      ['2025-01-31', 'RECURRING', 60, 48],
      ['2025-03-02', 'RECURRING', 60, 48],
    ]);
  });

  it('counts whole days only, and prorates each change of one cycle on what is left of it', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), MONTHLY(60), MONTHLY(90)]);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    // 19.5 days left: 19 whole days
    await installAt(db, app.id, vendor, planIds[1]!, at('2025-01-11T12:00:00Z'));
    await installAt(db, app.id, vendor, planIds[2]!, at('2025-01-21T00:00:00Z'));
    const rows = await ledger(app.id, '2025-01-30T00:00:00Z');
    expect(rows).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-11', 'PRORATION_CREDIT', -19, -15.2],
      ['2025-01-11', 'PRORATION_CHARGE', 38, 30.4],
      ['2025-01-21', 'PRORATION_CREDIT', -20, -16],
      ['2025-01-21', 'PRORATION_CHARGE', 30, 24],
    ]);
    // the cycle cost what each plan's days cost: 10.5 days at 30, 9.5 at 60 and 10 at 90, to whole days
    expect(rows.reduce((sum, r) => sum + (r[2] as number), 0)).toBe(59);
  });

  it('starts a new cycle on a plan of another cycle, crediting the old one', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), YEARLY(300)]);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, app.id, vendor, planIds[1]!, at('2025-01-11T00:00:00Z'));
    expect(await ledger(app.id, '2026-02-01T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-11', 'PRORATION_CREDIT', -20, -16],
      ['2025-01-11', 'RECURRING', 300, 240],
      ['2026-01-11', 'RECURRING', 300, 240],
    ]);
  });

  it('credits the unused days on a change to a free plan, and charges nothing after it', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), { type: 'FREE' }]);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, app.id, vendor, planIds[1]!, at('2025-01-16T00:00:00Z'));
    expect(await ledger(app.id, '2025-04-01T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-16', 'PRORATION_CREDIT', -15, -12],
    ]);
  });

  it('changes nothing in the free trial but the plan it ends on', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), MONTHLY(60)], 14);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, app.id, vendor, planIds[1]!, at('2025-01-05T00:00:00Z'));
    expect(await ledger(app.id, '2025-02-20T00:00:00Z')).toEqual([
      ['2025-01-15', 'RECURRING', 60, 48],
      ['2025-02-14', 'RECURRING', 60, 48],
    ]);
  });

  it('gives the free trial once per installation: installing again after an uninstall is charged at once', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30)], 14);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    await uninstallAt(db, app.id, vendor, at('2025-01-05T00:00:00Z'));
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-02-01T00:00:00Z'));
    expect(await ledger(app.id, '2025-03-05T00:00:00Z')).toEqual([
      ['2025-02-01', 'RECURRING', 30, 24],
      ['2025-03-03', 'RECURRING', 30, 24],
    ]);
  });

  it('keeps the plan period when an install only changes scopes, and writes nothing', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30)]);
    const installation = await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-11T00:00:00Z'));
    expect(await db.select().from(planPeriods).where(eq(planPeriods.installationId, installation.id))).toHaveLength(1);
    expect(await ledger(app.id, '2025-01-20T00:00:00Z')).toEqual([['2025-01-01', 'RECURRING', 30, 24]]);
  });

  it('prorates nothing for a change exactly at the end of a cycle: that cycle was paid and used up', async () => {
    const same = await recurringApp([MONTHLY(30), MONTHLY(60)]);
    await installAt(db, same.app.id, same.vendor, same.planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, same.app.id, same.vendor, same.planIds[1]!, at('2025-01-31T00:00:00Z'));
    expect(await ledger(same.app.id, '2025-02-15T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-31', 'RECURRING', 60, 48],
    ]);

    const yearly = await recurringApp([MONTHLY(30), YEARLY(300)]);
    await installAt(db, yearly.app.id, yearly.vendor, yearly.planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, yearly.app.id, yearly.vendor, yearly.planIds[1]!, at('2025-01-31T00:00:00Z'));
    expect(await ledger(yearly.app.id, '2025-02-15T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-31', 'RECURRING', 300, 240],
    ]);

    // at the very end of the free trial nothing was charged yet, so there is nothing to credit
    const trial = await recurringApp([MONTHLY(30), { type: 'FREE' }], 7);
    await installAt(db, trial.app.id, trial.vendor, trial.planIds[0]!, at('2025-01-01T00:00:00Z'));
    await installAt(db, trial.app.id, trial.vendor, trial.planIds[1]!, at('2025-01-08T00:00:00Z'));
    expect(await ledger(trial.app.id, '2025-03-01T00:00:00Z')).toEqual([]);
  });

  it('charges nothing more for installing again on the same plan within the cycle paid before the uninstall', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), MONTHLY(60)]);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    await uninstallAt(db, app.id, vendor, at('2025-01-01T01:00:00Z'));
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T02:00:00Z'));
    expect(await ledger(app.id, '2025-02-05T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-31', 'RECURRING', 30, 24],
    ]);
    // after that cycle, or on another plan, a new cycle starts at once
    await uninstallAt(db, app.id, vendor, at('2025-02-05T00:00:00Z'));
    await installAt(db, app.id, vendor, planIds[1]!, at('2025-02-06T00:00:00Z'));
    expect((await ledger(app.id, '2025-02-07T00:00:00Z')).at(-1)).toEqual(['2025-02-06', 'RECURRING', 60, 48]);
  });

  it('bills each plan period at the terms its vendor agreed to, whatever the partner changes later', async () => {
    const { app, planIds, vendor } = await recurringApp([MONTHLY(30), YEARLY(300)]);
    await installAt(db, app.id, vendor, planIds[0]!, at('2025-01-01T00:00:00Z'));
    // the partner reprices the plan, turns it yearly and makes the app a one-time purchase
    await db.update(pricePlans).set({ monthlyAmount: 300 }).where(eq(pricePlans.id, planIds[0]!));
    await db.update(pricePlans).set({ type: 'YEARLY_CHARGE', yearlyAmount: 999 }).where(eq(pricePlans.id, planIds[0]!));
    await db.update(apps).set({ chargeType: 'ONE_TIME', oneTimeChargeAmount: 49 }).where(eq(apps.id, app.id));
    expect(await ledger(app.id, '2025-03-05T00:00:00Z')).toEqual([
      ['2025-01-01', 'RECURRING', 30, 24],
      ['2025-01-31', 'RECURRING', 30, 24],
      ['2025-03-02', 'RECURRING', 30, 24],
    ]);
  });
});
