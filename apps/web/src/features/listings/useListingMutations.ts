import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ListingValues } from '@appstore/shared/listings/schemas';
import type { ImageKind } from '../../gql/graphql';
import type { AuthorizeUpload, UploadedImage } from '../../shared/forms/upload';
import { AppQuery } from '../../shared/apps/app-query';
import { listingInput, type ListingApp } from './listing-form-values';
import {
  AppListingCreateMutation,
  AppListingDeleteMutation,
  AppListingImageDeleteMutation,
  AppListingUpdateMutation,
  S3UploadAuthorizationMutation,
} from './operations';

/*
 * Spec §2: listing saves return to the app dashboard, and the edit refetches the app. Waiting for the
 * refetch hands the dashboard its listing button, preview and validation report already current.
 */
const refetchApp = () => ({ refetchQueries: [AppQuery], awaitRefetchQueries: true });

type ListingAppRules = Pick<ListingApp, 'type' | 'chargeType'>;

/** `appListingCreate(appId, listingInfo)`. */
export function useCreateListing() {
  const [create] = useMutation(AppListingCreateMutation, refetchApp());
  return useCallback(
    (appId: string, app: ListingAppRules, values: ListingValues) =>
      create({ variables: { appId, listingInfo: listingInput(values, app) } }),
    [create],
  );
}

/** `appListingUpdate(id, listingInfo)`, answering the app with its listings. */
export function useUpdateListing() {
  const [update] = useMutation(AppListingUpdateMutation, refetchApp());
  return useCallback(
    (listingId: string, app: ListingAppRules, values: ListingValues) =>
      update({ variables: { id: listingId, listingInfo: listingInput(values, app) } }),
    [update],
  );
}

export function useDeleteListing() {
  const [remove] = useMutation(AppListingDeleteMutation, refetchApp());
  return useCallback((listingId: string) => remove({ variables: { id: listingId } }), [remove]);
}

export interface ListingImageServer {
  /** Asks for a presigned PUT of one image. */
  authorize: AuthorizeUpload;
  /** Deletes an image saved with the listing (spec §4 "Files"); absent while the listing is not saved yet. */
  deleteSaved?: (kind: ImageKind, image: UploadedImage) => Promise<unknown>;
}

/** The server calls of the listing's image fields. */
export function useListingImageServer(listingId: string | null): ListingImageServer {
  const [authorizeUpload] = useMutation(S3UploadAuthorizationMutation);
  const [deleteImage] = useMutation(AppListingImageDeleteMutation);
  return useMemo(() => {
    const authorize: AuthorizeUpload = async ({ contentType, fileName, size }) => {
      const { data } = await authorizeUpload({ variables: { contentType, fileName, size } });
      if (!data) throw new Error('The upload could not be prepared. Please try again.');
      return data.s3UploadAuthorization;
    };
    const deleteSaved = listingId
      ? (kind: ImageKind, image: UploadedImage) => deleteImage({ variables: { id: listingId, imageType: kind, imageKey: image.s3Key } })
      : undefined;
    return { authorize, deleteSaved };
  }, [authorizeUpload, deleteImage, listingId]);
}
