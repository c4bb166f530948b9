import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../shared/components/Loading';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppQuery } from '../../../shared/apps/app-query';
import { appDashboardUrl } from '../../../shared/urls/apps';
import { usePortalUser } from '../../../shared/session/portal-user';
import { ListingForm } from '../components/ListingForm';
import { newListingFormValues } from '../listing-form-values';
import { useCreateListing, useListingImageServer } from '../useListingMutations';

/** `/extranet/apps/:appId/listings/new`: the app's listing; saving or cancelling returns to its dashboard (spec §2, §4). */
export default function ListingCreateView() {
  const { appId = '' } = useParams();
  const navigate = useNavigate();
  const me = usePortalUser();
  useDocumentTitle(pageTitle('Create App Listing'));
  const { data, error } = useQuery(AppQuery, {
    variables: { id: appId },
    fetchPolicy: 'cache-and-network',
    // A missing app (or one of another organisation) is this page's 404, not a snackbar.
    context: { silentErrors: ['NotFoundError'] },
  });
  const createListing = useCreateListing();
  const imageServer = useListingImageServer(null);
  const app = data?.app;

  if (!app) return error ? <QueryErrorPage error={error} /> : <Loading />;
  const dashboardHref = appDashboardUrl(app.id);
  return (
    <ListingForm
      key={app.id}
      title="Create App Listing"
      app={app}
      // Read once when the form mounts: what the partner typed survives the network answer of cache-and-network.
      defaultValues={newListingFormValues(app)}
      listingId={null}
      imageServer={imageServer}
      organisation={{ id: me.orgId ?? me.organizationId, name: me.orgName }}
      onSubmit={async (values) => {
        await createListing(app.id, app, values);
        navigate(dashboardHref);
      }}
      dashboardHref={dashboardHref}
    />
  );
}
