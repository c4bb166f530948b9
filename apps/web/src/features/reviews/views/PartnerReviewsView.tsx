import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pluralize } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ReplyForm } from '../components/ReplyForm';
import { ReviewText } from '../components/ReviewText';
import { PartnerReviewsQuery, ReviewMailSettingSaveMutation } from '../operations';

const PAGE_SIZE = 10;

/** `/extranet/reviews`: every review of the organisation's apps, newest first, each with its public reply. */
export default function PartnerReviewsView() {
  useDocumentTitle(pageTitle('Reviews'));
  const { data, error, networkStatus, fetchMore } = useQuery(PartnerReviewsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [saveSetting, { loading: savingSetting }] = useMutation(ReviewMailSettingSaveMutation, {
    update: (cache, { data: saved }) => cache.modify({ fields: { reviewMailSetting: () => saved?.reviewMailSettingSave ?? true } }),
  });
  const list = data?.partnerReviews;
  if (!list) return error ? <QueryErrorPage error={error} /> : <Loading />;
  const { endCursor, hasNextPage } = list.pageInfo;

  return (
    <Page
      title="Reviews"
      subtitle="What the companies using your apps say about them in the App Store. Reply publicly to thank them or to help."
      data-testid="partner-reviews-page"
      actions={
        <FormControlLabel
          control={
            <Switch
              checked={data.reviewMailSetting}
              disabled={savingSetting}
              onChange={(e) => void saveSetting({ variables: { enabled: e.target.checked } })}
              slotProps={{ input: { 'data-testid': 'review-mail-setting' } as object }}
            />
          }
          label="E-mail me about new reviews"
        />
      }
    >
      {list.edges.length === 0 ? (
        <Card sx={{ px: 3, py: { xs: 5, sm: 7 }, textAlign: 'center' }} data-testid="partner-reviews-empty">
          <RateReviewOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }} />
          <Typography sx={{ fontWeight: 600 }}>No reviews yet.</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Companies that install your apps can rate and review them in the App Store.
          </Typography>
        </Card>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite" data-testid="partner-reviews-count">
            {pluralize(list.totalCount, 'review')}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {list.edges.map(({ node }) => (
              <Card key={node.review.id} sx={{ p: { xs: 2, sm: 3 } }} data-testid="partner-review" data-review-id={node.review.id}>
                <ReviewText item={node} />
                <ReplyForm item={node} />
              </Card>
            ))}
          </Box>
        </>
      )}
      {hasNextPage && endCursor && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <LoadMoreButton
            loading={networkStatus === NetworkStatus.fetchMore}
            onClick={() =>
              void fetchMore({
                variables: { after: endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  partnerReviews: {
                    ...fetchMoreResult.partnerReviews,
                    edges: [...(previous.partnerReviews?.edges ?? []), ...fetchMoreResult.partnerReviews.edges],
                  },
                }),
              })
            }
            data-testid="partner-reviews-more"
          />
        </Box>
      )}
    </Page>
  );
}
