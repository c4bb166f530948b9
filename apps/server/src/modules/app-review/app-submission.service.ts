import { LINK_NEEDS_LISTING_MESSAGE } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Viewer } from '../accounts/sessions.ts';
import { audit } from '../accounts/viewer.ts';
import { linkVendor, markCustomPublished, markSubmitted, withLockedApp } from '../apps/app-status.ts';
import { parseId, type AppRow } from '../apps/apps.queries.ts';
import type { AppDeps } from '../apps/apps.service.ts';
import { canSubmitForReview } from '../apps/app-rules.ts';
import { hasListing } from '../listings/listings.queries.ts';
import { hasAgreedToTerms } from '../organizations/organizations.queries.ts';
import { findRealVendor } from '../vendors/vendors.queries.ts';
import { computeValidationReport } from './validation-report.ts';

export const TERMS_REQUIRED = 'Your organisation must agree to the API Terms and the Partner terms before publishing.';

async function requireTerms(db: Db, organizationId: number) {
  if (!(await hasAgreedToTerms(db, organizationId))) throw new ValidationError([{ field: 'terms', message: TERMS_REQUIRED }]);
}

/**
 * DRAFT, REJECTED or UNPUBLISHED public app → IN_REVIEW. The validation report must be valid, except for
 * a rejected app (spec §4: staff already know what is missing); the terms are needed in every case.
 */
export async function submitForReview(deps: AppDeps, viewer: Viewer, id: string | number): Promise<AppRow> {
  const updated = await withLockedApp(deps.db, viewer, id, async (tx, app) => {
    if (app.type !== 'PUBLIC') throw new ConflictError('Custom apps are not reviewed: publish them with "Publish your custom app"');
    if (!canSubmitForReview(app)) throw new ConflictError('Only draft, rejected or unpublished apps can be submitted for review');
    await requireTerms(tx, app.organizationId);
    if (app.status !== 'REJECTED') {
      const report = await computeValidationReport(tx, app);
      if (!report.valid) {
        const problems = [...report.items, ...report.listingsReports.flatMap((r) => r.items)].filter((i) => !i.valid);
        throw new ValidationError(problems.map((p) => ({ field: p.type, message: p.message.replace(/\.$/, '') })));
      }
    }
    return markSubmitted(tx, app.id, viewer.user.id);
  });
  await audit(deps.db, viewer, 'app.submit', { type: 'app', id: updated.id });
  return updated;
}

/** Links a custom app to the one vendor who may install it. Needs a listing; irreversible. */
export async function linkCustomAppToVendor(
  deps: AppDeps,
  viewer: Viewer,
  appId: string | number,
  vendorId: string | number,
): Promise<AppRow> {
  const updated = await withLockedApp(deps.db, viewer, appId, async (tx, app) => {
    if (app.type !== 'CUSTOM') throw new ConflictError('Only custom apps are linked to a vendor');
    if (app.linkedVendorId !== null) throw new ConflictError('This app is already linked to a vendor; the link cannot change');
    if (!(await hasListing(tx, app.id))) throw new ValidationError([{ field: 'listing', message: LINK_NEEDS_LISTING_MESSAGE }]);
    const vid = parseId(vendorId);
    const vendor = vid === null ? null : await findRealVendor(tx, vid);
    if (!vendor) throw new NotFoundError('Vendor not found');
    return linkVendor(tx, app.id, vendor.id);
  });
  await audit(deps.db, viewer, 'app.custom.link', { type: 'app', id: updated.id }, { vendorId: updated.linkedVendorId });
  return updated;
}

/** 'Publish your custom app': the linked vendor may now install it; listing and pricing are locked. */
export async function publishCustomApp(deps: AppDeps, viewer: Viewer, appId: string | number): Promise<AppRow> {
  const updated = await withLockedApp(deps.db, viewer, appId, async (tx, app) => {
    if (app.type !== 'CUSTOM') throw new ConflictError('Only custom apps are published this way; public apps are submitted for review');
    if (app.linkedVendorId === null) throw new ConflictError('Link your custom app to a vendor before publishing it');
    if (app.customPublishedAt !== null) throw new ConflictError('This custom app is already published');
    await requireTerms(tx, app.organizationId);
    return markCustomPublished(tx, app.id);
  });
  await audit(deps.db, viewer, 'app.custom.publish', { type: 'app', id: updated.id });
  return updated;
}
