import {
  defaultSorting,
  isCategorySlug,
  isCountryCode,
  LIMITS,
  parseSearchTerm,
  type ListingSorting,
  type PricingFilter,
} from '@appstore/shared';
import type { Db } from '../../db/client.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ListingFilter } from './listing-filter.ts';
import {
  countListings,
  effectiveSorting,
  findListingPage,
  findPublicListing,
  type StoreListingRow,
  type ListingSortKeys,
} from './catalog.queries.ts';
import { expandSearchTerm } from './search-terms.ts';

export const LISTING_NOT_FOUND = 'Sorry we could not find the page you were looking for.';

export interface ListingSearch {
  searchTerm?: string | null;
  sorting?: ListingSorting | null;
  first?: number | null;
  after?: string | null;
  /** a category's slug */
  category?: string | null;
  pricing?: PricingFilter | null;
  /** alpha-2 code of the country the app must work in */
  country?: string | null;
}

/** The filters in the form the statement takes; a malformed one is a clear error, not an empty page. */
function listingFilter(args: ListingSearch): ListingFilter {
  const categorySlug = args.category?.trim().toLowerCase() || null;
  const country = args.country?.trim().toUpperCase() || null;
  const problems = [
    ...(categorySlug && !isCategorySlug(categorySlug) ? [{ field: 'filter.category', message: 'Not a category' }] : []),
    ...(country && !isCountryCode(country) ? [{ field: 'filter.country', message: 'Not a country code' }] : []),
  ];
  if (problems.length) throw new ValidationError(problems);
  return { categorySlug, pricing: args.pricing ?? null, country };
}

/** A sorting's cursors: a cursor of one sorting is invalid in another, whose first key is of another kind. */
interface ListingCursor {
  encode(keys: ListingSortKeys): string;
  decode(cursor: string | null | undefined): ListingSortKeys | null;
}
const LISTING_CURSORS: Record<ListingSorting, ListingCursor> = {
  NEWEST: defineCursor('publicAppListings:NEWEST', ['micros', 'id']),
  NAME: defineCursor('publicAppListings:NAME', ['text', 'id']),
  POPULAR: defineCursor('publicAppListings:POPULAR', ['count', 'id']),
  RELEVANCE: defineCursor('publicAppListings:RELEVANCE', ['number', 'id']),
  RATING: defineCursor('publicAppListings:RATING', ['ratingKey', 'id']),
};

/** The public catalogue: published public apps, newest first, or ranked by a search term. */
export async function searchPublicListings(db: Db, args: ListingSearch) {
  const filter = listingFilter(args);
  const parsed = parseSearchTerm(args.searchTerm);
  const sorting = args.sorting ?? defaultSorting(parsed?.text);
  const size = pageSize(args.first, LIMITS.storePageSize);
  const cursors = LISTING_CURSORS[effectiveSorting(sorting, Boolean(parsed?.words.length))];
  const after = cursors.decode(args.after);
  if (parsed && parsed.words.length === 0) return toConnection<StoreListingRow>([], size, 0, () => '', after !== null);
  const term = parsed && (await expandSearchTerm(db, parsed));
  const query = { term, sorting, after, limit: size + 1, filter };
  // the page's statement counts too; only a page past the end, which has no row to carry the total, counts apart
  const page = await findListingPage(db, query);
  const totalCount = page.total ?? (await countListings(db, term, filter));
  return toConnection(page.rows, size, totalCount, (row: StoreListingRow) => cursors.encode(row.sortKeys), after !== null);
}

/** One listing of a published public app; anything else answers exactly as a missing listing. */
export async function getPublicListing(db: Db, id: string | number): Promise<StoreListingRow> {
  const numericId = Number(id);
  const listing = Number.isSafeInteger(numericId) && numericId > 0 ? await findPublicListing(db, numericId) : null;
  if (!listing) throw new NotFoundError(LISTING_NOT_FOUND);
  return listing;
}
