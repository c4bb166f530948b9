import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { pricePlanSchema } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { pricePlans } from '../../db/schema/pricing.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { findOrganizationApp, parseId, type AppRow } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { pricingLocked } from '../apps/app-rules.ts';
import { findLivePlan } from './pricing.queries.ts';

export type PricePlanRow = typeof pricePlans.$inferSelect;

const PLAN_NOT_FOUND = 'Price plan not found';
export const ONE_FREE_PLAN = 'Only one free plan per app';

/** The live plans of the given apps, oldest first. */
export async function findPricePlans(db: Db, appIds: number[]): Promise<PricePlanRow[]> {
  if (appIds.length === 0) return [];
  return db
    .select()
    .from(pricePlans)
    .where(and(inArray(pricePlans.appId, appIds), isNull(pricePlans.deletedAt)))
    .orderBy(asc(pricePlans.id));
}

function assertEditable(app: AppRow) {
  if (pricingLocked(app)) throw new ConflictError('Price plans cannot change while the app is in review or published');
}

/** A plan of one of the viewer's organisation's apps, with its app locked for the change. */
async function findOwnPlan(tx: Db, viewer: Viewer, id: string | number) {
  const planId = parseId(id);
  const found = planId === null ? null : await findLivePlan(tx, planId);
  const app = found && (await findOrganizationApp(tx, viewer.organization.id, found.appId, true));
  // read again under the app's lock: a concurrent change of the plan holds that lock too
  const plan = app && found ? await findLivePlan(tx, found.id) : null;
  if (!app || !plan) throw new NotFoundError(PLAN_NOT_FOUND);
  return { plan, app };
}

/** Spec §5: one FREE plan per app (also enforced by a unique index for concurrent saves). */
async function assertOneFreePlan(tx: Db, appId: number, type: string, exceptPlanId?: number) {
  if (type !== 'FREE') return;
  const free = await tx
    .select({ id: pricePlans.id })
    .from(pricePlans)
    .where(and(eq(pricePlans.appId, appId), eq(pricePlans.type, 'FREE'), isNull(pricePlans.deletedAt)));
  if (free.some((p) => p.id !== exceptPlanId)) throw new ValidationError([{ field: 'type', message: ONE_FREE_PLAN }]);
}

export async function createPricePlan(db: Db, viewer: Viewer, appId: string | number, input: unknown): Promise<PricePlanRow> {
  const values = parseInput(pricePlanSchema, input);
  const plan = await db.transaction(async (tx) => {
    const app = await findOrganizationApp(tx, viewer.organization.id, appId, true);
    if (!app) throw new NotFoundError(APP_NOT_FOUND);
    assertEditable(app);
    if (app.type !== 'PUBLIC' || app.chargeType !== 'RECURRING') {
      throw new ConflictError('Price plans are only for public apps with a recurring charge');
    }
    await assertOneFreePlan(tx, app.id, values.type);
    const [row] = await tx
      .insert(pricePlans)
      .values({ ...values, appId: app.id })
      .returning();
    return row!;
  });
  await audit(db, viewer, 'priceplan.create', { type: 'price_plan', id: plan.id });
  return plan;
}

export async function updatePricePlan(db: Db, viewer: Viewer, id: string | number, input: unknown): Promise<PricePlanRow> {
  const values = parseInput(pricePlanSchema, input);
  const plan = await db.transaction(async (tx) => {
    const { plan: current, app } = await findOwnPlan(tx, viewer, id);
    assertEditable(app);
    await assertOneFreePlan(tx, app.id, values.type, current.id);
    const [row] = await tx
      .update(pricePlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(pricePlans.id, current.id))
      .returning();
    return row!;
  });
  await audit(db, viewer, 'priceplan.update', { type: 'price_plan', id: plan.id });
  return plan;
}

/** Soft delete: installations keep pointing at the plan they chose. */
export async function deletePricePlan(db: Db, viewer: Viewer, id: string | number): Promise<boolean> {
  const planId = await db.transaction(async (tx) => {
    const { plan, app } = await findOwnPlan(tx, viewer, id);
    assertEditable(app);
    await tx.update(pricePlans).set({ deletedAt: new Date() }).where(eq(pricePlans.id, plan.id));
    return plan.id;
  });
  await audit(db, viewer, 'priceplan.delete', { type: 'price_plan', id: planId });
  return true;
}

/** A plan of the viewer's organisation (for the plan edit screen). */
export async function getOwnPricePlan(db: Db, viewer: Viewer, id: string | number): Promise<PricePlanRow> {
  const { plan } = await findOwnPlan(db, viewer, id);
  return plan;
}
