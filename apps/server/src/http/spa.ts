import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Services } from '../services.ts';
import { findPublicListing } from '../modules/catalog/catalog.queries.ts';
import { catalogVersion } from '../modules/catalog/catalog.cache.ts';
import { loadStorePages, STORE_QUERY_DEADLINE_MS, type RenderedStorePage } from './store-pages.ts';
import { withDeadline } from '../lib/deadline.ts';
import { escapeHtml } from '../lib/html.ts';
import { MAX_LISTING_ID, storePageUrl, StorePageCache, WAIT_FOR_RENDER_MS, type CachedStorePage } from './store-page-cache.ts';
import { clientOf } from '../lib/client-address.ts';
import { tidySearchUrl } from './search-url.ts';
import { isPageNavigation, storeReferer, visitSource } from '../modules/funnel/funnel-rules.ts';
import { countAnswer } from '../modules/funnel/store-api-funnel.ts';
import { issueVisitToken } from '../modules/funnel/visit-token.ts';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
}

/** The head tags crawlers read; they run no JavaScript, so the server writes them into the HTML. */
export function renderHead(meta: PageMeta, clientConfig: Record<string, string>): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="App Store">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta name="app-config" content="${escapeHtml(JSON.stringify(clientConfig))}">`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`);
  }
  return tags.join('\n    ');
}

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

const DEFAULT_DESCRIPTION =
  'Apps and integrations for tour and activity operators: channel managers, payments, reviews, marketing and more.';

