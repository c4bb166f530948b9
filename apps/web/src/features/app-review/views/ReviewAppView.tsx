import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { ReviewAccess } from '../components/ReviewAccess';
import { ReviewActions } from '../components/ReviewActions';
import { ReviewAppHeader } from '../components/ReviewAppHeader';
import { ReviewDetails } from '../components/ReviewDetails';
import { ReviewListingPreview } from '../components/ReviewListingPreview';
import { ReviewPricePlans } from '../components/ReviewPricePlans';
import { ReviewValidationReport } from '../components/ReviewValidationReport';
import { StaffOnlyNotice } from '../../../shared/components/StaffOnlyNotice';
import { AppReviewAppQuery } from '../operations';
import { DECISION_NOTICES, type ReviewDecision, type ReviewQueueState } from '../review-text';
import { reviewQueueUrl } from '../../../shared/urls/app-review';
import { useReviewDecisions } from '../useReviewDecisions';

/** `/extranet/admin/reviews/:appId`: everything staff need to approve, reject or unpublish one app. */
export default function ReviewAppView() {
  const me = usePortalUser();
  // Partners never ask: the server would only answer ForbiddenError.
  if (!me.adminUser) return <StaffOnlyNotice />;
  return <ReviewApp />;
}

function ReviewApp() {
  const { appId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(AppReviewAppQuery, {
    variables: { id: appId },
    fetchPolicy: 'cache-and-network',
    // a missing app is this page's 404; lost staff rights show the notice; neither is a snackbar
    context: { silentErrors: ['NotFoundError', 'ForbiddenError'] },
  });
  const decisions = useReviewDecisions();
  const app = data?.appReviewApp;
  useDocumentTitle(pageTitle(app ? `Review ${app.name}` : 'App review'));

  if (!app) {
    if (error && collectErrors(error).some((e) => e.classification === 'ForbiddenError')) return <StaffOnlyNotice />;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }

  // Back to the queue, which says what was decided.
  const decided = (decision: ReviewDecision) => {
    const state: ReviewQueueState = { reviewNotice: DECISION_NOTICES[decision] };
    navigate(reviewQueueUrl(), { state });
  };
  const listingNames = new Map(app.listings.map((listing) => [listing.id, listing.name]));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, flex: 1 }} data-testid="review-app">
      <ReviewAppHeader
        name={app.name}
        status={app.status}
        type={app.type}
        developer={app.organization}
        lastEvent={app.lastReviewEvent}
        actions={
          <ReviewActions
            appName={app.name}
            status={app.status}
            onApprove={async () => {
              await decisions.approve(app.id);
              decided('approve');
            }}
            onReject={async (reason) => {
              await decisions.reject(app.id, reason);
              decided('reject');
            }}
            onUnpublish={async (reason) => {
              await decisions.unpublish(app.id, reason);
              decided('unpublish');
            }}
          />
        }
      />
      <Stack spacing={3}>
        {app.status !== 'IN_REVIEW' && app.status !== 'PUBLISHED' && (
          <Alert severity="info" data-testid="review-no-decision">
            Nothing to decide: only apps in review (approve or reject) and published apps (unpublish) have staff actions.
          </Alert>
        )}
        {app.reviewReason && (
          <Alert severity="info" variant="outlined" data-testid="review-previous-reason">
            <AlertTitle>Reason given at the last decision</AlertTitle>
            <span style={{ whiteSpace: 'pre-wrap' }}>{app.reviewReason}</span>
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={3}>
              <ReviewAccess access={app.access} />
              <ReviewDetails app={app} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={3}>
              <ReviewValidationReport report={app.validationReport} listingNames={listingNames} />
              <ReviewPricePlans chargeType={app.chargeType} plans={app.pricePlans} />
            </Stack>
          </Grid>
        </Grid>
        <ReviewListingPreview listings={app.listings} />
      </Stack>
    </Container>
  );
}
