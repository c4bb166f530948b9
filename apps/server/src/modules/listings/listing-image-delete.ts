import { and, eq } from 'drizzle-orm';
import type { ImageKind } from '@appstore/shared';
import { appListings, listingKeyBenefits, listingScreenshots } from '../../db/schema/listings.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { listingLocked } from '../apps/app-rules.ts';
import { deleteUnusedFiles, findOrganizationFiles, type UploadDeps } from '../files/files.service.ts';
import { findOwnListing, type ListingTableRow } from './listings.service.ts';

/**
 * Spec §4 "deleting a saved file calls a delete and clears the field": clears the listing's icon, key-benefit
 * image or screenshot image that pointed at the image, and removes the image unless something else uses it.
 */
export async function deleteListingImage(
  deps: UploadDeps,
  viewer: Viewer,
  id: string | number,
  kind: ImageKind,
  key: string,
): Promise<ListingTableRow> {
  const { listing, app } = await findOwnListing(deps.db, viewer, id);
  if (listingLocked(app)) throw new ConflictError('The listing of a published custom app cannot change');
  const file = (await findOrganizationFiles(deps.db, viewer.organization.id, [key])).get(key);
  if (!file) throw new NotFoundError('Image not found');
  const cleared = await deps.db.transaction(async (tx) => {
    if (kind === 'ICON') {
      return (
        await tx
          .update(appListings)
          .set({ iconFileId: null })
          .where(and(eq(appListings.id, listing.id), eq(appListings.iconFileId, file.id)))
          .returning()
      ).length;
    }
    const table = kind === 'KEY_BENEFIT' ? listingKeyBenefits : listingScreenshots;
    return (
      await tx
        .update(table)
        .set({ imageFileId: null })
        .where(and(eq(table.listingId, listing.id), eq(table.imageFileId, file.id)))
        .returning()
    ).length;
  });
  if (cleared === 0) throw new NotFoundError('Image not found');
  await deleteUnusedFiles(deps, [file.id]);
  await audit(deps.db, viewer, 'listing.image.delete', { type: 'listing', id: listing.id }, { kind, key });
  const [updated] = await deps.db.select().from(appListings).where(eq(appListings.id, listing.id));
  return updated!;
}
