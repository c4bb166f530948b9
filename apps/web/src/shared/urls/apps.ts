/** Typed paths of the app screens (spec §2). */
export const appsPath = '/extranet/apps';
export const appCreatePath = '/extranet/apps/new';
export const appDashboardPath = '/extranet/apps/:appId/dashboard';
export const appEditPath = '/extranet/apps/:appId/edit';

const withApp = (path: string, appId: string) => path.replace(':appId', encodeURIComponent(appId));

export function appsUrl(): string {
  return appsPath;
}

export function appCreateUrl(): string {
  return appCreatePath;
}

export function appDashboardUrl(appId: string): string {
  return withApp(appDashboardPath, appId);
}

export function appEditUrl(appId: string): string {
  return withApp(appEditPath, appId);
}

/** Spec §2: a test installation of a public app opens {baseUrl}/appstore/test/{id} (served by the server). */
export function testInstallationUrl(appId: string): string {
  return `/appstore/test/${encodeURIComponent(appId)}`;
}

/** Listing screens (filled by the listings feature). */
export const listingCreatePath = '/extranet/apps/:appId/listings/new';
export const listingEditPath = '/extranet/apps/:appId/listings/:listingId/edit';

export function listingCreateUrl(appId: string): string {
  return withApp(listingCreatePath, appId);
}

export function listingEditUrl(appId: string, listingId: string): string {
  return withApp(listingEditPath, appId).replace(':listingId', encodeURIComponent(listingId));
}
