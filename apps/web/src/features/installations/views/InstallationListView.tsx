import { useParams } from 'react-router';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { LIMITS } from '@appstore/shared/limits/limits';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { shownOfTotal } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { InstallationTable } from '../components/InstallationTable';
import { appendInstallationsPage, firstInstallNextStep } from '../installation-text';
import type { AppStatus, AppType } from '../../../gql/graphql';
import { InstallationsQuery } from '../operations';
import { useLoadMore } from '../../../shared/hooks/useLoadMore';

/** `/extranet/apps/:appId/installations`: the vendors using the app, 10 at a time with 'Load more' (spec §2). */
export default function InstallationListView() {
  const { appId = '' } = useParams();
  // The app's name for the subtitle; usually cached by the dashboard the partner came from.
  const appQuery = useQuery(AppQuery, { variables: { id: appId }, context: { silentErrors: ['NotFoundError'] } });
  const { data, error, fetchMore } = useQuery(InstallationsQuery, {
    variables: { id: appId, first: LIMITS.installationsPageSize },
    fetchPolicy: 'cache-and-network',
    // Another organisation's app (or none) is this page's 404, not a snackbar.
    context: { silentErrors: ['NotFoundError'] },
  });
  const appName = appQuery.data?.app.name;
  useDocumentTitle(pageTitle(appName ? `Installations · ${appName}` : 'Installations'));
  const list = data?.installations;

  const { loadMore, loadingMore, canLoadMore } = useLoadMore(list?.pageInfo, (after) =>
    fetchMore({ variables: { after }, updateQuery: (previous, { fetchMoreResult }) => appendInstallationsPage(previous, fetchMoreResult) }),
  );

  if (!list) return error ? <QueryErrorPage error={error} /> : <Loading />;
  const installations = list.edges.map((edge) => edge.node);

  return (
    <Page
      title="Installations"
      subtitle={appName}
      actions={
        <Button variant="outlined" href={appDashboardUrl(appId)} startIcon={<ArrowBackIcon />} data-testid="installations-back">
          Dashboard
        </Button>
      }
      data-testid="installations-page"
    >
      {installations.length === 0 ? (
        <InstallationsEmpty appId={appId} app={appQuery.data?.app} />
      ) : (
        <>
          <Card>
            <InstallationTable appId={appId} installations={installations} />
          </Card>
          <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="installations-count">
              {shownOfTotal(installations.length, list.totalCount, 'installation')}, newest first
            </Typography>
            {canLoadMore && <LoadMoreButton loading={loadingMore} onClick={() => void loadMore()} data-testid="installations-load-more" />}
          </Box>
        </>
      )}
    </Page>
  );
}

/** Before the first vendor installs the app: what the list will show, and the step that leads to installs. */
function InstallationsEmpty({ appId, app }: { appId: string; app: { type: AppType; status: AppStatus } | undefined }) {
  const next = app ? firstInstallNextStep(app) : null;
  return (
    <Card data-testid="installations-empty" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 7 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2.5,
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <StorefrontOutlinedIcon sx={{ fontSize: 32 }} />
      </Box>
      <Typography variant="h6" component="h2">
        No vendor has the app installed
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 440, mx: 'auto' }}>
        Vendors who have your app installed appear here, newest first, with a link to explore the App API with their installation&apos;s
        access. Past installs and uninstalls are in the reports.
      </Typography>
      {next && (
        <>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 440, mx: 'auto' }} data-testid="installations-next-step">
            {next.text}
          </Typography>
          <Button variant="contained" href={appDashboardUrl(appId)} data-testid="installations-empty-action">
            {next.action}
          </Button>
        </>
      )}
    </Card>
  );
}
