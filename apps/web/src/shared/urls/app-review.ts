/** Typed paths of the app review screens: staff approve or reject the apps waiting in the queue. */
export const reviewQueuePath = '/extranet/admin/reviews';
export const reviewAppPath = '/extranet/admin/reviews/:appId';

export function reviewQueueUrl(): string {
  return reviewQueuePath;
}

export function reviewAppUrl(appId: string): string {
  return reviewAppPath.replace(':appId', encodeURIComponent(appId));
}
