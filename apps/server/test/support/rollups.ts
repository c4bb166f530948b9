import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../src/db/client.ts';

/**
 * The reports' rollups checked against their sources: each rollup row must be the aggregate of the source
 * rows it stands for, and no source row may be missing from it. Rows a rollup keeps at zero (a month whose
 * open entries were all claimed) count as absent.
 */

/** installation_counts against the events of non-test installations, for every app. */
export async function expectInstallationCountsMatchEvents(db: Db) {
  const kept = await rows<Record<string, unknown>>(
    db,
    sql`select app_id, unit, to_char(starts, 'YYYY-MM-DD') as starts, country, installs, uninstalls
        from installation_counts where installs <> 0 or uninstalls <> 0
        order by 1, 2, 3, 4`,
  );
  const fromEvents = await rows<Record<string, unknown>>(
    db,
    sql`select e.app_id, k.unit, to_char(k.starts, 'YYYY-MM-DD') as starts, k.country,
               count(*) filter (where type = 'INSTALL')::int as installs, count(*) filter (where type = 'UNINSTALL')::int as uninstalls
        from installation_events e
        join installations i on i.id = e.installation_id and not i.is_test
        cross join lateral (values
          ('day', (e.occurred_at at time zone 'UTC')::date, e.country),
          ('day', (e.occurred_at at time zone 'UTC')::date, ''),
          ('month', date_trunc('month', e.occurred_at at time zone 'UTC')::date, e.country)) k(unit, starts, country)
        group by 1, 2, 3, 4
        order by 1, 2, 3, 4`,
  );
  expect(kept.map(normalise)).toEqual(fromEvents.map(normalise));
}

/** ledger_balances against ledger_entries, for every organisation. */
export async function expectLedgerBalancesMatchEntries(db: Db) {
  const kept = await rows<Record<string, unknown>>(
    db,
    sql`select organization_id, to_char(period_month, 'YYYY-MM-DD') as period_month, payout_id, partner_amount::text as amount, entries
        from ledger_balances where entries <> 0 or partner_amount <> 0
        order by 1, 2, 3 nulls first`,
  );
  const fromEntries = await rows<Record<string, unknown>>(
    db,
    sql`select organization_id, to_char(period_month, 'YYYY-MM-DD') as period_month, payout_id, sum(partner_amount)::text as amount,
               count(*)::int as entries
        from ledger_entries group by 1, 2, 3
        order by 1, 2, 3 nulls first`,
  );
  expect(kept.map(normalise)).toEqual(fromEntries.map(normalise));
}

// both drivers: numbers may come back as strings
const normalise = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]));

/**
 * The dashboard as it was computed before the rollup, straight from the events: what appDashboard must still
 * answer, bucket for bucket and country for country.
 */
export async function dashboardFromEvents(db: Db, organizationId: number, from: Date, to: Date, unit: 'day' | 'week' | 'month') {
  const step = `1 ${unit}`;
  const events = sql`
    select e.type, e.country, e.occurred_at
    from installation_events e
    join installations i on i.id = e.installation_id and not i.is_test
    where e.app_id in (select id from apps where organization_id = ${organizationId})
      and e.occurred_at >= ${from} and e.occurred_at <= ${to}`;
  const buckets = await rows<{ bucket: string; installs: number; uninstalls: number }>(
    db,
    sql`
      with events as (${events}),
      counted as (
        select date_trunc(${unit}, occurred_at at time zone 'UTC') as bucket,
               count(*) filter (where type = 'INSTALL')::int as installs,
               count(*) filter (where type = 'UNINSTALL')::int as uninstalls
        from events group by 1
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket,
             coalesce(c.installs, 0)::int as installs, coalesce(c.uninstalls, 0)::int as uninstalls
      from generate_series(
        date_trunc(${unit}, ${from}::timestamptz at time zone 'UTC'),
        date_trunc(${unit}, ${to}::timestamptz at time zone 'UTC'),
        ${step}::interval
      ) as b(bucket)
      left join counted c on c.bucket = b.bucket
      order by b.bucket`,
  );
  const countries = await rows<{ country: string; installs: number }>(
    db,
    sql`
      with events as (${events})
      select country, count(*)::int as installs from events where type = 'INSTALL'
      group by country order by installs desc, country limit 10`,
  );
  return {
    installations: buckets.map((b) => ({ label: b.bucket, amount: Number(b.installs) })),
    uninstallations: buckets.map((b) => ({ label: b.bucket, amount: Number(b.uninstalls) })),
    installationsByCountry: countries.map((c) => ({ label: c.country, amount: Number(c.installs) })),
  };
}
