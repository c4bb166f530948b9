import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appReviewEvents, apps } from '../../db/schema/apps.ts';
import { liveApp, type AppRow } from './apps.queries.ts';

export type ReviewDecision = (typeof appReviewEvents.$inferInsert)['decision'];

/** One page of public apps waiting for review, the longest-waiting first, keyed by id. */
export async function findReviewQueuePage(db: Db, size: number, afterId: number | null) {
  const where = and(eq(apps.status, 'IN_REVIEW'), eq(apps.type, 'PUBLIC'), liveApp);
  const [page, [count]] = await Promise.all([
    db
      .select()
      .from(apps)
      .where(afterId !== null ? and(where, gt(apps.id, afterId)) : where)
      .orderBy(asc(apps.id))
      .limit(size + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(apps)
      .where(where),
  ]);
  return { page, total: Number(count?.n ?? 0) };
}

/** A new review status of a (locked) app, and the history entry saying who decided it and why. */
export async function recordReviewDecision(
  tx: Db,
  app: AppRow,
  change: { status: AppRow['status']; decision: ReviewDecision; reason: string | null; actorUserId: number; at: Date },
): Promise<AppRow> {
  const [row] = await tx
    .update(apps)
    .set({
      status: change.status,
      reviewReason: change.decision === 'REJECTED' ? change.reason : null,
      publishedAt: change.status === 'PUBLISHED' ? change.at : app.publishedAt,
      updatedAt: change.at,
    })
    .where(eq(apps.id, app.id))
    .returning();
  await tx
    .insert(appReviewEvents)
    .values({ appId: app.id, decision: change.decision, reason: change.reason, actorUserId: change.actorUserId });
  return row!;
}
