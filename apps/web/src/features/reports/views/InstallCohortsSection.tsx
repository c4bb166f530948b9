import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { COHORT_MONTHS } from '@appstore/shared/reports/cohorts';
import { Loading } from '../../../shared/components/Loading';
import { SectionCard } from '../../../shared/components/SectionCard';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { QueryErrorNotice } from '../../../shared/components/QueryErrorNotice';
import { installCohortsExportUrl } from '../../../shared/urls/exports';
import { InstallCohortsTable } from '../components/InstallCohortsTable';
import { InstallCohortsQuery } from '../operations';
import { OpenYourAppsNotice } from '../components/OpenYourAppsNotice';

const PERIOD = `Last ${COHORT_MONTHS} months`;

/** The reports' 'Install cohorts' card: of the vendors who installed in a month, how many still have the app. */
export function InstallCohortsSection() {
  const { data, loading, error } = useQuery(InstallCohortsQuery, { fetchPolicy: 'cache-and-network' });
  const cohorts = data?.installCohorts;
  const empty = cohorts !== undefined && cohorts.every((c) => c.installs === 0);
  return (
    <SectionCard
      title="Install cohorts"
      subtitle={PERIOD}
      action={<ExportCsvButton href={installCohortsExportUrl()} label="install cohorts" data-testid="install-cohorts-export" />}
      data-testid="install-cohorts"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Of the vendors who installed one of your apps in a month, how many still had it 1, 3, 6 and 12 months later (not uninstalled before
        the same day). A vendor who installs again counts as a new install. A dash means it is too early to tell: that many months have not
        passed yet.
      </Typography>
      {empty ? (
        <OpenYourAppsNotice testId="install-cohorts-empty">
          No vendor installed your apps in the last {COHORT_MONTHS} months. Cohorts appear here once your apps are published in the App
          Store and vendors install them.
        </OpenYourAppsNotice>
      ) : cohorts ? (
        <InstallCohortsTable cohorts={cohorts} caption={`Install cohorts, ${PERIOD.toLowerCase()}`} />
      ) : loading ? (
        <Loading />
      ) : error ? (
        <QueryErrorNotice error={error} />
      ) : null}
    </SectionCard>
  );
}
