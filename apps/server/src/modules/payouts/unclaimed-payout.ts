import { rows, sql, type Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { claimOpenEarnings, firstDayOfMonth, openEarnings } from '../billing/earnings.ts';

/** Earnings the organisation may claim now: the total and the period it spans ('YYYY-MM-DD', UTC). */
export interface UnclaimedPayout {
  amount: number;
  periodFrom: string;
  periodTo: string;
}

/**
 * The organisation's open balance as a payout (server-behaviour "Money"): the partner's share of every ledger
 * entry that no payout request has claimed, in calendar months (UTC) that have ended before `now`'s month.
 * The period runs from the day after the organisation's last payout period (or its first month with
 * earnings) to the end of the last ended month. Entries written late for a month an earlier request already
 * covers are in the open balance too, so they go into this payout; when the last ended month is already
 * covered they wait for the next one. Null when there is nothing (or a negative balance) to claim.
 */
export async function findUnclaimedPayout(db: Db, organizationId: number, now: Date = new Date()): Promise<UnclaimedPayout | null> {
  const [row] = await rows<{ amount: string | null; period_from: string | null; period_to: string }>(
    db,
    sql`select open.amount, to_char(coalesce(last.period_to + 1, open.first_month), 'YYYY-MM-DD') as period_from,
        to_char(${firstDayOfMonth(now)}::date - 1, 'YYYY-MM-DD') as period_to
      from (${openEarnings(organizationId, firstDayOfMonth(now))}) open
      left join lateral (select max(p.period_to) as period_to from payouts p where p.organization_id = ${organizationId}) last on true`,
  );
  if (!row?.amount || !row.period_from || !(Number(row.amount) > 0) || row.period_from > row.period_to) return null;
  return { amount: Number(row.amount), periodFrom: row.period_from, periodTo: row.period_to };
}

type NewPayout = Omit<typeof payouts.$inferInsert, 'id' | 'organizationId' | 'periodFrom' | 'periodTo'>;

/**
 * Claims the open balance of `findUnclaimedPayout` as a new payout request: the payout is written and every
 * open entry up to its period's end is marked as its own in the same statement's snapshot, so an entry
 * written meanwhile stays open for the next payout and no entry is ever in two payouts. Call it in a
 * transaction; null when there is nothing to claim or a concurrent request claimed it first (the unique
 * (organisation, period start) index, or entries already taken), in which case the caller rolls back.
 */
export async function claimUnclaimedPayout(
  tx: Db,
  organizationId: number,
  now: Date,
  values: NewPayout,
): Promise<{ id: number; amount: number } | null> {
  const unclaimed = await findUnclaimedPayout(tx, organizationId, now);
  if (!unclaimed) return null;
  const [payout] = await tx
    .insert(payouts)
    .values({ ...values, organizationId, periodFrom: unclaimed.periodFrom, periodTo: unclaimed.periodTo })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  if (!payout) return null;
  const amount = await claimOpenEarnings(tx, organizationId, payout.id, unclaimed.periodTo);
  return amount > 0 ? { id: payout.id, amount } : null;
}
