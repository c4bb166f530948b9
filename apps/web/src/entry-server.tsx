import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { pageTitle } from './shared/hooks/useDocumentTitle';
import { setServerConfig, type AppConfig } from './shared/config';
import { renderedListing, storePage } from './features/catalog/store-pages';
import { StoreCache } from './shared/store-data/store-cache';
import { storeDataElement } from './shared/store-data/embedded-data';
import { runStoreQuery, storeQueryKey, type StoreTransport } from './shared/store-data/store-query';
import { mainImagePreload, type ImagePreload } from './shared/listing-page/main-image';

/**
 * The public store rendered on the server: the server runs the page's queries in-process, renders
 * the same App the browser hydrates, streams it, and embeds the results so the browser fetches nothing again.
 * apps/server/src/http/store-pages.ts loads this module from apps/web/dist-ssr and holds its own copy of
 * these types (the server never imports web code).
 */
export interface StorePageRender {
  /** 404 when the page's listing is missing or not public. */
  status: 200 | 404;
  /** What the page's data says of the head (a listing's name, tag line and icon); the server knows the rest. */
  meta: { title?: string; description?: string; image?: string | null };
  /** The route's view module (a key of the Vite manifest), for modulepreload links. */
  view: string | null;
  /**
   * The image above the fold worth fetching before the script runs: on a listing page its largest (the promo
   * image, else the icon), as the copy its `<picture>` will pick; home and search preload none (their icons are small).
   */
  preloadImages: ImagePreload[];
  /** The JSON block with the query results. */
  dataElement: string;
  /** Streams the rendered app into `destination` (and ends it). */
  pipe: <Writable extends NodeJS.WritableStream>(destination: Writable) => Writable;
}

export interface RenderOptions {
  transport: StoreTransport;
  /** What the page's app-config meta tells the browser, so both render the same footer. */
  config: AppConfig;
  onError: (error: unknown) => void;
  /** Awaited once the data has come, before React renders (the server takes a render slot); a throw gives up. */
  beforeRender?: () => Promise<void>;
}

const RENDER_TIMEOUT_MS = 10_000;

export async function renderStorePage(url: string, { transport, config, onError, beforeRender }: RenderOptions): Promise<StorePageRender> {
  setServerConfig(config);
  const { pathname, searchParams } = new URL(url, 'http://store.invalid');
  const page = storePage(pathname, searchParams);
  const cache = new StoreCache();
  await Promise.all(
    page.queries.map(async ({ document, variables }) => {
      cache.set(storeQueryKey(document, variables), await runStoreQuery(transport, document, variables));
    }),
  );

  const detailsResult = page.listing ? cache.get(storeQueryKey(page.listing.document, page.listing.variables)) : undefined;
  const listing = renderedListing(detailsResult);
  const listingMissing = Boolean(detailsResult?.errors?.some((e) => e.classification === 'NotFoundError'));
  // an outage is not a missing listing nor an empty catalogue: a page whose data did not come whole is not
  // rendered (the server sends it to render in the browser, which asks again), never kept as 'Nothing here'
  const failed = page.queries
    .map(({ document, variables }) => cache.get(storeQueryKey(document, variables)))
    // a missing listing's reviews are missing too: that is the 404 page, not an outage
    .find((result) => result?.errors?.length && !(listingMissing && result.errors.every((e) => e.classification === 'NotFoundError')));
  if (failed) throw new Error(`A store page query failed: ${failed.errors?.[0]?.message}`);
  await beforeRender?.();

  // one emotion cache per request: each style is written once, inline before its first use, and the
  // browser's emotion moves those tags into <head> before React hydrates
  const emotionCache = createCache({ key: 'css' });
  const storeData = { cache, transport };
  const app = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <StaticRouter location={url}>
          <App storeData={storeData} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>
  );

  let renderError: unknown;
  const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
    const rendering = renderToPipeableStream(app, {
      // whole pages for crawlers and for a paint without script: lazy views and data are ready first
      onAllReady: () => {
        clearTimeout(timeout);
        // a part that failed would be rendered in the browser: such a page is not the page, nor worth keeping
        if (renderError !== undefined) {
          rendering.abort();
          reject(renderError instanceof Error ? renderError : new Error(String(renderError)));
        } else resolve(rendering);
      },
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error);
      },
      onError: (error) => {
        renderError ??= error;
        onError(error);
      },
      // never move a finished boundary out of line: that needs an inline script to put it back, which the
      // CSP (script-src 'self') refuses, and pages without script (crawlers) would lose it
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    // a render that cannot finish gives up (the server then sends the page to be rendered in the browser)
    const timeout = setTimeout(() => rendering.abort(new Error('Server rendering timed out')), RENDER_TIMEOUT_MS);
  });

  return {
    status: listingMissing ? 404 : 200,
    meta: listing
      ? { title: pageTitle(listing.name), description: listing.tagLine, image: listing.icon?.sourceUrl ?? null }
      : { title: listingMissing ? undefined : page.title },
    view: page.view,
    preloadImages: [listing && mainImagePreload(listing)].filter((p): p is ImagePreload => !!p),
    dataElement: storeDataElement(cache.snapshot()),
    pipe: (destination) => stream.pipe(destination),
  };
}
