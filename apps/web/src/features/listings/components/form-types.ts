import type { UseFormReturn } from 'react-hook-form';
import type { ListingValues } from '@appstore/shared/listings/schemas';
import type { ImageKind } from '../../../gql/graphql';
import type { AuthorizeUpload, UploadedImage } from '../../../shared/forms/upload';
import type { ListingFormValues } from '../listing-form-values';

/** The listing form as its sections use it: the form's own values in, the schema's values out. */
export type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingValues>;

/** What every image field of the listing needs besides its value. */
export interface ListingImageActions {
  authorize: AuthorizeUpload;
  /** Deletes a saved image from the server; absent for a new listing. */
  deleteSaved?: (kind: ImageKind, image: UploadedImage) => Promise<unknown>;
  onUploadingChange: (uploading: boolean) => void;
  /** The listing cannot change (a published custom app). */
  disabled: boolean;
}
