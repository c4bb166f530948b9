/** Typed paths of the installation screens (spec §2). */
export const installationsPath = '/extranet/apps/:appId/installations';
export const installationPath = '/extranet/apps/:appId/installations/:installationId';

// The explorers have their own (entry-sized) module; re-exported here, where the screens look for them.
export { graphiqlUrl, referenceExplorerUrl } from './explorer';

export function installationsUrl(appId: string): string {
  return installationsPath.replace(':appId', encodeURIComponent(appId));
}

export function installationUrl(appId: string, installationId: string): string {
  return installationPath.replace(':appId', encodeURIComponent(appId)).replace(':installationId', encodeURIComponent(installationId));
}
