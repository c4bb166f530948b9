import { parseRedirectUrls, type GettingStartedStepId } from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/sessions.ts';
import type { AppRow } from '../apps/apps.queries.ts';
import { findOwnAppProgress } from '../apps/apps.service.ts';
import { ownAppHasTestInstallation } from '../installations/partner-installations.ts';
import { ownAppHasListing } from '../listings/listings.service.ts';
import { ownOrganizationAgreedToTerms } from '../organizations/organizations.service.ts';

export interface GettingStartedStep {
  id: GettingStartedStepId;
  done: boolean;
}

export interface GettingStarted {
  /** The public app the app steps are about (see findOrganizationLeadPublicApp); null before the first one. */
  app: AppRow | null;
  steps: GettingStartedStep[];
  complete: boolean;
}

/**
 * The viewer's organisation's getting-started checklist, read live from each domain through its own service.
 * The app steps follow one public app: once it has been submitted for review, its setup, listing and test
 * installation passed the validation report, so they count as done even if changed since.
 */
export async function getGettingStarted(db: Db, viewer: Viewer): Promise<GettingStarted> {
  // platform staff in their own organisation are not a partner starting out; disguised, they see the partner's
  if (viewer.user.adminUser && !viewer.disguised) return { app: null, steps: [], complete: true };
  const [termsAgreed, { appCount, leadPublicApp: app }] = await Promise.all([
    ownOrganizationAgreedToTerms(db, viewer),
    findOwnAppProgress(db, viewer),
  ]);
  const submitted = app !== null && app.status !== 'DRAFT';
  const [listed, testInstalled] =
    app && !submitted
      ? await Promise.all([ownAppHasListing(db, viewer, app), ownAppHasTestInstallation(db, viewer, app)])
      : [submitted, submitted];
  const done: Record<GettingStartedStepId, boolean> = {
    AGREE_TO_TERMS: termsAgreed,
    CREATE_APP: appCount > 0,
    SET_UP_APP: submitted || (app !== null && isSetUp(app)),
    WRITE_LISTING: listed,
    TEST_INSTALLATION: testInstalled,
    SUBMIT_FOR_REVIEW: submitted,
  };
  const steps = (Object.keys(done) as GettingStartedStepId[]).map((id) => ({ id, done: done[id] }));
  return { app, steps, complete: steps.every((s) => s.done) };
}

/** Credentials come with the app; the partner sets where it launches, where OAuth returns, and who we write to. */
function isSetUp(app: AppRow): boolean {
  return Boolean(app.appUrl) && parseRedirectUrls(app.redirectUrlWhitelist).length > 0 && Boolean(app.apiContactEmail);
}
