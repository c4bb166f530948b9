import { portalHomePath } from './accounts';

export { portalHomePath, portalHomeUrl } from './accounts';

/**
 * A partner-area path relative to `/extranet`, for the portal's own route table (it is matched
 * below the `/extranet/*` route): `/extranet/team/:id` → `team/:id`, `/extranet` → ``.
 */
export function portalRoutePath(absolutePath: string): string {
  if (absolutePath === portalHomePath) return '';
  const prefix = `${portalHomePath}/`;
  if (!absolutePath.startsWith(prefix)) throw new Error(`${absolutePath} is not a partner-area path`);
  return absolutePath.slice(prefix.length);
}
