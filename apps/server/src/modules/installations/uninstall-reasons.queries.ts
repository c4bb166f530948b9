import { and, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { UNINSTALL_REASONS, type UninstallReason, type UninstallReasonAnswer } from '@appstore/shared/installations/uninstall-reasons';
import { rows, type Db } from '../../db/client.ts';
import { uninstallReasons } from '../../db/schema/installations.ts';
import type { InstallationRow } from './installations.queries.ts';
import { anonymousPeriods, monthOf, quartersAround, type AnswerPeriod, type MonthReasonCount } from './uninstall-reason-periods.ts';

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
 * The groups of answers a partner may read for the UTC months the range touches (uninstall-reason-periods.ts:
 * at least 5 uninstalls each, periods that are over, quarters whole), each with its count per reason. Bounds
 * within a month answer that whole month: a partner narrowing the range would otherwise find an answer's time.
 */
export async function findAnswerPeriods(db: Db, f: UninstallReasonFilter, now = new Date()): Promise<AnswerPeriod[]> {
  const range = { fromMonth: monthOf(f.from), toMonth: monthOf(f.to) };
  const read = quartersAround(range);
  const counts = await rows<MonthReasonCount>(
    db,
    sql`select app_id as "appId", month::text as month, reason, count(*)::int as count
        from ${latestAnswers(and(inArray(uninstallReasons.appId, f.appIds), gte(uninstallReasons.month, read.fromMonth), lte(uninstallReasons.month, read.toMonth))!)} r
        group by app_id, month, reason`,
  );
  return anonymousPeriods(
    counts.map((c) => ({ ...c, count: Number(c.count) })),
    range,
    now,
  );
}

/**
 * Each installation's last answer of a quarter, of the rows `where` picks: one vendor counts once in a group, so a
 * vendor (or the partner's own test account, or an accomplice) installing and uninstalling again cannot fill a
 * group of 5 around one other vendor's answer and read it by taking its own away. Test installations are left out
 * (the partner's own test vendor is not a customer; the dashboard leaves them out too). Quarters, as a quarter is
 * the largest group (uninstall-reason-periods.ts).
 */
function latestAnswers(where: SQL): SQL {
  const quarter = sql`date_trunc('quarter', ${uninstallReasons.month})`;
  return sql`(select distinct on (${uninstallReasons.installationId}, ${quarter}) *
    from ${uninstallReasons}
    where not ${uninstallReasons.isTest} and ${where}
    order by ${uninstallReasons.installationId}, ${quarter}, ${uninstallReasons.createdAt} desc, ${uninstallReasons.id} desc)`;
}

/**
 * The answers of the given periods, each tagged with its period's place in the list: a join with the months
 * each period holds. Only rows of months a period was made from are read, so nothing outside the groups shows.
 */
function answersOf(periods: readonly AnswerPeriod[]): SQL {
  const months = periods.flatMap((p, place) => p.months.map((month) => sql`(${place}::int, ${p.appId}::int, ${month}::date)`));
  const appIds = [...new Set(periods.map((p) => p.appId))];
  const held = periods.flatMap((p) => p.months).sort();
  const read = quartersAround({ fromMonth: held[0]!, toMonth: held.at(-1)! });
  const answers = latestAnswers(
    and(inArray(uninstallReasons.appId, appIds), gte(uninstallReasons.month, read.fromMonth), lte(uninstallReasons.month, read.toMonth))!,
  );
  return sql`${answers} r join (values ${sql.join(months, sql`, `)}) as p(place, app_id, month)
    on r.app_id = p.app_id and r.month = p.month`;
}

/**
 * The order of answers inside a period: the reason (the form's order; skipped last), then the text (byte order,
 * the same on every database), then the id only among identical answers. Never the time: the partner's webhooks
 * came in time order, so the k-th answer of a list in that order would be the k-th vendor who left.
 */
const REASON_PLACE = sql`coalesce(array_position(array[${sql.join(
  UNINSTALL_REASONS.map((r) => sql`${r}`),
  sql`, `,
)}]::text[], r.reason), ${UNINSTALL_REASONS.length + 1})`;
const TEXT_ORDER = sql`coalesce(r.comment, '') collate "C"`;

export interface UninstallComment {
  /** The index of its period in the list given. */
  place: number;
  reason: UninstallReason;
  comment: string;
}

/** At most `perPeriod` comments of each period, by reason then text. */
export async function findUninstallComments(db: Db, periods: readonly AnswerPeriod[], perPeriod: number): Promise<UninstallComment[]> {
  if (periods.length === 0) return [];
  return rows<UninstallComment>(
    db,
    sql`select place, reason, comment from (
          select p.place, r.reason, r.comment,
            row_number() over (partition by p.place order by ${REASON_PLACE}, ${TEXT_ORDER}, r.id) as n
          from ${answersOf(periods)}
          where r.comment is not null) c
        where n <= ${perPeriod}
        order by place, n`,
  );
}

/** One answer for the CSV export, with the key it is listed by. */
export interface UninstallAnswerRow {
  place: number;
  reasonPlace: number;
  id: number;
  reason: UninstallReason | null;
  comment: string | null;
}

/** Every answer of the periods, in their order and then by reason and text (keyset batches of `size` after `after`). */
export async function findUninstallAnswerBatch(
  db: Db,
  periods: readonly AnswerPeriod[],
  after: UninstallAnswerRow | null,
  size: number,
): Promise<UninstallAnswerRow[]> {
  if (periods.length === 0) return [];
  const afterKey = after
    ? sql`and (p.place, ${REASON_PLACE}, ${TEXT_ORDER}, r.id) > (${after.place}::int, ${after.reasonPlace}::int, ${after.comment ?? ''}::text, ${after.id}::int)`
    : sql``;
  return rows<UninstallAnswerRow>(
    db,
    sql`select p.place, ${REASON_PLACE}::int as "reasonPlace", r.id, r.reason, r.comment
        from ${answersOf(periods)}
        where true ${afterKey}
        order by p.place, ${REASON_PLACE}, ${TEXT_ORDER}, r.id
        limit ${size}`,
  );
}
