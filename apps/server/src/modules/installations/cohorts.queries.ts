import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COHORT_MONTHS } from '@appstore/shared/reports/cohorts';
import { rows, type Db } from '../../db/client.ts';

export interface CohortCounts {
  /** The install month's first day, 'YYYY-MM-DD' (UTC). */
  month: string;
  installs: number;
  /** Installs that still had the app 1, 3, 6 and 12 months later; null until that is known for every install of the month. */
  after1: number | null;
  after3: number | null;
  after6: number | null;
  after12: number | null;
}

/** 'YYYY-MM-DD' of the first day of the UTC month `monthsLater` months after the one `at` falls in. */
const monthStart = (at: Date, monthsLater = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + monthsLater, 1)).toISOString().slice(0, 10);

/**
 * Install cohorts of the given apps (ids, or a subquery of them already limited to the viewer's organisation):
 * the last COHORT_MONTHS UTC months up to `now`'s, newest first, empty months included.
 *
 * - An install is one INSTALL event of a real (not test) vendor installation: a vendor that uninstalls and installs
 *   again starts a new install in the month of the reinstall, and the first one ends at its uninstall.
 * - An install made on day D "still has the app at +N months" when it was not uninstalled before the UTC day D + N
 *   calendar months (PostgreSQL's month arithmetic: 31 January + 1 month is the last day of February). An uninstall
 *   on that day itself still counts as having the app; one a moment before midnight does not.
 * - +N of month M is null until month M + N has ended, when every install of M has reached its day D + N; a number
 *   before then would count installs whose day has not come as if they had kept the app.
 *
 * It reads `install_cohorts`, a row per app and install month kept by triggers in the transaction of every event write
 * (migration 0026, where these definitions are computed, once), instead of every event since the first cohort month.
 */
export function countInstallCohorts(db: Db, p: CohortFilter): Promise<CohortCounts[]> {
  return rows<CohortCounts>(db, installCohortsSql(p));
}

interface CohortFilter {
  appIds: SQLWrapper | number[];
  now: Date;
}

/** The statement of countInstallCohorts. */
export function installCohortsSql(p: CohortFilter): SQL {
  const first = monthStart(p.now, 1 - COHORT_MONTHS);
  const last = monthStart(p.now);
  const appIds = Array.isArray(p.appIds)
    ? sql`(${sql.join([...p.appIds.map((id) => sql`${id}`), sql`null`], sql`, `)})`
    : sql`(${p.appIds})`;
  const now = sql`(${p.now.toISOString()}::timestamptz at time zone 'UTC')`;
  // +N of a month is known once month + N has ended
  const known = (n: number) =>
    sql`case when m.month + make_interval(months => ${n + 1}::int) <= ${now} then coalesce(sum(c.after${sql.raw(String(n))}), 0)::int end`;
  return sql`
      select to_char(m.month, 'YYYY-MM-DD') as month, coalesce(sum(c.installs), 0)::int as installs,
        ${known(1)} as after1, ${known(3)} as after3, ${known(6)} as after6, ${known(12)} as after12
      from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 month') as m(month)
      left join install_cohorts c on c.app_id in ${appIds} and c.month = m.month::date
      group by m.month
      order by m.month desc`;
}
