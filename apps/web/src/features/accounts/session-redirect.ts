import { portalHomeUrl } from '../../shared/urls/accounts';

/**
 * Where to go after login: the location the user was sent away from (`location.state.from`,
 * a path or a router location), or the portal home.
 */
export function redirectAfterLogin(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  if (typeof from === 'string' && isSafePath(from)) return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname = '', search = '', hash = '' } = from as { pathname?: string; search?: string; hash?: string };
    const path = `${pathname}${search}${hash}`;
    if (isSafePath(path)) return path;
  }
  return portalHomeUrl();
}

/** Only same-site paths; never `//host` or a scheme. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
