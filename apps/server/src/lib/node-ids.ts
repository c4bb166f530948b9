import { NotFoundError } from './errors.ts';
import { fromGlobalId, toGlobalId } from './global-id.ts';

/** The App API's node types and their global IDs (platform-protocol: unpadded base64 of `Type:number`). */
export type AppApiNode = 'Vendor' | 'VendorUser' | 'Experience' | 'Booking' | 'Review';

export const globalId = (type: AppApiNode, id: number) => toGlobalId(type, id);

/**
 * The row id inside a global ID of `type`. Anything else (malformed, another type) answers as a missing
 * object would, so an app learns nothing from guessing.
 */
export function rowId(type: AppApiNode, id: string): number {
  const n = fromGlobalId(type, id);
  if (n === null || n < 1 || n > 2_147_483_647) throw new NotFoundError(`${type} not found`);
  return n;
}
