import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ErrorPage } from '../../../shared/components/ErrorPage';
import { Loading } from '../../../shared/components/Loading';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppDetailsPage } from '../../../shared/listing-page/AppDetailsPage';
import { useStoreQuery } from '../../../shared/store-data/useStoreQuery';
import { PublicAppListingQuery, publicListingVariables } from '../listing.operations';
import { RatingLine } from '../components/reviews/RatingLine';

/*
 * The reviews sit below the fold in their own chunk: the server still renders them (it waits for every lazy part),
 * the browser hydrates them once the chunk is in, and the page's first-load script stays within the store's budget.
 */
const ReviewsSection = lazy(() => import('../components/reviews/ReviewsSection').then((m) => ({ default: m.ReviewsSection })));

export const LISTING_NOT_FOUND = 'Sorry we could not find the page you were looking for.';

/** `/app-details/:listingId`: fetches the listing; a missing one renders the 404 error page. */
export default function AppDetailsView() {
  const { listingId = '' } = useParams();
  // The page shows a missing listing itself; keep that one out of the global snackbar.
  const { data, errors, loading } = useStoreQuery(PublicAppListingQuery, publicListingVariables(listingId), {
    silentErrors: ['NotFoundError'],
  });
  const listing = data?.publicAppListing;
  useDocumentTitle(listing ? pageTitle(listing.name) : errors ? pageTitle('Not found') : null);

  if (listing)
    return (
      <AppDetailsPage
        listing={listing}
        ratingLine={<RatingLine rating={listing.rating} />}
        reviews={
          <Suspense fallback={null}>
            <ReviewsSection
              listingId={listing.id}
              appId={listing.appId}
              developerName={listing.organization?.businessName?.trim() || 'the developer'}
              developerId={listing.organization?.id ?? null}
            />
          </Suspense>
        }
      />
    );
  if (errors || !loading) return <ErrorPage code={404} message={LISTING_NOT_FOUND} />;
  return <Loading />;
}
