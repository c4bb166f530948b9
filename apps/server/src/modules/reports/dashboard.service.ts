import { sql } from 'drizzle-orm';
import { DASHBOARD_MAX_DAYS, DASHBOARD_SPLITS, LIMITS, type DashboardSplit } from '@appstore/shared';
import { rows, type Db } from '../../db/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { installationEventsSql, installationsSql } from '../installations/installations.queries.ts';

export interface StatisticEntry {
  label: string;
  amount: number;
}

export interface AppDashboard {
  installations: StatisticEntry[];
  uninstallations: StatisticEntry[];
  installationsByCountry: StatisticEntry[];
}

const UNITS: Record<DashboardSplit, { unit: string; step: string }> = {
  DAILY: { unit: 'day', step: '1 day' },
  WEEKLY: { unit: 'week', step: '1 week' },
  MONTHLY: { unit: 'month', step: '1 month' },
};

const DAY_MS = 86_400_000;
/** The latest start whose longest range still ends before year 10000, the last one both drivers write as a date. */
const LATEST_FROM = Date.UTC(10000, 0, 1) - 1 - DASHBOARD_MAX_DAYS * DAY_MS;

function checkRange(from: number, to: number, split: string) {
  const fields = [];
  if (!Number.isFinite(from) || from < 0 || from > LATEST_FROM)
    fields.push({ field: 'timestampFrom', message: 'Choose a valid start of the date range' });
  if (!Number.isFinite(to) || to <= from)
    fields.push({ field: 'timestampTo', message: 'The end of the date range must be after its start' });
  else if (to - from > DASHBOARD_MAX_DAYS * DAY_MS) {
    fields.push({ field: 'timestampTo', message: `The date range can be at most ${DASHBOARD_MAX_DAYS - 2} days` });
  }
  if (!(DASHBOARD_SPLITS as readonly string[]).includes(split))
    fields.push({ field: 'split', message: 'Choose a daily, weekly or monthly split' });
  if (fields.length) throw new ValidationError(fields);
}

/**
 * Installs and uninstalls of the viewer's organisation's apps, per UTC day, ISO week or month of the range
 * (empty buckets included, labelled by their first day), and installs per country code, most first.
 * Test installations are left out: they are the partner's own, not customers.
 */
export async function appDashboard(
  db: Db,
  viewer: Viewer,
  args: { timestampFrom: number; timestampTo: number; split: string },
): Promise<AppDashboard> {
  checkRange(args.timestampFrom, args.timestampTo, args.split);
  const { unit, step } = UNITS[args.split as DashboardSplit];
  const from = new Date(args.timestampFrom);
  const to = new Date(args.timestampTo);
  const organizationId = viewer.organization.id;

  const events = sql`
    select e.type, e.country, e.occurred_at
    from ${installationEventsSql} e
    join ${installationsSql} i on i.id = e.installation_id and not i.is_test
    where e.app_id in (select id from ${appsSql} where organization_id = ${organizationId})
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
      group by country order by installs desc, country limit ${LIMITS.topCountries}`,
  );

  return {
    installations: buckets.map((b) => ({ label: b.bucket, amount: Number(b.installs) })),
    uninstallations: buckets.map((b) => ({ label: b.bucket, amount: Number(b.uninstalls) })),
    installationsByCountry: countries.map((c) => ({ label: c.country, amount: Number(c.installs) })),
  };
}
