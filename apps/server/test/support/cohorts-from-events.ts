import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COHORT_MONTHS } from '@appstore/shared/reports/cohorts';
import { rows, type Db } from '../../src/db/client.ts';
import { installationEvents, installations } from '../../src/db/schema/installations.ts';
import type { CohortCounts } from '../../src/modules/installations/cohorts.queries.ts';

/** 'YYYY-MM-DD' of the first day of the UTC month `monthsLater` months after the one `at` falls in. */
const monthStart = (at: Date, monthsLater = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + monthsLater, 1)).toISOString().slice(0, 10);

/**
 * Install cohorts counted from the events on each call, as the report did before its rollup (the statement of
 * commit 979bead's installations/cohorts.queries.ts, kept unchanged): the oracle the rollup (`install_cohorts`,
 * migration 0026) must equal for any history.
 */
export function cohortsFromEvents(db: Db, p: CohortFilter): Promise<CohortCounts[]> {
  return rows<CohortCounts>(db, installCohortsSql(p));
}

interface CohortFilter {
  appIds: SQLWrapper | number[];
  now: Date;
}

/** The statement of cohortsFromEvents. */
export function installCohortsSql(p: CohortFilter): SQL {
  const first = monthStart(p.now, 1 - COHORT_MONTHS);
  const last = monthStart(p.now);
  const appIds = Array.isArray(p.appIds)
    ? sql`(${sql.join([...p.appIds.map((id) => sql`${id}`), sql`null`], sql`, `)})`
    : sql`(${p.appIds})`;
  const e = installationEvents;
  const now = sql`(${p.now.toISOString()}::timestamptz at time zone 'UTC')`;
  const retained = (n: number) =>
    sql`count(*) filter (where ended is null or ended >= date_trunc('day', started) + make_interval(months => ${n}::int))::int`;
  const known = (n: number, column: string) =>
    sql`case when m.month + make_interval(months => ${n + 1}::int) <= ${now} then coalesce(c.${sql.raw(column)}, 0) end`;
  return sql`
      with stints as (
        select ${e.type} as type, ${e.occurredAt} as started, lead(${e.occurredAt}) over w as ended
        from ${e}
        where ${e.appId} in ${appIds}
          and ${e.occurredAt} >= (${first}::timestamp at time zone 'UTC')
          and ${e.installationId} not in (select ${installations.id} from ${installations} where ${installations.isTest} and ${installations.appId} in ${appIds})
        window w as (partition by ${e.installationId} order by ${e.occurredAt}, ${e.id})
      ),
      installs as (
        select started at time zone 'UTC' as started, ended at time zone 'UTC' as ended from stints where type = 'INSTALL'
      ),
      cohorts as (
        select date_trunc('month', started) as month, count(*)::int as installs,
          ${retained(1)} as after1, ${retained(3)} as after3, ${retained(6)} as after6, ${retained(12)} as after12
        from installs
        group by 1
      )
      select to_char(m.month, 'YYYY-MM-DD') as month, coalesce(c.installs, 0)::int as installs,
        ${known(1, 'after1')} as after1, ${known(3, 'after3')} as after3,
        ${known(6, 'after6')} as after6, ${known(12, 'after12')} as after12
      from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 month') as m(month)
      left join cohorts c on c.month = m.month
      order by m.month desc`;
}
