import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDay } from '@appstore/shared/dates/format';
import { Loading } from '../../../shared/components/Loading';
import { SectionCard } from '../../../shared/components/SectionCard';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { QueryErrorNotice } from '../../../shared/components/QueryErrorNotice';
import { funnelExportUrl, type ReportRange } from '../../../shared/urls/exports';
import { FunnelSourcesTable, ListingFunnelTable } from '../components/ListingFunnelTable';
import { funnelDays } from '../funnel-data';
import { FunnelAppsQuery, ListingFunnelQuery } from '../funnel.operations';

const days = (p: { from: string; to: string }) => `${formatDay(p.from)} – ${formatDay(p.to)}`;

/**
 * The reports' 'Listing funnel' card: for one app and the screen's date range (as UTC days), how
 * many saw it on a card, opened its listing, clicked Install, saw the consent and installed, against the period before.
 */
export function ListingFunnelSection({ range }: { range: ReportRange }) {
  const period = useMemo(() => funnelDays(range), [range]);
  const appsQuery = useQuery(FunnelAppsQuery, { fetchPolicy: 'cache-and-network' });
  const apps = useMemo(() => {
    const all = appsQuery.data?.apps.edges.map((e) => e.node) ?? [];
    // published apps first: only they are in the store
    return [...all.filter((a) => a.status === 'PUBLISHED'), ...all.filter((a) => a.status !== 'PUBLISHED')];
  }, [appsQuery.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const appId = chosen !== null && apps.some((a) => a.id === chosen) ? chosen : (apps[0]?.id ?? null);
  const funnelQuery = useQuery(ListingFunnelQuery, {
    variables: { appId: appId ?? '', ...period },
    skip: appId === null,
    fetchPolicy: 'cache-and-network',
  });
  const funnel = funnelQuery.data?.listingFunnel.appId === appId ? funnelQuery.data?.listingFunnel : undefined;
  const appName = apps.find((a) => a.id === appId)?.name ?? '';
  const empty = funnel?.steps.every((s) => s.count === 0 && s.previousCount === 0);

  return (
    <SectionCard
      title="Listing funnel"
      subtitle={days(period)}
      action={
        appId !== null && (
          <ExportCsvButton
            href={funnelExportUrl(appId, period)}
            label={`the listing funnel of ${appName}`}
            data-testid="listing-funnel-export"
          />
        )
      }
      data-testid="listing-funnel"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How many times your app was shown on a card in the App Store, its listing page was opened, its Install button clicked, the install
        consent shown and the install completed; each step&apos;s conversion is its share of the step before. Counted per UTC day without
        cookies; search engines and other bots are left out.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="listing-funnel-caveat">
        Each network address counts once a day for a view, click or consent, and for cards on its first 30 pages. The numbers show trends;
        they cannot prove how many people came, as people share addresses and one person can use many.
      </Typography>
      {appsQuery.error && !appsQuery.data ? (
        <QueryErrorNotice error={appsQuery.error} />
      ) : !appsQuery.data ? (
        <Loading />
      ) : apps.length === 0 ? (
        <Alert severity="info" data-testid="listing-funnel-no-apps">
          You have no apps yet. The funnel appears here once one of your apps is published in the App Store.
        </Alert>
      ) : (
        <>
          <TextField
            select
            size="small"
            label="App"
            value={appId ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 240, mb: 2, width: { xs: '100%', sm: 'auto' } }}
            slotProps={{ htmlInput: { 'data-testid': 'listing-funnel-app' } }}
          >
            {apps.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          {funnel && empty ? (
            <Alert severity="info" data-testid="listing-funnel-empty">
              Nothing was counted for {appName} in this period or the one before. Counts start when the app is published in the App Store
              and visitors see it.
            </Alert>
          ) : funnel ? (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <ListingFunnelTable
                steps={funnel.steps}
                caption={`Listing funnel of ${appName}, ${days(funnel.period)}, against ${days(funnel.previousPeriod)}`}
                previousLabel="Period before"
              />
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Where visitors came from
                </Typography>
                <FunnelSourcesTable steps={funnel.steps} caption={`Where visitors of ${appName} came from, ${days(funnel.period)}`} />
              </Box>
              <Typography variant="caption" color="text.secondary">
                Period before: {days(funnel.previousPeriod)}.
              </Typography>
            </Box>
          ) : funnelQuery.error ? (
            <QueryErrorNotice error={funnelQuery.error} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </SectionCard>
  );
}
