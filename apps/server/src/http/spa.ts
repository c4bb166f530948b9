import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Services } from '../services.ts';
import { findPublicListing } from '../modules/catalog/catalog.queries.ts';
import { loadStorePages, type RenderedStorePage } from './store-pages.ts';
import { MAX_LISTING_ID, StorePageCache } from './store-page-cache.ts';
import { tidySearchUrl } from './search-url.ts';
import { readSpaTemplate, spaPages, type Fallback, type SpaPages } from './spa-pages.ts';
import { storePageSender, type SendStorePage } from './store-page-sender.ts';

/**
 * Client routes of spec §2; any other path gets the single-page app with HTTP 404 (it shows 'Page not found').
 * Case-insensitive like React Router's matching, so no other casing of a portal path is rendered on the server.
 */
const CLIENT_ROUTES = [
  /^\/$/i,
  /^\/apps\/?$/i,
  /^\/app-details\/[^/]+\/?$/i,
  /^\/developer(\/.*)?$/i,
  /^\/extranet(\/.*)?$/i,
  /^\/api\/graphiql\/[^/]+\/?$/i,
  /^\/reference\/graphiql\/?$/i,
  /^\/vendor(\/.*)?$/i,
];

/** The store's server-rendered pages (spec §2): the home page, search, a listing, and the 404 page. */
const STORE_PAGES = [/^\/$/, /^\/apps\/?$/i, /^\/app-details\/[^/]+\/?$/i];

export interface SpaOptions {
  webDist: string;
  /** The server-rendering bundle (apps/web/dist-ssr/entry-server.js); without it the browser renders every page. */
  ssrEntry: string;
  graphqlPath: string;
  /** Rendered pages kept per catalogue version; a fresh one per server by default. */
  pageCache?: StorePageCache;
}

/** The web app: its built assets, the store's server-rendered pages, and the single-page app for every other route. */
export function registerSpa(
  app: FastifyInstance,
  services: Services,
  { webDist, ssrEntry, graphqlPath, pageCache = new StorePageCache() }: SpaOptions,
) {
  const indexFile = resolve(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the APIs are served`);
    return;
  }
  const pages = spaPages(readSpaTemplate(indexFile), services);
  const sendStorePage = storePageSender({
    services,
    pages,
    pageCache,
    render: storePageRenderer(app, pages, pageCache, { webDist, ssrEntry, graphqlPath }),
  });
  registerAssets(app, webDist);
  registerStorePages(app, services, pages, sendStorePage);
  registerClientRoutes(app, pages, sendStorePage);
}

/** Loaded on the first store page, so servers and tests that never serve one do not pay for it. */
function storePageRenderer(
  app: FastifyInstance,
  pages: SpaPages,
  pageCache: StorePageCache,
  { webDist, ssrEntry, graphqlPath }: Omit<SpaOptions, 'pageCache'>,
): (url: string) => Promise<RenderedStorePage | null> {
  let storePages: ReturnType<typeof loadStorePages> | undefined;
  return async (url) => {
    if (pages.template.tail === undefined) return null;
    storePages ??= loadStorePages(app, { webDist, ssrEntry, graphqlPath, config: pages.clientConfig });
    const render = await storePages;
    return render ? render(url, { acquire: () => pageCache.acquireSlot(), release: () => pageCache.releaseSlot() }) : null;
  };
}

function registerAssets(app: FastifyInstance, webDist: string) {
  app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    // index.html is the template of the pages rendered per request (sendPage), never sent as it is; the .br/.gz
    // copies beside each asset (apps/web/build/compressed-assets.ts) are sent, with their Content-Encoding, for
    // the asset's own URL when the client accepts them (preCompressed), not under URLs of their own
    globIgnore: ['index.html', 'index.html.*', '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const asset = path.includes('/assets/');
      res.setHeader('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // caches keep the brotli, gzip and plain forms apart
      if (asset) res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** Without server rendering, the listing's head fields (crawlers run no script) come from the database. */
async function listingShell(
  services: Services,
  pages: SpaPages,
  req: FastifyRequest<{ Params: { listingId: string } }>,
): Promise<Fallback> {
  const id = Number(req.params.listingId);
  const listing = Number.isSafeInteger(id) && id > 0 && id <= MAX_LISTING_ID ? await findPublicListing(services.db, id) : null;
  if (!listing) return { status: 404, meta: pages.siteMeta(req, 'Page not found | App Store') };
  return {
    meta: {
      title: `${listing.name} | App Store`,
      description: listing.tagLine,
      url: `${services.config.publicUrl}/app-details/${listing.id}`,
      image: listing.icon ? services.storage.publicUrl(listing.icon.s3Key) : null,
    },
  };
}

function registerStorePages(app: FastifyInstance, services: Services, pages: SpaPages, sendStorePage: SendStorePage) {
  app.get<{ Params: { listingId: string } }>('/app-details/:listingId', (req, reply) =>
    sendStorePage(req, reply, 200, () => listingShell(services, pages, req)),
  );
  app.get('/', (req, reply) => sendStorePage(req, reply, 200, () => ({ meta: pages.siteMeta(req) })));
  app.get('/apps', (req, reply) => {
    const tidy = tidySearchUrl(req.url);
    // spec §2: an empty term redirects to /apps (the search form sends '?q=' when sent before its script ran)
    if (tidy) return reply.redirect(tidy, 302);
    return sendStorePage(req, reply, 200, () => ({ meta: pages.siteMeta(req) }));
  });
}

/** Every other path: the single-page app for a client route, the store's 404 page for an unknown one. */
function registerClientRoutes(app: FastifyInstance, pages: SpaPages, sendStorePage: SendStorePage) {
  const fallback = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return reply.status(404).send({ error: 'Not found' });
    const known = CLIENT_ROUTES.some((r) => r.test(path));
    if (!known || STORE_PAGES.some((r) => r.test(path))) {
      return sendStorePage(req, reply, known ? 200 : 404, () => ({
        meta: pages.siteMeta(req, known ? 'App Store' : 'Page not found | App Store'),
      }));
    }
    return pages.sendPage(reply, 200, pages.siteMeta(req));
  };
  // GETs reach it as a route (more specific routes win), because @fastify/compress attaches to routes and never
  // to the not-found handler: the pages are compressed like every other answer
  app.get('/*', fallback);
  app.setNotFoundHandler(fallback);
}
