import { storeSearchQuery, type StoreSearch } from '@appstore/shared/catalog/store-search';

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

/** `/apps` with a term, filters and sort in their one spelling (store-search.ts): a link that can be shared. */
export function storeSearchUrl(search: Partial<StoreSearch>): string {
  const query = storeSearchQuery(search);
  return query ? `${searchPath}?${query}` : searchPath;
}

/** A category's page in the store. */
export function categoryUrl(slug: string): string {
  return storeSearchUrl({ category: slug });
}

/** Where a store card was: its link says so (`from=`), for the listing funnel's count of the listing's views. */
export type CardSource = 'home' | 'search' | 'category';

export function appDetailsUrl(listingId: string, from?: CardSource | null): string {
  return `/app-details/${encodeURIComponent(listingId)}${from ? `?from=${from}` : ''}`;
}

/** The vendor's install of an app: a server page (vendor sign-in if needed, then the app's signed launch). */
export function vendorInstallUrl(appId: string): string {
  return `/vendor/install/${encodeURIComponent(appId)}`;
}

/** The vendor's installed apps: a server page (vendor sign-in if needed). */
export function vendorAppsUrl(): string {
  return '/vendor/apps';
}

/** The vendor's "Rate this app" page (server-rendered; vendor sign-in if needed). */
export function vendorReviewUrl(appId: string): string {
  return `/vendor/apps/${encodeURIComponent(appId)}/review`;
}
