import { isCategorySlug } from '../categories/slug.ts';
import { isCountryCode } from '../countries/countries.ts';
import { SEARCH_TERM_MAX } from './search-term.ts';
import { defaultSorting, type ListingSorting } from './sorting.ts';

/** The store's pricing filter; what each means is decided in one statement on the server (catalog.queries.ts). */
export const PRICING_FILTERS = ['FREE', 'FREE_PLAN', 'FREE_TRIAL', 'PAID'] as const;
export type PricingFilter = (typeof PRICING_FILTERS)[number];

export const PRICING_FILTER_LABELS: Record<PricingFilter, string> = {
  FREE: 'Free',
  FREE_PLAN: 'Free plan available',
  FREE_TRIAL: 'Free trial',
  PAID: 'Paid',
};

const PRICING_PARAMS: Record<PricingFilter, string> = { FREE: 'free', FREE_PLAN: 'free-plan', FREE_TRIAL: 'free-trial', PAID: 'paid' };

/** The sort choices of `/apps`, in the order offered. RELEVANCE only with a term. */
export const STORE_SORTS: { sorting: ListingSorting; param: string; label: string }[] = [
  { sorting: 'RELEVANCE', param: 'relevance', label: 'Relevance' },
  { sorting: 'POPULAR', param: 'installs', label: 'Most installed' },
  { sorting: 'RATING', param: 'rating', label: 'Highest rated' },
  { sorting: 'NEWEST', param: 'newest', label: 'Newest' },
  { sorting: 'NAME', param: 'name', label: 'Name' },
];

/** What `/apps` shows: the one description of its URL, read by the page, the server renderer and its cache. */
export interface StoreSearch {
  q: string;
  category: string | null;
  pricing: PricingFilter | null;
  /** Alpha-2 code: only apps that work there (an app that names no countries works everywhere). */
  country: string | null;
  sorting: ListingSorting;
}

export function emptyStoreSearch(): StoreSearch {
  return { q: '', category: null, pricing: null, country: null, sorting: 'NEWEST' };
}

/**
 * The search a URL asks for. Unknown or malformed values are ignored (a link edited by hand still opens a page),
 * and a sort that needs a term falls back to the default.
 */
export function parseStoreSearch(params: URLSearchParams): StoreSearch {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_TERM_MAX);
  const category = (params.get('category') ?? '').trim().toLowerCase();
  const pricingParam = params.get('pricing');
  const pricing = PRICING_FILTERS.find((p) => PRICING_PARAMS[p] === pricingParam) ?? null;
  const country = (params.get('country') ?? '').trim().toUpperCase();
  const sort = STORE_SORTS.find((s) => s.param === params.get('sort'));
  const sorting = sort && (sort.sorting !== 'RELEVANCE' || q) ? sort.sorting : defaultSorting(q);
  return {
    q,
    category: isCategorySlug(category) ? category : null,
    pricing,
    country: isCountryCode(country) ? country : null,
    sorting,
  };
}

/** The search's query string in its one spelling (fixed order, defaults left out), without '?'; '' for all apps. */
export function storeSearchQuery(search: Partial<StoreSearch>): string {
  const params = new URLSearchParams();
  const q = (search.q ?? '').trim();
  if (q) params.set('q', q);
  if (search.category) params.set('category', search.category);
  if (search.pricing) params.set('pricing', PRICING_PARAMS[search.pricing]);
  if (search.country) params.set('country', search.country);
  const sort = STORE_SORTS.find((s) => s.sorting === search.sorting);
  if (sort && search.sorting !== defaultSorting(q) && (sort.sorting !== 'RELEVANCE' || q)) params.set('sort', sort.param);
  return params.toString();
}

/** Whether the search filters the catalogue at all (a term or any filter). */
export function isFiltered(search: StoreSearch): boolean {
  return Boolean(search.q || search.category || search.pricing || search.country);
}
