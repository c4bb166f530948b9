import { and, asc, desc, gt, gte, inArray, isNotNull, lte, not, sql, type SQLWrapper } from 'drizzle-orm';
import type { UninstallReason, UninstallReasonAnswer } from '@appstore/shared/installations/uninstall-reasons';
import type { Db } from '../../db/client.ts';
import { uninstallReasons } from '../../db/schema/installations.ts';
import type { InstallationRow } from './installations.queries.ts';

/** The first day ('YYYY-MM-DD') of the UTC month an instant falls in: the month a reason is counted in. */
export const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/** Stores the vendor's answer (or that they skipped the question) with the uninstall it explains, in its transaction. */
export async function recordUninstallReason(tx: Db, installation: InstallationRow, answer: UninstallReasonAnswer, now = new Date()) {
  await tx.insert(uninstallReasons).values({
    installationId: installation.id,
    appId: installation.appId,
    month: monthOf(now),
    reason: answer.reason,
    comment: answer.comment,
    isTest: installation.isTest,
    createdAt: now,
  });
}

export interface UninstallReasonFilter {
  /** The apps whose answers are read (ids, or a subquery of them), already limited to the viewer's organisation. */
  appIds: SQLWrapper | number[];
  from: Date;
  to: Date;
}

/**
 * The answers of every UTC month the range touches, whole: bounds within a month would let a partner narrow the
 * range until an answer's exact time shows, and then name its vendor beside the uninstall webhook of that time.
 */
const inRange = (f: UninstallReasonFilter) =>
  and(
    inArray(uninstallReasons.appId, f.appIds),
    gte(uninstallReasons.month, monthOf(f.from)),
    lte(uninstallReasons.month, monthOf(f.to)),
    // the partner's own test vendor is not a customer (the dashboard leaves test installations out too)
    not(uninstallReasons.isTest),
  );

export interface UninstallReasonCount {
  appId: number;
  month: string;
  /** null: the vendor skipped the question. */
  reason: UninstallReason | null;
  count: number;
}

/** How many uninstalls gave each reason, per app and month of the range. */
export async function countUninstallReasons(db: Db, f: UninstallReasonFilter): Promise<UninstallReasonCount[]> {
  const rows = await db
    .select({
      appId: uninstallReasons.appId,
      month: uninstallReasons.month,
      reason: uninstallReasons.reason,
      count: sql<number>`count(*)::int`,
    })
    .from(uninstallReasons)
    .where(inRange(f))
    .groupBy(uninstallReasons.appId, uninstallReasons.month, uninstallReasons.reason)
    .orderBy(asc(uninstallReasons.appId), desc(uninstallReasons.month));
  return rows.map((r) => ({ ...r, reason: r.reason as UninstallReason | null, count: Number(r.count) }));
}

/** A comment as the partner may learn it: the month, never the day or time it was written. */
export interface UninstallComment {
  appId: number;
  month: string;
  reason: UninstallReason;
  comment: string;
}

/** The newest comments of each app and month of the range, at most `perMonth` of each. */
export async function recentUninstallComments(db: Db, f: UninstallReasonFilter & { perMonth: number }): Promise<UninstallComment[]> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        appId: uninstallReasons.appId,
        month: uninstallReasons.month,
        reason: uninstallReasons.reason,
        comment: uninstallReasons.comment,
        place:
          sql<number>`row_number() over (partition by ${uninstallReasons.appId}, ${uninstallReasons.month} order by ${uninstallReasons.createdAt} desc, ${uninstallReasons.id} desc)`.as(
            'place',
          ),
      })
      .from(uninstallReasons)
      .where(and(inRange(f), isNotNull(uninstallReasons.comment))),
  );
  const rows = await db
    .with(ranked)
    .select()
    .from(ranked)
    .where(lte(ranked.place, f.perMonth))
    .orderBy(asc(ranked.appId), desc(ranked.month), asc(ranked.place));
  return rows.map((r) => ({
    appId: r.appId,
    month: r.month,
    reason: r.reason as UninstallReason,
    comment: r.comment!,
  }));
}

/** Every answer of the range, oldest first, for the CSV export (keyset batches of `size` after id `afterId`). */
export async function findUninstallReasonBatch(db: Db, f: UninstallReasonFilter & { afterId: number; size: number }) {
  return db
    .select()
    .from(uninstallReasons)
    .where(and(inRange(f), gt(uninstallReasons.id, f.afterId)))
    .orderBy(asc(uninstallReasons.id))
    .limit(f.size);
}
