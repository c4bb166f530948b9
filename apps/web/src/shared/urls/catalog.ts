/** Typed paths of the public App Store (spec §2). */
export const storeHomePath = '/';
export const searchPath = '/apps';
export const appDetailsPath = '/app-details/:listingId';

export function storeHomeUrl(): string {
  return storeHomePath;
}

/** `/apps`, or `/apps?q={term}` when a term is given. */
export function searchUrl(q?: string | null): string {
  const term = q?.trim();
  return term ? `${searchPath}?q=${encodeURIComponent(term)}` : searchPath;
}

export function appDetailsUrl(listingId: string): string {
  return `/app-details/${encodeURIComponent(listingId)}`;
}

/** The vendor's install of an app: a server page (vendor sign-in if needed, then the app's signed launch). */
export function vendorInstallUrl(appId: string): string {
  return `/vendor/install/${encodeURIComponent(appId)}`;
}
