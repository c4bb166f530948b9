import { useWatch } from 'react-hook-form';
import { useQuery } from '@apollo/client/react';
import { PreviewDrawer } from '../../../shared/forms/PreviewDrawer';
import { AppDetailsPage } from '../../../shared/listing-page/AppDetailsPage';
import type { ListingApp, ListingFormValues } from '../listing-form-values';
import { previewListing, type PreviewOrganization } from '../listing-preview';
import { ListingCategoryOptionsQuery } from '../operations';
import type { ListingForm } from './form-types';

export interface ListingPreviewDrawerProps {
  form: ListingForm;
  open: boolean;
  onClose: () => void;
  app: ListingApp;
  organisation: PreviewOrganization;
  listingId?: string | null;
}

/** Spec §2 Preview: the store's listing page of what the form holds now, unsaved changes and uploads included. */
export function ListingPreviewDrawer({ form, open, onClose, app, organisation, listingId }: ListingPreviewDrawerProps) {
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <PreviewDrawer open={open} onClose={onClose} title={`Preview: ${name.trim() || app.name}`}>
      {open && <PreviewContent form={form} app={app} organisation={organisation} listingId={listingId} />}
    </PreviewDrawer>
  );
}

/** Its own component, so only an open preview follows every keystroke. */
function PreviewContent({ form, app, organisation, listingId }: Omit<ListingPreviewDrawerProps, 'open' | 'onClose'>) {
  const values = useWatch({ control: form.control }) as ListingFormValues;
  // the form's category picker has these already: the names of the picked ids
  const { data } = useQuery(ListingCategoryOptionsQuery, { fetchPolicy: 'cache-first' });
  const listing = previewListing(values, app, organisation, listingId, data?.publicCategories);
  return <AppDetailsPage listing={listing} showBackLink={false} showInstall={false} />;
}
