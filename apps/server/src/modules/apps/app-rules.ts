import type { AppRow } from './apps.queries.ts';

/** Spec §4: price plans (and the app's pricing) change only while the app is not in review or published. */
export function pricingLocked(app: Pick<AppRow, 'status'>): boolean {
  return app.status === 'IN_REVIEW' || app.status === 'PUBLISHED';
}

/** Spec §4 and server-behaviour: which apps may be deleted. */
export function canDeleteApp(app: Pick<AppRow, 'type' | 'status' | 'linkedVendorId'>): boolean {
  if (app.type === 'CUSTOM') return app.linkedVendorId === null;
  return app.status === 'DRAFT' || app.status === 'REJECTED' || app.status === 'UNPUBLISHED';
}

/** Spec §4: Submit for review is offered in DRAFT or REJECTED (and again after unpublishing). */
export function canSubmitForReview(app: Pick<AppRow, 'type' | 'status'>): boolean {
  return app.type === 'PUBLIC' && (app.status === 'DRAFT' || app.status === 'REJECTED' || app.status === 'UNPUBLISHED');
}

/** After a custom app is published its listing and pricing are locked. */
export function listingLocked(app: Pick<AppRow, 'type' | 'customPublishedAt'>): boolean {
  return app.type === 'CUSTOM' && app.customPublishedAt !== null;
}
