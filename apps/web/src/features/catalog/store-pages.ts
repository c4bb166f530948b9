import { emptyStoreSearch, parseStoreSearch } from '@appstore/shared/catalog/store-search';
import { publicListingsVariables } from './hooks/usePublicListings';
import { PublicAppListingsQuery, PublicCategoriesQuery } from './operations';
import { PublicAppListingQuery, publicListingVariables } from './listing.operations';
import { PublicAppReviewsQuery, publicReviewsVariables } from './reviews.operations';
import { pageTitle } from '../../shared/hooks/useDocumentTitle';
import { searchPageTitle } from './views/search-title';
import type { StoreDocument } from '../../shared/store-data/store-query';
import type { PublicAppListingQuery as ListingData } from '../../gql/graphql';

/** One query a store page renders from: the server runs it before rendering, the page reads it back. */
export interface StorePageQuery {
  document: StoreDocument<unknown, object>;
  variables: object;
}

/** What the server needs to know of a store page before it renders it. */
export interface StorePage {
  /** The view's source module, so the server can tell the browser to fetch its chunk at once. */
  view: string | null;
  queries: StorePageQuery[];
  /** On a listing page, the query whose listing gives the head fields and the status (404 when missing). */
  listing?: StorePageQuery;
  /** The page's title as its view sets it, when the path alone decides it. */
  title?: string;
}

const query = <TData, TVariables extends object>(document: StoreDocument<TData, TVariables>, variables: TVariables): StorePageQuery => ({
  document: document as StoreDocument<unknown, object>,
  variables,
});

const DETAILS = /^\/app-details\/([^/]+)\/?$/;

/** As the router decodes a path parameter; a malformed escape stays as it came. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The public store's server-rendered pages (spec §2) and the queries each renders from: the same documents
 * and variables the views ask for, so the browser finds every answer in the page's data. Any other path
 * renders the router's 404 page.
 */
export function storePage(pathname: string, search: URLSearchParams): StorePage {
  if (pathname === '/') {
    return {
      view: 'src/features/catalog/views/HomeView.tsx',
      queries: [query(PublicAppListingsQuery, publicListingsVariables(emptyStoreSearch())), query(PublicCategoriesQuery, {})],
      title: pageTitle(),
    };
  }
  if (pathname === '/apps' || pathname === '/apps/') {
    const storeSearch = parseStoreSearch(search);
    return {
      view: 'src/features/catalog/views/SearchView.tsx',
      queries: [query(PublicAppListingsQuery, publicListingsVariables(storeSearch)), query(PublicCategoriesQuery, {})],
      title: searchPageTitle(storeSearch.q),
    };
  }
  const details = DETAILS.exec(pathname);
  if (details) {
    const listingId = decodePathSegment(details[1]!);
    const listing = query(PublicAppListingQuery, publicListingVariables(listingId));
    // the first page of reviews is rendered with the page; more pages and the other order load on demand
    const reviews = query(PublicAppReviewsQuery, publicReviewsVariables(listingId));
    return { view: 'src/features/catalog/views/AppDetailsView.tsx', queries: [listing, reviews], listing };
  }
  return { view: null, queries: [] };
}

/** The listing a details page rendered, if it is one: the head's title, description and preview image come from it. */
export function renderedListing(result: { data?: unknown } | undefined): ListingData['publicAppListing'] | null {
  return (result?.data as ListingData | undefined)?.publicAppListing ?? null;
}
