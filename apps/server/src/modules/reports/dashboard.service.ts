import { sql, type SQL } from 'drizzle-orm';
import { countryName, DASHBOARD_MAX_DAYS, DASHBOARD_SPLITS, LIMITS, type DashboardSplit } from '@appstore/shared';
import type { CsvExport } from '../../lib/csv.ts';
import { rows, type Db } from '../../db/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { appsSql } from '../apps/apps.queries.ts';
import { installationCountsSql, installationEventsSql, installationsSql } from '../installations/installations.queries.ts';

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

/** What is wrong with a report's range [from, to] (epoch ms): the dashboard's rules, shared by the other report cards. */
export function rangeProblems(from: number, to: number): { field: string; message: string }[] {
  const fields = [];
  if (!Number.isFinite(from) || from < 0 || from > LATEST_FROM)
    fields.push({ field: 'timestampFrom', message: 'Choose a valid start of the date range' });
  if (!Number.isFinite(to) || to <= from)
    fields.push({ field: 'timestampTo', message: 'The end of the date range must be after its start' });
  else if (to - from > DASHBOARD_MAX_DAYS * DAY_MS) {
    fields.push({ field: 'timestampTo', message: `The date range can be at most ${DASHBOARD_MAX_DAYS - 2} days` });
  }
  return fields;
}

function checkRange(from: number, to: number, split: string) {
  const fields = rangeProblems(from, to);
  if (!(DASHBOARD_SPLITS as readonly string[]).includes(split))
    fields.push({ field: 'split', message: 'Choose a daily, weekly or monthly split' });
  if (fields.length) throw new ValidationError(fields);
}

/** 'YYYY-MM-DD' of the UTC day an instant (epoch ms) falls in. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfMonth = (ms: number, monthsLater = 0) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthsLater, 1);
};

/**
 * Where each part of [from, to] (epoch ms, both included) is counted: whole UTC months and whole UTC days from
 * the rollup (`installation_counts`), the rest (less than a day at each end) from the events themselves.
 * Days [fullFrom, fullTo) are whole; months [monthsFrom, monthsTo) are whole months within them (an empty
 * range when there are none, and no whole days at all when fullFrom = fullTo = to).
 */
export function splitRange(from: number, to: number) {
  let fullFrom = Math.ceil(from / DAY_MS) * DAY_MS;
  let fullTo = Math.floor(to / DAY_MS) * DAY_MS;
  if (fullFrom >= fullTo) fullFrom = fullTo = to;
  let monthsFrom = startOfMonth(fullFrom, startOfMonth(fullFrom) === fullFrom ? 0 : 1);
  let monthsTo = startOfMonth(fullTo);
  if (monthsFrom >= monthsTo) monthsFrom = monthsTo = fullTo;
  return { fullFrom, fullTo, monthsFrom, monthsTo };
}

