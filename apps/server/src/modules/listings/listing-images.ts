import { imageSidesProblem, LIMITS, type ListingValues } from '@appstore/shared';
import { ValidationError, type FieldError } from '../../lib/errors.ts';
import { ensureUploadVerified, findOrganizationFiles, type FileRow, type UploadDeps } from '../files/files.service.ts';

export const IMAGE_NOT_FOUND = 'The image was not found. Please upload it again.';
const ICON_SIZE = `The app icon must be ${LIMITS.iconSize.width}x${LIMITS.iconSize.height} px`;
const BENEFIT_SIZE = `Key benefit images must be ${LIMITS.keyBenefitImageSize.width}x${LIMITS.keyBenefitImageSize.height} px`;

export interface ResolvedImages {
  icon: FileRow;
  benefits: (FileRow | null)[];
  screenshots: FileRow[];
}

/**
 * Turns the image keys of a listing into the organisation's own uploaded files, checked: another
 * organisation's key answers like a missing one; the icon and key-benefit images must have their sizes, and no
 * image may have a side over LIMITS.imageSideMax.
 */
export async function resolveListingImages(deps: UploadDeps, organizationId: number, listing: ListingValues): Promise<ResolvedImages> {
  const keys = [listing.icon!.s3Key, ...listing.keyBenefits.map((k) => k.image?.s3Key), ...listing.screenShots.map((s) => s.image!.s3Key)];
  const found = await findOrganizationFiles(
    deps.db,
    organizationId,
    keys.filter((k): k is string => !!k),
  );
  const problems: FieldError[] = [];
  const resolve = async (key: string | undefined, field: string): Promise<FileRow | null> => {
    if (!key) return null;
    const file = found.get(key);
    if (!file || file.kind !== 'IMAGE') {
      problems.push({ field, message: IMAGE_NOT_FOUND });
      return null;
    }
    let verified: FileRow;
    try {
      verified = await ensureUploadVerified(deps, file, field);
    } catch (err) {
      if (err instanceof ValidationError) problems.push(...err.fields);
      else throw err;
      return null;
    }
    // also an image uploaded before the rule: its variants could never be made
    const sides = verified.width && verified.height ? imageSidesProblem({ width: verified.width, height: verified.height }) : null;
    if (sides) problems.push({ field, message: sides });
    return sides ? null : verified;
  };
  const icon = await resolve(listing.icon!.s3Key, 'icon');
  if (icon && (icon.width !== LIMITS.iconSize.width || icon.height !== LIMITS.iconSize.height))
    problems.push({ field: 'icon', message: ICON_SIZE });
  const benefits: (FileRow | null)[] = [];
  for (const [i, benefit] of listing.keyBenefits.entries()) {
    const image = await resolve(benefit.image?.s3Key, `keyBenefits.${i}.image`);
    const { width, height } = LIMITS.keyBenefitImageSize;
    if (image && listing.includeKeyBenefitsImages && (image.width !== width || image.height !== height)) {
      problems.push({ field: `keyBenefits.${i}.image`, message: BENEFIT_SIZE });
    }
    benefits.push(image);
  }
  const screenshots: FileRow[] = [];
  for (const [i, shot] of listing.screenShots.entries()) {
    const image = await resolve(shot.image!.s3Key, `screenShots.${i}.image`);
    if (image) screenshots.push(image);
  }
  if (problems.length) throw new ValidationError(problems);
  return { icon: icon!, benefits, screenshots };
}
