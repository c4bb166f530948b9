import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVENUE_DEFAULT_MONTHS } from '@appstore/shared/reports/revenue';
import { Loading } from '../../../shared/components/Loading';
import { SectionCard } from '../../../shared/components/SectionCard';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { QueryErrorNotice } from '../../../shared/components/QueryErrorNotice';
import { revenueExportUrl } from '../../../shared/urls/exports';
import { RevenueTable } from '../components/RevenueTable';
import { RevenueAppsQuery, RevenueReportQuery } from '../operations';
import { OpenYourAppsNotice } from '../components/OpenYourAppsNotice';

const PERIOD = `Last ${REVENUE_DEFAULT_MONTHS} months`;
/** The picker's value for every app (an app's id is never this). */
const ALL_APPS = 'all';
/** An exact decimal amount of nothing ('0.00', '-0.00'), read without a float. */
const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/**
 * The reports' 'Revenue' card: recurring revenue month by month, read from the ledger the payouts
 * are paid from, for all the organisation's apps or the one picked.
 */
export function RevenueSection() {
  const [appId, setAppId] = useState(ALL_APPS);
  const apps = useQuery(RevenueAppsQuery, { fetchPolicy: 'cache-and-network' }).data?.apps.edges.map((e) => e.node) ?? [];
  const { data, loading, error } = useQuery(RevenueReportQuery, {
    variables: { appId: appId === ALL_APPS ? null : appId, months: REVENUE_DEFAULT_MONTHS },
    fetchPolicy: 'cache-and-network',
  });
  const months = data?.revenueReport;
  const appName = apps.find((a) => a.id === appId)?.name;
  const empty = months !== undefined && months.every((m) => isZero(m.mrr) && isZero(m.earnings) && m.trialStarts === 0);
  return (
    <SectionCard
      title="Revenue"
      subtitle={PERIOD}
      action={<ExportCsvButton href={revenueExportUrl(appId === ALL_APPS ? null : appId)} label="revenue" data-testid="revenue-export" />}
      data-testid="revenue"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Your share in US dollars, from the same ledger your payouts are paid from. MRR is the month&apos;s recurring charges and plan-change
        prorations, a yearly plan counted as a twelfth in each of its 12 months; new, expansion, contraction and churned compare each
        installation with the month before. Earnings are everything the month earned you, one-time charges and booking fees included. This
        month shows the charges made so far; Due later is what subscriptions will still be charged this month, so they count as paying, not
        churned.
      </Typography>
      <TextField
        select
        size="small"
        label="App"
        value={appId}
        onChange={(e) => setAppId(e.target.value)}
        sx={{ minWidth: 240, mb: 2, width: { xs: '100%', sm: 'auto' } }}
        slotProps={{ htmlInput: { 'data-testid': 'revenue-app' } }}
      >
        <MenuItem value={ALL_APPS}>All apps</MenuItem>
        {apps.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      {empty ? (
        <OpenYourAppsNotice testId="revenue-empty">
          {appName ? `${appName} earned nothing` : 'Your apps earned nothing'} in the last {REVENUE_DEFAULT_MONTHS} months. Revenue appears
          here once vendors pay for an app: give it a paid plan or a one-time charge and publish it in the App Store.
        </OpenYourAppsNotice>
      ) : months ? (
        <RevenueTable months={months} caption={`Revenue${appName ? ` of ${appName}` : ''}, ${PERIOD.toLowerCase()}, in USD`} />
      ) : loading ? (
        <Loading />
      ) : error ? (
        <QueryErrorNotice error={error} />
      ) : null}
    </SectionCard>
  );
}
