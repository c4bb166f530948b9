/** Typed paths of the staff screens. */
export const reviewQueuePath = '/extranet/admin/reviews';
export const reviewAppPath = '/extranet/admin/reviews/:appId';

export function reviewQueueUrl(): string {
  return reviewQueuePath;
}

export function reviewAppUrl(appId: string): string {
  return reviewAppPath.replace(':appId', encodeURIComponent(appId));
}

export const adminPayoutsPath = '/extranet/admin/payouts';

export function adminPayoutsUrl(): string {
  return adminPayoutsPath;
}

export const adminCategoriesPath = '/extranet/admin/categories';

export function adminCategoriesUrl(): string {
  return adminCategoriesPath;
}