/** The page to render in the browser when the server cannot render it: its head fields, and its status if not the route's. */
interface Fallback {
  status?: number;
  meta: PageMeta;
}

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
  // the default <title> precedes the placeholder so that pages without server meta still have one
  const template = readFileSync(indexFile, 'utf8').replace(/<title>[^<]*<\/title>\s*(?=<!--app-head-->)/, '');
  const clientConfig = {
    supportEmail: services.config.supportEmail,
    publicUrl: services.config.publicUrl,
    // the Partner Terms state the share the ledger actually pays (PARTNER_SHARE)
    partnerSharePercent: String(Math.round(services.config.partnerShare * 1000) / 10),
  };
  // each page the server sends carries a fresh visit token, which the browser's store queries echo (modules/funnel)
  const pageConfig = () => ({ ...clientConfig, visit: issueVisitToken(services.config.secretKey) });
  const html = (meta: PageMeta) => template.replace('<!--app-head-->', renderHead(meta, pageConfig()));
  const [templateHead, templateTail] = template.split('<div id="root"></div>') as [string, string | undefined];
  // the entry script (Vite writes it into the head) at low priority, for pages whose main image comes first
  const imageFirstHead = templateHead.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ');

  // loaded on the first store page, so servers and tests that never serve one do not pay for it
  let storePages: ReturnType<typeof loadStorePages> | undefined;
  const renderStorePage = async (url: string): Promise<RenderedStorePage | null> => {
    if (templateTail === undefined) return null;
    storePages ??= loadStorePages(app, { webDist, ssrEntry, graphqlPath, config: clientConfig });
    const render = await storePages;
    return render ? render(url, { acquire: () => pageCache.acquireSlot(), release: () => pageCache.releaseSlot() }) : null;
  };

  /**
   * A store page: its body from the page cache while the catalogue is unchanged, else rendered on the server
   * (and kept, if it was found); the head is written per request. The same page asked for during its render waits
   * for that render. The page goes out as the shell the browser renders when the server cannot render it, the
   * client has had its renders for now (RENDERS_PER_CLIENT), the data or a render slot does not come in time, or
   * the database cannot say the catalogue's version. `Server-Timing` says which, and how long the server spent.
   */
  const sendStorePage = async (req: FastifyRequest, reply: FastifyReply, status: number, fallback: () => Promise<Fallback> | Fallback) => {
    const started = performance.now();
    const timing = (source: 'cache' | 'shared' | 'render' | 'shell') =>
      `page;desc="${source}";dur=${(performance.now() - started).toFixed(1)}`;
    const sendPageBody = (page: CachedStorePage, source: 'cache' | 'shared' | 'render', body: string | Readable) => {
      const finalStatus = Math.max(status, page.status);
      if (finalStatus === 200) countPage(req, page);
      const base = siteMeta(req, finalStatus === 404 ? 'Page not found | App Store' : 'App Store');
      const meta: PageMeta = {
        ...base,
        title: page.meta.title ?? base.title,
        description: page.meta.description ?? base.description,
        image: page.meta.image ?? null,
      };
      const head = (page.imageFirst ? imageFirstHead : templateHead).replace(
        '<!--app-head-->',
        `${renderHead(meta, pageConfig())}\n    ${page.preloadTags}`,
      );
      const headers = reply
        .status(finalStatus)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('server-timing', timing(source));
      if (typeof body === 'string') return headers.send(head + body);
      const out = new PassThrough();
      out.write(head);
      body.pipe(out);
      return headers.send(out);
    };
    const sendShell = async () => {
      const shell = await fallback();
      return sendPage(reply.header('server-timing', timing('shell')), shell.status ?? status, shell.meta);
    };

    const url = storePageUrl(req.url);
    // an unknown path's 404 page is rendered for that path and not kept: scanners must not fill the cache
    const keep = url !== null;
    const renderUrl = url ?? req.url;
    // read before rendering: a catalogue change during the render leaves the page under the older version
    const version = await withDeadline(catalogVersion(services.db), STORE_QUERY_DEADLINE_MS).catch((err: unknown) => {
      req.log.warn({ err }, 'store page sent to render in the browser: the catalogue version could not be read');
      return null;
    });
    if (version === null) return sendShell();
    const cached = keep ? pageCache.get(renderUrl, version) : undefined;
    if (cached) return sendPageBody(cached, 'cache', cached.html);
    const inProgress = keep ? pageCache.rendering(renderUrl, version) : undefined;
    if (inProgress) {
      const page = await withDeadline(inProgress, WAIT_FOR_RENDER_MS).catch(() => null);
      return page ? sendPageBody(page, 'shared', page.html) : sendShell();
    }

    // a miss costs a render (the page's queries and React, on the event loop): each client has a budget of them.
    // Not logged: a flood past it would be a flood of log lines
    if (!pageCache.mayRender(clientOf(req.ip))) return sendShell();
    const settle = keep ? pageCache.beginRender(renderUrl, version) : () => {};
    try {
      const page = await renderStorePage(renderUrl);
      if (!page) {
        settle(null);
        return await sendShell();
      }
      const kept = {
        version,
        status: page.render.status,
        meta: page.render.meta,
        preloadTags: page.preloadTags,
        imageFirst: page.imageFirst,
        funnel: page.funnel,
      };
      // a page not found is not kept: anyone can ask for endless missing listings
      const body = page.body(templateTail!, (html) => settle(kept.status === 200 ? { ...kept, html } : null));
      return sendPageBody({ ...kept, html: '' }, 'render', body);
    } catch (err) {
      settle(null);
      throw err;
    }
  };

  /**
   * The listing funnel counts each store page served on the server (its browser then asks for nothing): the
   * cards it shows, and its listing with where the visitor came from (the card's `from=`, else the Referer),
   * within the visitor's daily caps. A shell counts nothing here: the browser's own queries count. Only a page
   * the browser navigated to counts: not a bot's, a HEAD, a prefetch, or an image or frame another site embeds.
   */
  const countPage = (req: FastifyRequest, page: CachedStorePage) => {
    if (!isPageNavigation(req.method, req.headers)) return;
    const listing =
      page.funnel.listing === null
        ? 'DIRECT'
        : visitSource(new URL(req.url, 'http://store.invalid'), storeReferer(req.headers.referer, req.headers.host));
    countAnswer(services.funnel, req.ip, page.funnel, { impressions: page.funnel.impressionSource, listing });
  };

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

  const sendPage = (reply: FastifyReply, status: number, meta: PageMeta) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html(meta));

  const siteMeta = (req: FastifyRequest, title = 'App Store'): PageMeta => ({
    title,
    description: DEFAULT_DESCRIPTION,
    url: services.config.publicUrl + req.url.split('?')[0],
  });

  /** Without server rendering, the listing's head fields (crawlers run no script) come from the database. */
  const listingShell = async (req: FastifyRequest<{ Params: { listingId: string } }>): Promise<Fallback> => {
    const id = Number(req.params.listingId);
    const listing = Number.isSafeInteger(id) && id > 0 && id <= MAX_LISTING_ID ? await findPublicListing(services.db, id) : null;
    if (!listing) return { status: 404, meta: siteMeta(req, 'Page not found | App Store') };
    return {
      meta: {
        title: `${listing.name} | App Store`,
        description: listing.tagLine,
        url: `${services.config.publicUrl}/app-details/${listing.id}`,
        image: listing.icon ? services.storage.publicUrl(listing.icon.s3Key) : null,
      },
    };
  };

  app.get<{ Params: { listingId: string } }>('/app-details/:listingId', (req, reply) =>
    sendStorePage(req, reply, 200, () => listingShell(req)),
  );
  app.get('/', (req, reply) => sendStorePage(req, reply, 200, () => ({ meta: siteMeta(req) })));
  app.get('/apps', (req, reply) => {
    const tidy = tidySearchUrl(req.url);
    // spec §2: an empty term redirects to /apps (the search form sends '?q=' when sent before its script ran)
    if (tidy) return reply.redirect(tidy, 302);
    return sendStorePage(req, reply, 200, () => ({ meta: siteMeta(req) }));
  });

  const fallback = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return reply.status(404).send({ error: 'Not found' });
    const known = CLIENT_ROUTES.some((r) => r.test(path));
    if (!known || STORE_PAGES.some((r) => r.test(path))) {
      return sendStorePage(req, reply, known ? 200 : 404, () => ({
        meta: siteMeta(req, known ? 'App Store' : 'Page not found | App Store'),
      }));
    }
    return sendPage(reply, 200, siteMeta(req));
  };
  // GETs reach it as a route (more specific routes win), because @fastify/compress attaches to routes and never
  // to the not-found handler: the pages are compressed like every other answer
  app.get('/*', fallback);
  app.setNotFoundHandler(fallback);
}
