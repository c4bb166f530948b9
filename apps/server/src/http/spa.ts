import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Services } from '../services.ts';
import { findPublicListing } from '../modules/catalog/catalog.queries.ts';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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

/** Client routes of spec §2; any other path gets the single-page app with HTTP 404 (it shows 'Page not found'). */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/apps\/?$/,
  /^\/app-details\/[^/]+\/?$/,
  /^\/developer(\/.*)?$/,
  /^\/extranet(\/.*)?$/,
  /^\/api\/graphiql\/[^/]+\/?$/,
  /^\/reference\/graphiql\/?$/,
  /^\/vendor(\/.*)?$/,
];

const DEFAULT_DESCRIPTION =
  'Apps and integrations for tour and activity operators: channel managers, payments, reviews, marketing and more.';

export function registerSpa(app: FastifyInstance, services: Services, webDist: string) {
  const indexFile = resolve(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the APIs are served`);
    return;
  }
  // the default <title> precedes the placeholder so that pages without server meta still have one
  const template = readFileSync(indexFile, 'utf8').replace(/<title>[^<]*<\/title>\s*(?=<!--app-head-->)/, '');
  const clientConfig = { supportEmail: services.config.supportEmail, publicUrl: services.config.publicUrl };
  const html = (meta: PageMeta) => template.replace('<!--app-head-->', renderHead(meta, clientConfig));

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

  app.get<{ Params: { listingId: string } }>('/app-details/:listingId', async (req, reply) => {
    const id = Number(req.params.listingId);
    const listing = Number.isSafeInteger(id) && id > 0 ? await findPublicListing(services.db, id) : null;
    if (!listing) return sendPage(reply, 404, siteMeta(req, 'Page not found | App Store'));
    return sendPage(reply, 200, {
      title: `${listing.name} | App Store`,
      description: listing.tagLine,
      url: `${services.config.publicUrl}/app-details/${listing.id}`,
      image: listing.icon ? services.storage.publicUrl(listing.icon.s3Key) : null,
    });
  });

  const fallback = (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return reply.status(404).send({ error: 'Not found' });
    const known = CLIENT_ROUTES.some((r) => r.test(path));
    return sendPage(reply, known ? 200 : 404, siteMeta(req, known ? 'App Store' : 'Page not found | App Store'));
  };
  // GETs reach it as a route (more specific routes win), because @fastify/compress attaches to routes and never
  // to the not-found handler: the pages are compressed like every other answer
  app.get('/*', fallback);
  app.setNotFoundHandler(fallback);
}
