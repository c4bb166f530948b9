import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appReviewEvents, apps } from '../../db/schema/apps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { findOrganizationApp, type AppRow } from './apps.queries.ts';
import { APP_NOT_FOUND } from './apps.service.ts';

// The status changes of an app, as writes of its own rows; what must hold before each (the validation report,
// a listing, the terms) is checked by modules/app-review, which sees the domains those facts live in.

/** Runs `change` on the viewer's app, locked against concurrent status changes. */
export async function withLockedApp<T>(
  db: Db,
  viewer: Viewer,
  id: string | number,
  change: (tx: Db, app: AppRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const app = await findOrganizationApp(tx, viewer.organization.id, id, true);
    if (!app) throw new NotFoundError(APP_NOT_FOUND);
    return change(tx, app);
  });
}

/** A public app goes into review; the submission opens the review's history. */
export async function markSubmitted(tx: Db, appId: number, actorUserId: number): Promise<AppRow> {
  const [row] = await tx.update(apps).set({ status: 'IN_REVIEW', updatedAt: new Date() }).where(eq(apps.id, appId)).returning();
  await tx.insert(appReviewEvents).values({ appId, decision: 'SUBMITTED', actorUserId });
  return row!;
}

/** Links a custom app to its one vendor; a link once made never changes. */
export async function linkVendor(tx: Db, appId: number, vendorId: number): Promise<AppRow> {
  const [row] = await tx
    .update(apps)
    .set({ linkedVendorId: vendorId, updatedAt: new Date() })
    .where(and(eq(apps.id, appId), isNull(apps.linkedVendorId)))
    .returning();
  return row!;
}

/** A linked custom app is published: its vendor may install it. */
export async function markCustomPublished(tx: Db, appId: number): Promise<AppRow> {
  const now = new Date();
  const [row] = await tx
    .update(apps)
    .set({ status: 'PUBLISHED', customPublishedAt: now, publishedAt: now, updatedAt: now })
    .where(eq(apps.id, appId))
    .returning();
  return row!;
}

/** The review history of an app, newest first. */
export async function findReviewEvents(db: Db, appId: number) {
  return db
    .select()
    .from(appReviewEvents)
    .where(eq(appReviewEvents.appId, appId))
    .orderBy(sql`${appReviewEvents.createdAt} desc, ${appReviewEvents.id} desc`);
}
