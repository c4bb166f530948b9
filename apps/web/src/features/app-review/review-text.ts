import { countryName } from '@appstore/shared/countries/country-names';
import { accessChange, type AccessChange } from '@appstore/shared/installations/app-access';
import { isAppScope, isHighRiskScope } from '@appstore/shared/installations/scopes';

/** Spec §5: an empty installation-country list means all countries. */
export function installationCountriesText(codes: readonly string[]): string {
  if (codes.length === 0) return 'All countries';
  return codes
    .map((code) => countryName(code))
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}

/** The staff decisions on an app, and what the queue says once one is made. */
export type ReviewDecision = 'approve' | 'reject' | 'unpublish';

export const DECISION_NOTICES: Record<ReviewDecision, string> = {
  approve: 'Approved: the app is now in the App Store.',
  reject: 'Rejected: the developer has been e-mailed.',
  unpublish: 'Unpublished.',
};

/** The queue's success message, handed over in the router's location state after a decision. */
export interface ReviewQueueState {
  reviewNotice: string;
}

export function reviewNoticeFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const notice = (state as Partial<ReviewQueueState>).reviewNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** How the review words the access an app asks for. */
export function requestedAccessText(scopes: readonly string[]): string {
  if (scopes.length === 0) return "Asks for no access: installs can read only the vendor's company name.";
  const risky = scopes.filter((s) => isAppScope(s) && isHighRiskScope(s)).length;
  const count = scopes.length === 1 ? '1 scope' : `${scopes.length} scopes`;
  return `Asks vendors for ${count}${risky ? `, ${risky} of them high risk` : ''}.`;
}

/**
 * What the access changed since staff last approved the app (`publishedVersion`, versions newest first): null when
 * the app was never approved. A published app changes its access without a new review, so staff see it here.
 */
export function accessSinceApproval(
  versions: readonly { version: number; scopes: readonly string[] }[],
  publishedVersion: number | null,
): AccessChange | null {
  if (publishedVersion === null) return null;
  const approved = versions.find((v) => v.version === publishedVersion);
  const latest = versions[0];
  if (!approved || !latest) return null;
  return accessChange(approved.scopes, latest.scopes);
}
