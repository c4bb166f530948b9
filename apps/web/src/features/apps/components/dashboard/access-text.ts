import { APP_SCOPES } from '@appstore/shared/installations/scopes';

/** How the Access card words a version and the installations that have not accepted the latest one. */
export interface VersionSummary {
  version: number;
  scopes: readonly string[];
  added: readonly string[];
  removed: readonly string[];
  installationCount: number;
}

const list = (scopes: readonly string[]) => (scopes.length <= 3 ? scopes.join(', ') : `${scopes.length} scopes`);

export function versionChangeText(v: VersionSummary): string {
  // a new app's first version is what its developer picked; an app older than that choice had every scope
  if (v.version === 1) {
    if (v.scopes.length === 0) return 'First version: no access';
    return `First version: ${v.scopes.length === APP_SCOPES.length ? 'every scope' : list(v.scopes)}`;
  }
  const parts = [v.added.length ? `Added ${list(v.added)}` : '', v.removed.length ? `Removed ${list(v.removed)}` : ''].filter(Boolean);
  return parts.join('; ');
}

/** Null when every installation is on the latest version (versions come newest first). */
export function waitingText(versions: readonly VersionSummary[]): string | null {
  const behind = versions.slice(1).reduce((sum, v) => sum + v.installationCount, 0);
  if (behind === 0) return null;
  const latest = versions[0]!.version;
  return behind === 1
    ? `1 installation has not accepted version ${latest} yet. Until it does, it keeps the access it accepted.`
    : `${behind} installations have not accepted version ${latest} yet. Until they do, they keep the access they accepted.`;
}
