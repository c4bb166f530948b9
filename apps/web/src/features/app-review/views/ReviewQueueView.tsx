import { useLocation, useNavigate } from 'react-router';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { pluralize } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { ReviewQueueTable } from '../components/ReviewQueueTable';
import { StaffOnlyNotice } from '../../../shared/components/StaffOnlyNotice';
import { AppReviewQueueQuery } from '../operations';
import { reviewNoticeFrom } from '../review-text';

/** Staff read the queue a screenful at a time; it is rarely long. */
const QUEUE_PAGE_SIZE = 20;

/** `/extranet/admin/reviews`: public apps waiting for a staff decision (ARCHITECTURE §1 Admin). */
export default function ReviewQueueView() {
  useDocumentTitle(pageTitle('App reviews'));
  const me = usePortalUser();
  // Partners never ask: the server would only answer ForbiddenError.
  return me.adminUser ? <ReviewQueue /> : <StaffOnlyNotice />;
}

function ReviewQueue() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = reviewNoticeFrom(location.state);
  const { data, error, networkStatus, fetchMore } = useQuery(AppReviewQueueQuery, {
    variables: { first: QUEUE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // A session whose staff rights were taken away shows the notice below, not a snackbar.
    context: { silentErrors: ['ForbiddenError'] },
  });
  const queue = data?.appReviewQueue;

  if (!queue) {
    if (error && collectErrors(error).some((e) => e.classification === 'ForbiddenError')) return <StaffOnlyNotice />;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }

  const apps = queue.edges.map((edge) => edge.node);
  const { endCursor, hasNextPage } = queue.pageInfo;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = () =>
    void fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        appReviewQueue: {
          ...fetchMoreResult.appReviewQueue,
          edges: [...(previous.appReviewQueue?.edges ?? []), ...fetchMoreResult.appReviewQueue.edges],
        },
      }),
    });

  return (
    <Page
      title="App reviews"
      subtitle="Public apps their developers have submitted. Approve them into the App Store, or reject them with a reason."
      data-testid="review-queue-page"
    >
      {notice && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          // the notice belongs to the decision just made, not to a later visit of this entry
          onClose={() => navigate(location.pathname, { replace: true, state: null })}
          data-testid="review-notice"
        >
          {notice}
        </Alert>
      )}
      {apps.length === 0 ? (
        <Card data-testid="review-queue-empty" sx={{ px: 3, py: { xs: 5, sm: 7 }, textAlign: 'center' }}>
          <FactCheckOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }} />
          <Typography sx={{ fontWeight: 600 }}>No apps are waiting for review.</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Apps appear here as soon as their developers submit them.
          </Typography>
        </Card>
      ) : (
        <Card>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}
            aria-live="polite"
            data-testid="review-queue-count"
          >
            {apps.length < queue.totalCount
              ? `Showing ${apps.length} of ${queue.totalCount} apps waiting`
              : `${pluralize(queue.totalCount, 'app')} waiting`}
          </Typography>
          <ReviewQueueTable apps={apps} />
        </Card>
      )}
      {hasNextPage && endCursor && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <LoadMoreButton loading={loadingMore} onClick={loadMore} data-testid="review-queue-load-more" />
        </Box>
      )}
    </Page>
  );
}
