import { rows, sql, type Db } from '../../db/client.ts';

/** Earnings the organisation may claim now: the total and the period it spans ('YYYY-MM-DD', UTC). */
export interface UnclaimedPayout {
  amount: number;
  periodFrom: string;
  periodTo: string;
}

/**
 * The organisation's unclaimed payout (server-behaviour "Money"): the partner's share of every ledger entry in
 * a calendar month (UTC) that has ended before `now`'s month and that no payout of the organisation covers
 * yet. A payout of any status covers its months: a rejected one is edited and resubmitted, not claimed again.
 * `periodFrom` is the first day of the earliest such month, `periodTo` the last day of the latest.
 * Null when there is nothing to claim.
 */
export async function findUnclaimedPayout(db: Db, organizationId: number, now: Date = new Date()): Promise<UnclaimedPayout | null> {
  const [row] = await rows<{ amount: string | null; period_from: string | null; period_to: string | null }>(
    db,
    sql`select sum(l.partner_amount)::text as amount,
        to_char(min(l.period_month), 'YYYY-MM-DD') as period_from,
        to_char(max(l.period_month) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as period_to
      from ledger_entries l
      where l.organization_id = ${organizationId}
        and l.period_month < ${firstDayOfMonth(now)}::date
        and not exists (
          select 1 from payouts p
          where p.organization_id = l.organization_id and l.period_month between p.period_from and p.period_to)`,
  );
  const amount = Number(row?.amount ?? 0);
  if (!row?.period_from || !row.period_to || !(amount > 0)) return null;
  return { amount: Math.round(amount * 100) / 100, periodFrom: row.period_from, periodTo: row.period_to };
}

/** 'YYYY-MM-DD' of the first day of the UTC month `at` falls in. */
export function firstDayOfMonth(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString().slice(0, 10);
}
