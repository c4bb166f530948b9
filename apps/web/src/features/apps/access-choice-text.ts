import { isHighRiskScope, type AppScope } from '@appstore/shared/installations/scopes';

/** What the access chosen for a new app amounts to, under its checklist. */
export function accessCountText(scopes: readonly AppScope[]): string {
  if (scopes.length === 0) return "Nothing chosen: the app can read only the vendor's company name.";
  const risky = scopes.filter(isHighRiskScope).length;
  return `${scopes.length} chosen${risky ? `, ${risky} of them high risk` : ''}.`;
}
