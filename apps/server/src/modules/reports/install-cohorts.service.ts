import { COHORT_OFFSETS, retentionPercent } from '@appstore/shared/reports/cohorts';
import type { Db } from '../../db/client.ts';
import type { CsvExport, CsvValue } from '../../lib/csv.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { findOrganizationApp, liveAppIdsOf } from '../apps/apps.queries.ts';
import { APP_NOT_FOUND } from '../apps/apps.service.ts';
import { countInstallCohorts, type CohortCounts } from '../installations/cohorts.queries.ts';

export type InstallCohort = CohortCounts;

/**
 * Install cohorts of the viewer's organisation's live apps, or of the one app asked for: the last
 * 12 install months, newest first (what "still has the app" means is in cohorts.queries.ts). Another organisation's
 * app answers exactly as a missing one.
 */
export async function installCohortReport(
  db: Db,
  viewer: Viewer,
  args: { appId?: string | null },
  now = new Date(),
): Promise<InstallCohort[]> {
  const organizationId = viewer.organization.id;
  if (args.appId === undefined || args.appId === null || args.appId === '')
    return countInstallCohorts(db, { appIds: liveAppIdsOf(organizationId), now });
  const app = await findOrganizationApp(db, organizationId, args.appId);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  return countInstallCohorts(db, { appIds: [app.id], now });
}

/** `install-cohorts.csv`: the card's table, a row per install month (YYYY-MM), each offset as a count and a percent. */
export async function installCohortsExport(db: Db, viewer: Viewer, query: Record<string, string | undefined>): Promise<CsvExport> {
  const cohorts = await installCohortReport(db, viewer, { appId: query.appId });
  const after = (c: InstallCohort, n: (typeof COHORT_OFFSETS)[number]) => c[`after${n}`];
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for (const c of cohorts) {
      // an offset not reached yet stays empty, never 0
      yield [c.month.slice(0, 7), c.installs, ...COHORT_OFFSETS.flatMap((n) => [after(c, n), nullable(after(c, n), c.installs)])];
    }
  }
  return {
    name: 'install-cohorts',
    header: [
      'Install month (UTC)',
      'Installs',
      ...COHORT_OFFSETS.flatMap((n) => [
        `Still installed after ${n} month${n === 1 ? '' : 's'}`,
        `Still installed after ${n} month${n === 1 ? '' : 's'} (%)`,
      ]),
    ],
    rows: rows(),
  };
}

const nullable = (retained: number | null, installs: number) => (retained === null ? null : retentionPercent(retained, installs));
