import { useParams } from 'react-router';
import { ErrorPage } from '../../../shared/components/ErrorPage';
import { Loading } from '../../../shared/components/Loading';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppDetailsPage } from '../../../shared/listing-page/AppDetailsPage';
import { useStoreQuery } from '../../../shared/store-data/useStoreQuery';
import { PublicAppListingQuery, publicListingVariables } from '../listing.operations';

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

  if (listing) return <AppDetailsPage listing={listing} />;
  if (errors || !loading) return <ErrorPage code={404} message={LISTING_NOT_FOUND} />;
  return <Loading />;
}
