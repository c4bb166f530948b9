import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_DASHBOARD_RANGE_DAYS, type DashboardSplit } from '@appstore/shared/reports/dashboard';
import { formatMonth } from '@appstore/shared/dates/format';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { SectionCard } from '../../../shared/components/SectionCard';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { TermsAttentionBanner } from '../../../shared/terms/TermsAttentionBanner';
import { useTermsAgreement } from '../../../shared/terms/useTermsAgreement';
import { DashboardFilters } from '../components/DashboardFilters';
import { ChartViewToggle } from '../components/ChartViewToggle';
import { CountriesTable, InstallsTrendTable } from '../components/ChartDataTables';
import { NoInstallsNotice } from '../components/NoInstallsNotice';
import { GettingStartedChecklist } from '../../../shared/getting-started/GettingStartedChecklist';
import { findRange, rangeTimestamps, topCountries, totalOf, toTrend } from '../dashboard-data';
import { AppDashboardQuery } from '../operations';
import { UI } from '../../../shared/ui';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { countriesExportUrl, installsExportUrl } from '../../../shared/urls/exports';
import { QueryErrorNotice } from '../../../shared/components/QueryErrorNotice';
import { UninstallReasonsSection } from './UninstallReasonsSection';
import { InstallCohortsSection } from './InstallCohortsSection';
import { RevenueSection } from './RevenueSection';
import { ListingFunnelSection } from './ListingFunnelSection';

const InstallsTrendChart = lazy(() => import('../components/ReportsCharts').then((m) => ({ default: m.InstallsTrendChart })));
const CountriesChart = lazy(() => import('../components/ReportsCharts').then((m) => ({ default: m.CountriesChart })));

/** Keeps the card's height while the charts' chunk loads. */
const ChartSpace = () => <Box sx={{ height: UI.chartHeight }} />;

/** `/extranet`: the partner area's home, spec §2 'Reports overview'. */
export default function ReportsOverviewView() {
  useDocumentTitle(pageTitle('Reports overview'));
  const termsAgreed = useTermsAgreement();
  const [filters, setFilters] = useState<{ days: number; split: DashboardSplit }>(() => ({
    days: DEFAULT_DASHBOARD_RANGE_DAYS,
    split: findRange(DEFAULT_DASHBOARD_RANGE_DAYS).splits[0]!,
  }));
  // ranges end when the page opened, so switching between them asks for the same moments again (cached)
  const [openedAt] = useState(() => Date.now());
  const range = useMemo(() => rangeTimestamps(filters.days, openedAt), [filters.days, openedAt]);
  const { data, loading, error } = useQuery(AppDashboardQuery, {
    variables: { ...range, split: filters.split },
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.appDashboard;
  const trend = useMemo(
    () => (dashboard ? toTrend(dashboard.installations, dashboard.uninstallations, filters.split) : []),
    [dashboard, filters.split],
  );
  const countries = useMemo(() => (dashboard ? topCountries(dashboard.installationsByCountry) : []), [dashboard]);
  // the charts' text alternative: each card can show its numbers as a table instead
  const [asTable, setAsTable] = useState({ installs: false, countries: false });
  const period = `${formatMonth(range.timestampFrom)} – ${formatMonth(range.timestampTo)}`;

  return (
    <Page title="Reports overview" data-testid="reports-overview">
      {termsAgreed === false && (
        <Box sx={{ mb: 3 }}>
          <TermsAttentionBanner />
        </Box>
      )}
      <Box sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        <GettingStartedChecklist />
      </Box>
      <DashboardFilters days={filters.days} split={filters.split} onChange={setFilters} />
      {dashboard && totalOf(dashboard.installations) === 0 && totalOf(dashboard.uninstallations) === 0 && (
        <NoInstallsNotice period={period} />
      )}
      {!dashboard && loading ? (
        <Loading />
      ) : dashboard ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <SectionCard
            title="Installs and uninstalls"
            subtitle={period}
            action={
              <>
                <ExportCsvButton
                  href={installsExportUrl(range, filters.split)}
                  label="installs and uninstalls"
                  data-testid="installs-export"
                />
                <ChartViewToggle
                  asTable={asTable.installs}
                  onChange={(installs) => setAsTable((t) => ({ ...t, installs }))}
                  data-testid="installs-view-toggle"
                />
              </>
            }
            data-testid="installs-chart"
          >
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid="total-installs">
              {totalOf(dashboard.installations).toLocaleString('en-US')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Total installs
            </Typography>
            {asTable.installs ? (
              <InstallsTrendTable points={trend} caption={`Installs and uninstalls, ${period}`} />
            ) : (
              <Suspense fallback={<ChartSpace />}>
                <InstallsTrendChart points={trend} />
              </Suspense>
            )}
          </SectionCard>
          <SectionCard
            title="Top 10 installations by country"
            subtitle={period}
            action={
              <>
                <ExportCsvButton href={countriesExportUrl(range)} label="installations by country" data-testid="countries-export" />
                <ChartViewToggle
                  asTable={asTable.countries}
                  onChange={(countries) => setAsTable((t) => ({ ...t, countries }))}
                  data-testid="countries-view-toggle"
                />
              </>
            }
            data-testid="countries-chart"
          >
            {asTable.countries ? (
              <CountriesTable countries={countries} caption={`Top 10 installations by country, ${period}`} />
            ) : (
              <Suspense fallback={<ChartSpace />}>
                <CountriesChart countries={countries} />
              </Suspense>
            )}
          </SectionCard>
        </Box>
      ) : error ? (
        <QueryErrorNotice error={error} />
      ) : null}
      {/* a grid track of minmax(0, 1fr) keeps the table's scrolling inside the card on a narrow screen */}
      <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ListingFunnelSection range={range} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <UninstallReasonsSection range={range} period={period} />
      </Box>
      {/* a grid track of minmax(0, 1fr) keeps the wide table's scrolling inside the card on a narrow screen */}
      <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <RevenueSection />
      </Box>
      <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <InstallCohortsSection />
      </Box>
    </Page>
  );
}
