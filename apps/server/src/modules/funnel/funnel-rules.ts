/**
 * What the listing funnel counts and how a request is read: pure rules, so that the store pages, the
 * store API and the platform routes count alike. Nothing about the visitor is read but the User-Agent (to skip
 * bots), the pages it came from, what kind of request the browser says it is, and the address (for the daily
 * caps, kept only as a keyed hash with the day, until the day ends: funnel-counter.ts).
 */

import type { FunnelSource } from '@appstore/shared/reports/funnel';

/** The `from=` values the store's links carry (lower case in URLs). */
const FROM_VALUES: Record<string, FunnelSource> = { home: 'HOME', search: 'SEARCH', category: 'CATEGORY', direct: 'DIRECT' };

/**
 * Crawlers, link-preview fetchers and scripts name themselves. HeadlessChrome is not among them: it is how the
 * browser tests (and some real tools) drive Chromium, and a person may be behind it.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|skypeuripreview|bitlybot|lighthouse|pingdom|uptime|monitor|scanner|python-requests|python-urllib|aiohttp|curl\/|wget\/|go-http-client|java\/|okhttp|libwww|httpclient|feedfetcher|mediapartners|ahrefs|semrush|bingpreview/i;

/** A request whose User-Agent is missing or names a bot is not counted. */
export function isBot(userAgent: string | undefined | null): boolean {
  const agent = userAgent?.trim();
  if (!agent) return true;
  return BOT_AGENT.test(agent);
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
};

/**
 * A page the visitor's browser opened for them: a GET, not by a bot, not a prefetch (of a link the visitor may
 * never follow), and, from a browser that says what it fetches (Sec-Fetch-Dest, which every current one sends), a
 * document: not an image, frame or script request, which another site's pages could make their visitors send.
 */
export function isPageNavigation(method: string, headers: Headers): boolean {
  if (method !== 'GET' || isBot(header(headers, 'user-agent'))) return false;
  if (/prefetch|prerender/.test(`${header(headers, 'sec-purpose') ?? ''} ${header(headers, 'purpose') ?? ''}`)) return false;
  const dest = header(headers, 'sec-fetch-dest');
  return dest === undefined || dest === 'document';
}

/** An address as a URL, if it is one (a Referer may be anything). */
function parseUrl(address: string | undefined | null): URL | null {
  if (!address) return null;
  try {
    return new URL(address, 'http://store.invalid');
  } catch {
    return null;
  }
}

/** The source a `from=` value names, if it names one. */
export function fromParam(value: unknown): FunnelSource | null {
  return typeof value === 'string' ? (FROM_VALUES[value.toLowerCase()] ?? null) : null;
}

/** The store page a visitor was on, as a source: home, a search, a category, or none of these. */
export function pageSource(url: URL): FunnelSource | null {
  const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/') return 'HOME';
  if (path !== '/apps') return null;
  if (url.searchParams.get('q')?.trim()) return 'SEARCH';
  if (url.searchParams.get('category')?.trim()) return 'CATEGORY';
  return null;
}

/** A Referer counts only from the store's own pages: another site's address says nothing of the store. */
export function storeReferer(referer: string | undefined | null, host: string | undefined): URL | null {
  const url = parseUrl(referer);
  return url && host && url.host.toLowerCase() === host.toLowerCase() ? url : null;
}

/**
 * Cards delivered by a listings query: a term makes them search results, a category filter a category's apps,
 * otherwise the page that asked (the server-rendered page's own URL, or the Referer of the browser's query)
 * says home, else direct (the plain /apps list, a link from elsewhere).
 */
export function impressionSource(filter: { searchTerm?: unknown; category?: unknown } | null | undefined, page: URL | null): FunnelSource {
  if (typeof filter?.searchTerm === 'string' && filter.searchTerm.trim()) return 'SEARCH';
  if (typeof filter?.category === 'string' && filter.category.trim()) return 'CATEGORY';
  return page && pageSource(page) === 'HOME' ? 'HOME' : 'DIRECT';
}

/**
 * Where a listing view or an Install click came from: the `from=` the store's cards and Install button put in
 * their links, else the store page the visitor came from (its Referer), else direct.
 */
export function visitSource(page: URL | null, previous: URL | null): FunnelSource {
  return (
    fromParam(page?.searchParams.get('from')) ??
    (previous && (fromParam(previous.searchParams.get('from')) ?? pageSource(previous))) ??
    'DIRECT'
  );
}

/** One store API answer's funnel: the apps whose cards it delivered, and the app whose listing page it is. */
export interface AnswerFunnel {
  impressions: number[];
  listing: number | null;
}

const appIdOf = (node: unknown): number | null => {
  const id = Number((node as { appId?: unknown } | null)?.appId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The cards (`publicAppListings` nodes) and the listing page (`publicAppListing` with its `appId`: the reviews
 * query asks for the listing without it, and is not a view) in a store API answer's data.
 */
export function answerFunnel(data: unknown): AnswerFunnel {
  const root = (data ?? {}) as { publicAppListings?: { edges?: { node?: unknown }[] } | null; publicAppListing?: unknown };
  const impressions = (root.publicAppListings?.edges ?? []).map((edge) => appIdOf(edge?.node)).filter((id): id is number => id !== null);
  return { impressions, listing: appIdOf(root.publicAppListing) };
}

/** The UTC day of `at`, as the counters are kept. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
