import { LIMITS } from '../limits/limits.ts';

/**
 * Spec §5 "Image upload": what a refused file is told. The browser checks first with these words, and the server
 * says the same when a file gets past the browser.
 */
export const IMAGE_TYPE_MESSAGE = 'Only jpg, jpeg or png images can be uploaded';
export const IMAGE_SIZE_MESSAGE = `Images can be at most ${LIMITS.uploadMaxBytes.toLocaleString('en-US')} bytes`;
export const IMAGE_EMPTY_MESSAGE = 'The file is empty';
export const IMAGE_UNREADABLE_MESSAGE = 'The file is not a valid PNG or JPEG image';
export const IMAGE_SIDES_MESSAGE = `Images can be at most ${LIMITS.imageSideMax.toLocaleString('en-US')} px wide and high`;

/** What is wrong with an image's pixel size whatever it is used for, or null. */
export function imageSidesProblem(dimensions: { width: number; height: number }): string | null {
  return dimensions.width > LIMITS.imageSideMax || dimensions.height > LIMITS.imageSideMax ? IMAGE_SIDES_MESSAGE : null;
}

/**
 * Not in the spec: what an upload (or a save that uses one) is told when object storage is down or answers
 * errors. The server says it for the local driver and the API; the browser says it for a 5xx from the bucket.
 */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is not available right now, so nothing was saved. Please try again in a few minutes.';
