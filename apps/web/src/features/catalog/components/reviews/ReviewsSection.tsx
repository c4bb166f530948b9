import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewSorting } from '@appstore/shared/reviews/format';
import { Loading } from '../../../../shared/components/Loading';
import { StoreButton } from '../../../../shared/components/StoreButton';
import { useStoreQuery } from '../../../../shared/store-data/useStoreQuery';
import { vendorReviewUrl } from '../../../../shared/urls/catalog';
import { PublicAppReviewsQuery, publicReviewsVariables } from '../../reviews.operations';
import { RatingSummary } from './RatingSummary';
import { ReviewCard } from './ReviewCard';

const SORTS: { value: ReviewSorting; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'HELPFUL', label: 'Most helpful' },
];

/** One page of reviews; the page after it shows when asked for ("Show more reviews"). */
function ReviewPage({
  listingId,
  sorting,
  after,
  developerName,
  developerId,
}: {
  listingId: string;
  sorting: ReviewSorting;
  after: string | null;
  developerName: string;
  developerId: string | null;
}) {
  const { data, loading } = useStoreQuery(PublicAppReviewsQuery, publicReviewsVariables(listingId, sorting, after));
  const [more, setMore] = useState(false);
  const page = data?.publicAppListing?.reviews;
  if (!page) return loading ? <Loading /> : null;
  return (
    <>
      {page.edges.map((edge) => (
        <ReviewCard key={edge.node.id} review={edge.node} developerName={developerName} developerId={developerId} />
      ))}
      {page.pageInfo.hasNextPage &&
        (more ? (
          <ReviewPage
            listingId={listingId}
            sorting={sorting}
            after={page.pageInfo.endCursor ?? null}
            developerName={developerName}
            developerId={developerId}
          />
        ) : (
          <StoreButton variant="outlined" onClick={() => setMore(true)} sx={{ mt: 2 }} data-testid="reviews-more">
            Show more reviews
          </StoreButton>
        ))}
    </>
  );
}

/** The app page's "Ratings and reviews": the summary, the order, the reviews, and the vendor's way to write one. */
export function ReviewsSection({
  listingId,
  appId,
  developerName,
  developerId,
}: {
  listingId: string;
  appId: string;
  developerName: string;
  /** The developer organisation's id: its own members are not offered Report. */
  developerId: string | null;
}) {
  const [sorting, setSorting] = useState<ReviewSorting>('NEWEST');
  const { data } = useStoreQuery(PublicAppReviewsQuery, publicReviewsVariables(listingId));
  const rating = data?.publicAppListing?.rating;
  return (
    <Box component="section" id="reviews" aria-labelledby="reviews-title" sx={{ mt: { xs: 5, md: 6 } }} data-testid="reviews-section">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="reviews-title" variant="h5" component="h2">
          Ratings and reviews
        </Typography>
        <StoreButton variant="outlined" href={vendorReviewUrl(appId)} data-testid="write-review">
          Write a review
        </StoreButton>
      </Box>
      {rating && <RatingSummary rating={rating} />}
      {rating && rating.count === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="reviews-empty">
          No reviews yet. Companies that use this app can be the first to review it.
        </Typography>
      ) : (
        <>
          <Box role="group" aria-label="Order of reviews" sx={{ display: 'flex', gap: 1, mt: 3, mb: 1 }}>
            {SORTS.map((s) => (
              <StoreButton
                key={s.value}
                size="small"
                variant={sorting === s.value ? 'contained' : 'outlined'}
                aria-pressed={sorting === s.value}
                onClick={() => setSorting(s.value)}
                data-testid={`reviews-sort-${s.value}`}
              >
                {s.label}
              </StoreButton>
            ))}
          </Box>
          <ReviewPage
            key={sorting}
            listingId={listingId}
            sorting={sorting}
            after={null}
            developerName={developerName}
            developerId={developerId}
          />
        </>
      )}
    </Box>
  );
}
