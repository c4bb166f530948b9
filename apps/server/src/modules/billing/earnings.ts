import type { SQL, SQLWrapper } from 'drizzle-orm';
import { rows, sql, type Db } from '../../db/client.ts';

/**
 * The partner's earnings as the ledger holds them for payouts (server-behaviour "Money"), read from the ledger's
 * rollup (`ledger_balances`: the partner's share per organisation, month and payout, kept by triggers). A payout
 * request (modules/payouts) claims the open entries; the ledger knows only which payout claimed each one.
 */

/**
 * A one-row subquery: the partner's share of the organisation's open entries (claimed by no payout) in calendar
 * months (UTC) before `beforeMonth` ('YYYY-MM-DD', a month's first day) as `amount` (text, null when there are
 * none), and the first of those months as `first_month`.
 */
export function openEarnings(organizationId: number, beforeMonth: string): SQL {
  return sql`select sum(b.partner_amount)::text as amount, min(b.period_month) as first_month
        from ledger_balances b
        where b.organization_id = ${organizationId} and b.payout_id is null and b.entries > 0
          and b.period_month < ${beforeMonth}::date`;
}

/**
 * Marks every open entry of the organisation up to `throughDay`'s month as claimed by the payout, in this
 * statement's snapshot (an entry written meanwhile stays open for the next payout, and none is ever in two), and
 * answers the partner's share claimed. Call it in the transaction that writes the payout.
 */
export async function claimOpenEarnings(tx: Db, organizationId: number, payoutId: number, throughDay: string): Promise<number> {
  const [claimed] = await rows<{ amount: string | null }>(
    tx,
    sql`with claimed as (
        update ledger_entries set payout_id = ${payoutId}
        where organization_id = ${organizationId} and payout_id is null and period_month <= ${throughDay}::date
        returning partner_amount)
      select sum(partner_amount)::text as amount from claimed`,
  );
  return Number(claimed?.amount ?? 0);
}

/** What a payout claimed (a payout id column or value): the partner's share of its entries, as exact text, summed per month by the rollup. */
export const payoutEarnings = (payoutId: SQLWrapper): SQL<string> =>
  sql<string>`(select coalesce(sum(b.partner_amount), 0)::text from ledger_balances b where b.payout_id = ${payoutId})`;

/** 'YYYY-MM-DD' of the first day of the UTC month `at` falls in. */
export function firstDayOfMonth(at: Date): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)).toISOString().slice(0, 10);
}
