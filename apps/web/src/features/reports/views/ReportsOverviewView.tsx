import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_DASHBOARD_RANGE_DAYS, formatMonthYear, type DashboardSplit } from '@appstore/shared/reports/dashboard';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { SectionCard } from '../../../shared/components/SectionCard';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { TermsAttentionBanner } from '../../../shared/terms/TermsAttentionBanner';
import { useTermsAgreement } from '../../../shared/terms/useTermsAgreement';
import { DashboardFilters } from '../components/DashboardFilters';
import { findRange, rangeTimestamps, topCountries, totalOf, toTrend } from '../dashboard-data';
import { AppDashboardQuery } from '../operations';
import { UI } from '../../../shared/ui';

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
  const { data, loading } = useQuery(AppDashboardQuery, {
    variables: { ...range, split: filters.split },
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.appDashboard;
  const period = `${formatMonthYear(new Date(range.timestampFrom))} – ${formatMonthYear(new Date(range.timestampTo))}`;

  return (
    <Page title="Reports overview" data-testid="reports-overview">
      {termsAgreed === false && (
        <Box sx={{ mb: 3 }}>
          <TermsAttentionBanner />
        </Box>
      )}
      <DashboardFilters days={filters.days} split={filters.split} onChange={setFilters} />
      {!dashboard && loading ? (
        <Loading />
      ) : dashboard ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <SectionCard title="Installs and uninstalls" subtitle={period} data-testid="installs-chart">
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid="total-installs">
              {totalOf(dashboard.installations).toLocaleString('en-US')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Total installs
            </Typography>
            <Suspense fallback={<ChartSpace />}>
              <InstallsTrendChart points={toTrend(dashboard.installations, dashboard.uninstallations, filters.split)} />
            </Suspense>
          </SectionCard>
          <SectionCard title="Top 10 installations by country" subtitle={period} data-testid="countries-chart">
            <Suspense fallback={<ChartSpace />}>
              <CountriesChart countries={topCountries(dashboard.installationsByCountry)} />
            </Suspense>
          </SectionCard>
        </Box>
      ) : null}
    </Page>
  );
}