/**
 * Installs and uninstalls of the viewer's organisation's apps, per UTC day, ISO week or month of the range
 * (empty buckets included, labelled by their first day), and installs per country code, most first.
 * Test installations are left out: they are the partner's own, not customers. Whole days and months are
 * read from the rollup of the events, which its triggers keep equal to them; the parts of a day at the
 * range's ends from the events.
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
  const range = splitRange(args.timestampFrom, args.timestampTo);
  const [fullFrom, fullTo, monthsFrom, monthsTo] = [range.fullFrom, range.fullTo, range.monthsFrom, range.monthsTo].map(dayOf);
  const organizationId = viewer.organization.id;
  const orgApps = sql`(select id from ${appsSql} where organization_id = ${organizationId})`;

  // two ranges of less than a day each, on the (app, time) index; the apps' few test installations are
  // looked up once rather than every event's installation
  const testInstallations = sql`(select id from ${installationsSql} where is_test and app_id in ${orgApps})`;
  const edgeEvents = (range: SQL) => sql`
    select e.type, e.country, e.occurred_at
    from ${installationEventsSql} e
    where e.app_id in ${orgApps} and e.installation_id not in ${testInstallations} and ${range}`;
  const edges = sql`
    ${edgeEvents(sql`e.occurred_at >= ${from} and e.occurred_at < ${new Date(range.fullFrom)}`)}
    union all
    ${edgeEvents(sql`e.occurred_at >= ${new Date(range.fullTo)} and e.occurred_at <= ${to}`)}`;

  // one range of the rollup's key each (an OR of them would scan every row of the apps)
  const countryCounts = (unit: 'day' | 'month', starts: string, ends: string) => sql`
    select c.country, c.installs from ${installationCountsSql} c
    where c.app_id in ${orgApps} and c.unit = ${unit} and c.starts >= ${starts}::date and c.starts < ${ends}::date and c.country <> ''`;

  const buckets = await rows<{ bucket: string; installs: number; uninstalls: number }>(
    db,
    sql`
      with counted as (
        select date_trunc(${unit}, c.starts::timestamp) as bucket, c.installs, c.uninstalls
        from ${installationCountsSql} c
        where c.app_id in ${orgApps} and c.unit = 'day' and c.country = ''
          and c.starts >= ${fullFrom}::date and c.starts < ${fullTo}::date
        union all
        select date_trunc(${unit}, occurred_at at time zone 'UTC'), (type = 'INSTALL')::int, (type = 'UNINSTALL')::int
        from (${edges}) edges
      ),
      summed as (select bucket, sum(installs)::int as installs, sum(uninstalls)::int as uninstalls from counted group by 1)
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket,
             coalesce(s.installs, 0)::int as installs, coalesce(s.uninstalls, 0)::int as uninstalls
      from generate_series(
        date_trunc(${unit}, ${from}::timestamptz at time zone 'UTC'),
        date_trunc(${unit}, ${to}::timestamptz at time zone 'UTC'),
        ${step}::interval
      ) as b(bucket)
      left join summed s on s.bucket = b.bucket
      order by b.bucket`,
  );

  const countries = await rows<{ country: string; installs: number }>(
    db,
    sql`
      with counted as (
        ${countryCounts('month', monthsFrom, monthsTo)}
        union all
        ${countryCounts('day', fullFrom, monthsFrom)}
        union all
        ${countryCounts('day', monthsTo, fullTo)}
        union all
        select country, 1 from (${edges}) edges where type = 'INSTALL'
      )
      select country, sum(installs)::int as installs from counted
      group by country having sum(installs) > 0
      order by installs desc, country limit ${LIMITS.topCountries}`,
  );

  return {
    installations: buckets.map((b) => ({ label: b.bucket, amount: Number(b.installs) })),
    uninstallations: buckets.map((b) => ({ label: b.bucket, amount: Number(b.uninstalls) })),
    installationsByCountry: countries.map((c) => ({ label: c.country, amount: Number(c.installs) })),
  };
}

/** The dashboard's arguments as the export's query string carries them (the screen's own range and split). */
function dashboardArgsOf(query: Record<string, string | undefined>) {
  return { timestampFrom: Number(query.timestampFrom), timestampTo: Number(query.timestampTo), split: query.split ?? '' };
}

/** `report-installs.csv`: the installs and uninstalls chart, bucket by bucket, from the same query as the chart. */
export async function installsExport(db: Db, viewer: Viewer, query: Record<string, string | undefined>): Promise<CsvExport> {
  const args = dashboardArgsOf(query);
  const dashboard = await appDashboard(db, viewer, args);
  async function* rows() {
    for (const [i, bucket] of dashboard.installations.entries()) {
      yield [bucket.label, bucket.amount, dashboard.uninstallations[i]?.amount ?? 0];
    }
  }
  return {
    name: `report-installs-${args.split.toLowerCase()}`,
    header: [`Period start (${args.split.toLowerCase()}, UTC)`, 'Installs', 'Uninstalls'],
    rows: rows(),
  };
}

/** `report-countries.csv`: the top countries chart, from the same query. */
export async function countriesExport(db: Db, viewer: Viewer, query: Record<string, string | undefined>): Promise<CsvExport> {
  const dashboard = await appDashboard(db, viewer, dashboardArgsOf(query));
  async function* rows() {
    for (const c of dashboard.installationsByCountry) yield [c.label, countryName(c.label), c.amount];
  }
  return { name: 'report-countries', header: ['Country code', 'Country', 'Installs'], rows: rows() };
}
