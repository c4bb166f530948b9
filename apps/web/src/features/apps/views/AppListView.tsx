import { useQuery } from '@apollo/client/react';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { LIMITS } from '@appstore/shared/limits/limits';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { shownOfTotal } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { appendAppsPage } from '../app-list-pages';
import { AppListEmpty, AppTable } from '../components/AppTable';
import { AppsQuery } from '../operations';
import { appCreateUrl } from '../../../shared/urls/apps';
import { useLoadMore } from '../../../shared/hooks/useLoadMore';

function CreateAppButton() {
  return (
    <Button variant="contained" href={appCreateUrl()} startIcon={<AddIcon />} data-testid="app-create-button">
      Create app
    </Button>
  );
}

/** `/extranet/apps`: the organisation's apps, 10 at a time with 'Load more' (spec §2). */
export default function AppListView() {
  useDocumentTitle(pageTitle('Apps'));
  const { data, error, fetchMore } = useQuery(AppsQuery, {
    variables: { first: LIMITS.appListPageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.apps;

  const { loadMore, loadingMore, canLoadMore } = useLoadMore(list?.pageInfo, (after) =>
    fetchMore({ variables: { after }, updateQuery: (previous, { fetchMoreResult }) => appendAppsPage(previous, fetchMoreResult) }),
  );

  if (!list) return error ? <QueryErrorPage error={error} /> : <Loading />;
  const apps = list.edges.map((edge) => edge.node);

  return (
    <Page
      title="Apps"
      subtitle="The apps your organization builds for the App Store and for single vendors."
      actions={apps.length > 0 && <CreateAppButton />}
      data-testid="apps-page"
    >
      {apps.length === 0 ? (
        <AppListEmpty action={<CreateAppButton />} />
      ) : (
        <>
          <Card>
            <AppTable apps={apps} />
          </Card>
          <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="apps-count">
              {shownOfTotal(apps.length, list.totalCount, 'app')}
            </Typography>
            {canLoadMore && <LoadMoreButton loading={loadingMore} onClick={() => void loadMore()} data-testid="apps-load-more" />}
          </Box>
        </>
      )}
    </Page>
  );
}
