import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ErrorPage } from '../../../shared/components/ErrorPage';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { usePortalUser } from '../../../shared/session/portal-user';
import { ListingForm } from '../components/ListingForm';
import { canDeleteListing, listingFormValues } from '../listing-form-values';
import { AppListingQuery } from '../operations';
import { useDeleteListing, useListingImageServer, useUpdateListing } from '../useListingMutations';

// A missing app or listing (or one of another organisation) is this page's 404, not a snackbar.
const notFoundIsThePage = { silentErrors: ['NotFoundError'] } as const;

/** `/extranet/apps/:appId/listings/:listingId/edit`: change or delete the listing; both return to the dashboard (spec §2, §4). */
export default function ListingEditView() {
  const { appId = '', listingId = '' } = useParams();
  const navigate = useNavigate();
  const me = usePortalUser();
  useDocumentTitle(pageTitle('Edit App Listing'));
  const appQuery = useQuery(AppQuery, { variables: { id: appId }, fetchPolicy: 'cache-and-network', context: notFoundIsThePage });
  const listingQuery = useQuery(AppListingQuery, {
    variables: { id: listingId },
    fetchPolicy: 'cache-and-network',
    context: notFoundIsThePage,
  });
  const updateListing = useUpdateListing();
  const deleteListing = useDeleteListing();
  const imageServer = useListingImageServer(listingId || null);
  const app = appQuery.data?.app;
  const listing = listingQuery.data?.appListing;

  if (!app || !listing) {
    const error = appQuery.error ?? listingQuery.error;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }
  // a listing id under another app's path would otherwise be saved against the wrong app's rules
  if (listing.appId !== app.id) return <ErrorPage code={404} message="Listing not found" />;
  const dashboardHref = appDashboardUrl(app.id);
  return (
    <ListingForm
      key={listing.id}
      title="Edit App Listing"
      app={app}
      // Read once when the form mounts: what the partner typed survives the network answer of cache-and-network.
      defaultValues={listingFormValues(listing, app)}
      listingId={listing.id}
      imageServer={imageServer}
      organisation={{ id: me.orgId ?? me.organizationId, name: me.orgName }}
      onSubmit={async (values) => {
        await updateListing(listing.id, app, values);
        navigate(dashboardHref);
      }}
      dashboardHref={dashboardHref}
      onDelete={
        canDeleteListing(app)
          ? async () => {
              try {
                await deleteListing(listing.id);
              } catch {
                return; // the snackbar says why (spec §8); the listing stays open
              }
              navigate(dashboardHref);
            }
          : undefined
      }
    />
  );
}
