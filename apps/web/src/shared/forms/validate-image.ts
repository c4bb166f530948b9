import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_SIDES_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  imageSidesProblem,
} from '@appstore/shared/files/messages';
import { LIMITS } from '@appstore/shared/limits/limits';

/*
 * Spec §5 "Image upload": the browser checks what the server checks, with the server's own words, before
 * anything is sent, so a wrong file fails at once instead of after a 20 MB upload. The messages live in
 * packages/shared, beside the server's use of them.
 */
export { IMAGE_EMPTY_MESSAGE, IMAGE_SIDES_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_UNREADABLE_MESSAGE };

export type ImageContentType = (typeof LIMITS.imageContentTypes)[number];

export interface RequiredImageSize {
  width: number;
  height: number;
  /** The server's message for another size, e.g. 'The app icon must be 1200x1200 px'. */
  message: string;
}

export const ICON_IMAGE_SIZE: RequiredImageSize = {
  ...LIMITS.iconSize,
  message: `The app icon must be ${LIMITS.iconSize.width}x${LIMITS.iconSize.height} px`,
};

export const KEY_BENEFIT_IMAGE_SIZE: RequiredImageSize = {
  ...LIMITS.keyBenefitImageSize,
  message: `Key benefit images must be ${LIMITS.keyBenefitImageSize.width}x${LIMITS.keyBenefitImageSize.height} px`,
};

/** The `accept` of the file input: what the picker offers (the types of LIMITS.imageContentTypes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

/** The byte limit as people read it: 'up to 20 MB'. */
export const IMAGE_MAX_TEXT = `up to ${LIMITS.uploadMaxBytes / 1_000_000} MB`;

const BY_EXTENSION: Record<string, ImageContentType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/**
 * The content type to upload a file as, or null when it is not a jpg, jpeg or png. Some systems report
 * 'image/jpg', or no type at all; then the file name's extension decides.
 */
export function imageContentType(file: { name: string; type: string }): ImageContentType | null {
  const type = file.type.trim().toLowerCase();
  if (type === 'image/jpg') return 'image/jpeg';
  if ((LIMITS.imageContentTypes as readonly string[]).includes(type)) return type as ImageContentType;
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') ? (BY_EXTENSION[extension] ?? null) : null;
}

/** What is wrong with the file itself (type, byte size), or null. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!imageContentType(file)) return IMAGE_TYPE_MESSAGE;
  if (file.size > LIMITS.uploadMaxBytes) return IMAGE_SIZE_MESSAGE;
  if (file.size === 0) return IMAGE_EMPTY_MESSAGE;
  return null;
}

/** What is wrong with the image's pixel size: too large for any use, or not the size required; else null. */
export function imageSizeProblem(dimensions: { width: number; height: number }, required?: RequiredImageSize | null): string | null {
  const sides = imageSidesProblem(dimensions);
  if (sides || !required) return sides;
  return dimensions.width === required.width && dimensions.height === required.height ? null : required.message;
}

/** '1200 × 1200 px · 245 KB' (either part when only it is known). */
export function imageSizeText(image: { width?: number | null; height?: number | null; size?: number | null }): string {
  const parts: string[] = [];
  if (image.width && image.height) parts.push(`${image.width} × ${image.height} px`);
  if (image.size) parts.push(byteSizeText(image.size));
  return parts.join(' · ');
}

export function byteSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * The pixel size of an image file, read in the browser: the server answers an S3 upload without it, and
 * the size must be checked before uploading. Rejects when the browser cannot decode the file.
 */
export async function readImageDimensions(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const dimensions = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return dimensions;
    } catch {
      // some browsers cannot make bitmaps of every JPEG flavour; an <img> element still can
    }
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error(IMAGE_UNREADABLE_MESSAGE));
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
