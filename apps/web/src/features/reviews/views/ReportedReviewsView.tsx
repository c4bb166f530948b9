import { useState, type FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { reviewHideSchema } from '@appstore/shared/reviews/schemas';
import type { ReportedReviewsQuery as ReportedData } from '../../../gql/graphql';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { StaffOnlyNotice } from '../../../shared/components/StaffOnlyNotice';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { pluralize } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { usePortalUser } from '../../../shared/session/portal-user';
import { ReviewText } from '../components/ReviewText';
import { ReportedReviewsQuery, ReviewHideMutation, ReviewReportsDismissMutation } from '../operations';
import { formatDay } from '@appstore/shared/dates/format';

type Item = NonNullable<ReportedData['reportedReviews']>['edges'][number]['node'];

/** A decided review leaves the queue: the cached queue is dropped and fetched again. */
function dropQueue(cache: ApolloCache) {
  cache.evict({ fieldName: 'reportedReviews' });
  cache.gc();
}

/** `/extranet/admin/reported-reviews`: staff decide on reported reviews, hiding one with a reason or dismissing the reports. */
export default function ReportedReviewsView() {
  useDocumentTitle(pageTitle('Reported reviews'));
  const me = usePortalUser();
  return me.adminUser ? <ReportedReviews /> : <StaffOnlyNotice />;
}

function ReportedReviews() {
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error } = useQuery(ReportedReviewsQuery, { variables: { first: 50 }, fetchPolicy: 'cache-and-network' });
  const queue = data?.reportedReviews;
  if (!queue) return error ? <QueryErrorPage error={error} /> : <Loading />;
  return (
    <Page
      title="Reported reviews"
      subtitle="Reviews that signed-in users reported. Hide one with a reason (its author is told by e-mail), or dismiss the reports."
      data-testid="reported-reviews-page"
    >
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="reported-notice">
          {notice}
        </Alert>
      )}
      {queue.edges.length === 0 ? (
        <Card sx={{ px: 3, py: { xs: 5, sm: 7 }, textAlign: 'center' }} data-testid="reported-reviews-empty">
          <FlagOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }} />
          <Typography sx={{ fontWeight: 600 }}>No reported reviews.</Typography>
        </Card>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="reported-count">
            {pluralize(queue.totalCount, 'reported review')}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {queue.edges.map(({ node }) => (
              <ReportedReview key={node.review.id} item={node} onDecided={setNotice} />
            ))}
          </Box>
        </>
      )}
    </Page>
  );
}

function ReportedReview({ item, onDecided }: { item: Item; onDecided: (notice: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hide, { loading: hiding }] = useMutation(ReviewHideMutation, {
    update: dropQueue,
    context: { silentErrors: ['ValidationError'] },
  });
  const [dismiss, { loading: dismissing }] = useMutation(ReviewReportsDismissMutation, { update: dropQueue });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewHideSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      await hide({ variables: { id: item.review.id, reason: parsed.data.reason } });
      onDecided(`The review “${item.review.title}” is hidden and its author has been told why.`);
    } catch (e) {
      setError(collectErrors(e as Error)[0]?.message ?? 'Could not hide the review');
    }
  };

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="reported-review">
      <ReviewText item={item} />
      <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5 }} aria-label="Reports">
        {item.openReports.map((r, i) => (
          <Typography component="li" variant="body2" key={i}>
            Reported {formatDay(r.creationDate)} by {r.reporterName} ({r.reporterType === 'VENDOR' ? 'tour operator' : 'developer'}):{' '}
            {r.reason}
          </Typography>
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(e) => void submit(e)}
        noValidate
        sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label="Reason for hiding (sent to the author)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          size="small"
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { 'data-testid': 'hide-reason' } }}
        />
        <Button type="submit" variant="contained" color="error" disabled={hiding} data-testid="hide-review">
          Hide review
        </Button>
        <Button
          disabled={dismissing}
          onClick={() =>
            void dismiss({ variables: { id: item.review.id } }).then(() => onDecided('The reports were dismissed; the review stays.'))
          }
          data-testid="dismiss-reports"
        >
          Dismiss reports
        </Button>
      </Box>
    </Card>
  );
}
