import { BoundedCache, stringBytes, type CacheBounds } from '../lib/bounded-cache.ts';
import { ClientBudget, type ClientBudgetOptions } from '../lib/client-budget.ts';
import { parseStoreSearch, storeSearchQuery } from '@appstore/shared';
import type { PageFunnel } from './store-pages.ts';

/**
 * Rendered store pages, whole: the home page costs some 100-250 ms of CPU to render and is the
 * same for every visitor until the catalogue changes. An entry is used only while the catalogue version it
 * was rendered under is current (the caller reads it from the database on every request), so a published,
 * edited or removed app shows at once in every server process, as with the catalogue's response cache.
 * Pages are rendered anonymously (the browser corrects the header after hydration), so nothing in an entry
 * belongs to a visitor. Visitors choose the URLs, so the cache is bounded by entries and bytes.
 */
export const STORE_PAGE_CACHE_BOUNDS: CacheBounds = { maxEntries: 300, maxBytes: 48 * 1024 * 1024 };

/**
 * Renders that may run at once in one process. A render is CPU work on the event loop: a page that finds every
 * slot taken waits a moment for one (a burst after a catalogue change or a deploy), then goes out as the shell
 * the browser renders, which costs the server nothing, instead of queueing without end.
 */
export const MAX_CONCURRENT_RENDERS = 4;
export const RENDER_SLOT_WAIT_MS = 1_000;
/** Requests that may wait for a slot at once; any more get the shell at once. */
export const MAX_WAITING_RENDERS = 32;

/** How long a request waits for the render of the same page in progress before it takes the shell. */
export const WAIT_FOR_RENDER_MS = 5_000;

/**
 * Pages one client may have rendered (cache misses: kept pages and pages in progress take nothing) in this
 * process: 30 at once, then one every 2 s. A person moves between store pages in the browser, which asks the server
 * for no page; a client past this is given the shell, which the browser renders, so nobody loses a page. Kept in
 * this process, not the database: what it guards (this process's CPU and its cache) is per process too, and a
 * database write per miss would add to the very load it limits. A client spread over n processes gets n times it.
 */
export const RENDERS_PER_CLIENT: ClientBudgetOptions = { burst: 30, perMinute: 30, maxClients: 10_000 };

/** Listing ids are PostgreSQL `serial` integers: nothing above this names a listing. */
export const MAX_LISTING_ID = 2_147_483_647;

/** The listing a `/app-details/<segment>` names, in its one spelling (`7`, not `07`, `7.0` or `0x7`), or null. */
export function canonicalListingId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_LISTING_ID ? id : null;
}

export interface CachedStorePage {
  version: string;
  status: number;
  /** What the page's data says of the head; the rest of the head is written per request. */
  meta: { title?: string; description?: string; image?: string | null };
  preloadTags: string;
  /** The page's scripts go out at low priority, after its main image (RenderedStorePage.imageFirst). */
  imageFirst: boolean;
  /** Everything after the head: the rendered app, the page's data and the end of the document. */
  html: string;
  /** What each serving of the page counts in the listing funnel: a page from the cache counts like a rendered one. */
  funnel: PageFunnel;
}

/**
 * The one URL a store page is rendered and kept under, or null for a page that is not kept: a path that is no
 * store page, or a listing id no listing can have (its page is rendered, not kept). Only what the page reads
 * counts: `/?utm_source=…` is `/`, `/apps?q=x&fbclid=…` is `/apps?q=x`, `/App-Details/3/` is `/app-details/3`, so
 * visitors cannot make one page into many.
 */
export function storePageUrl(requestUrl: string): string | null {
  const url = new URL(requestUrl, 'http://store.invalid');
  const path = url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return '/';
  if (path === '/apps') {
    // as the search page reads its term, filters and sort (store-search.ts): one spelling for one page
    const query = storeSearchQuery(parseStoreSearch(url.searchParams));
    return query ? `/apps?${query}` : '/apps';
  }
  const listing = /^\/app-details\/([^/]+)$/.exec(path);
  return listing && canonicalListingId(listing[1]!) !== null ? path : null;
}

interface Waiter {
  take: (slot: boolean) => void;
  timer: NodeJS.Timeout;
}

export class StorePageCache {
  private readonly pages: BoundedCache<CachedStorePage>;
  /** Renders in progress per URL and version: the same page asked for meanwhile waits for that render. */
  private readonly inProgress = new Map<string, Promise<CachedStorePage | null>>();
  private readonly waiters: Waiter[] = [];
  private slotsTaken = 0;
  private readonly renders: ClientBudget;

  constructor(
    bounds: CacheBounds = STORE_PAGE_CACHE_BOUNDS,
    private readonly maxRenders = MAX_CONCURRENT_RENDERS,
    rendersPerClient: ClientBudgetOptions = RENDERS_PER_CLIENT,
  ) {
    this.pages = new BoundedCache(bounds, (key, page) => stringBytes(key) + stringBytes(page.html));
    this.renders = new ClientBudget(rendersPerClient);
  }

  /** Takes one render from the client's budget (RENDERS_PER_CLIENT); false when it has none left for now. */
  mayRender(client: string): boolean {
    return this.renders.take(client);
  }

  /** The page rendered for `url` under catalogue `version`, if there is one. */
  get(url: string, version: string): CachedStorePage | undefined {
    const page = this.pages.get(pageKey(url));
    return page?.version === version ? page : undefined;
  }

  /** The render of `url` under `version` in progress, if any: it settles with the page, or null if it failed. */
  rendering(url: string, version: string): Promise<CachedStorePage | null> | undefined {
    return this.inProgress.get(`${version}\n${pageKey(url)}`);
  }

  /**
   * Marks a render of `url` under `version` as in progress. The returned function settles it once: with the
   * page (which is then kept) or with null (nothing kept; those waiting render the page in the browser).
   */
  beginRender(url: string, version: string): (page: CachedStorePage | null) => void {
    const key = `${version}\n${pageKey(url)}`;
    let settle!: (page: CachedStorePage | null) => void;
    const result = new Promise<CachedStorePage | null>((resolve) => (settle = resolve));
    this.inProgress.set(key, result);
    let settled = false;
    return (page) => {
      if (settled) return;
      settled = true;
      if (this.inProgress.get(key) === result) this.inProgress.delete(key);
      // a render that finished late under an older catalogue never replaces a newer page
      const current = this.pages.get(pageKey(url));
      if (page && !(current && BigInt(current.version) > BigInt(page.version))) this.pages.set(pageKey(url), page);
      settle(page);
    };
  }

  /**
   * Takes a render slot, waiting up to `waitMs` for one; false if none came free. Each `true` is given back
   * with `releaseSlot`.
   */
  acquireSlot(waitMs = RENDER_SLOT_WAIT_MS): Promise<boolean> {
    if (this.slotsTaken < this.maxRenders) {
      this.slotsTaken += 1;
      return Promise.resolve(true);
    }
    if (this.waiters.length >= MAX_WAITING_RENDERS) return Promise.resolve(false);
    return new Promise((take) => {
      const waiter: Waiter = {
        take,
        timer: setTimeout(() => {
          const index = this.waiters.indexOf(waiter);
          if (index >= 0) this.waiters.splice(index, 1);
          take(false);
        }, waitMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Gives a slot back, straight to the longest waiting request if there is one. */
  releaseSlot(): void {
    const next = this.waiters.shift();
    if (!next) {
      this.slotsTaken -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.take(true);
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The footer shows the year, so a page rendered last year is not this year's page. */
const pageKey = (url: string) => `${new Date().getFullYear()}\n${url}`;
