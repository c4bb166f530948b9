import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { catalogVersion } from '../modules/catalog/catalog.cache.ts';
import { isPageNavigation, storeReferer, visitSource } from '../modules/funnel/funnel-rules.ts';
import { countAnswer } from '../modules/funnel/store-api-funnel.ts';
import { withDeadline } from '../lib/deadline.ts';
import { clientOf } from '../lib/client-address.ts';
import { STORE_QUERY_DEADLINE_MS, type RenderedStorePage } from './store-pages.ts';
import { storePageUrl, WAIT_FOR_RENDER_MS, type CachedStorePage, type StorePageCache } from './store-page-cache.ts';
import type { Fallback, SpaPages } from './spa-pages.ts';

type RenderedSource = 'cache' | 'shared' | 'render';

export interface StorePageSenderOptions {
  services: Services;
  pages: SpaPages;
  pageCache: StorePageCache;
  /** Renders the page for this URL on the server, or null when there is nothing to render it with. */
  render: (url: string) => Promise<RenderedStorePage | null>;
}

export type SendStorePage = (
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  fallback: () => Promise<Fallback> | Fallback,
) => Promise<FastifyReply>;

/** The two ways one request's store page goes out, each with `Server-Timing` saying which and how long it took. */
interface StorePageAnswer {
  rendered(page: CachedStorePage, source: RenderedSource, body: string | Readable): FastifyReply;
  shell(): Promise<FastifyReply>;
}

/**
 * A store page: its body from the page cache while the catalogue is unchanged, else rendered on the server
 * (and kept, if it was found); the head is written per request. The same page asked for during its render waits
 * for that render. The page goes out as the shell the browser renders when the server cannot render it, the
 * client has had its renders for now (RENDERS_PER_CLIENT), the data or a render slot does not come in time, or
 * the database cannot say the catalogue's version. `Server-Timing` says which, and how long the server spent.
 */
export function storePageSender(options: StorePageSenderOptions): SendStorePage {
  const { services, pageCache } = options;
  return async (req, reply, status, fallback) => {
    const answer = storePageAnswer(options, req, reply, status, fallback);
    const url = storePageUrl(req.url);
    // an unknown path's 404 page is rendered for that path and not kept: scanners must not fill the cache
    const keep = url !== null;
    const renderUrl = url ?? req.url;
    const version = await readCatalogVersion(services, req);
    if (version === null) return answer.shell();
    if (keep) {
      const cached = pageCache.get(renderUrl, version);
      if (cached) return answer.rendered(cached, 'cache', cached.html);
      const inProgress = pageCache.rendering(renderUrl, version);
      if (inProgress) {
        const page = await withDeadline(inProgress, WAIT_FOR_RENDER_MS).catch(() => null);
        return page ? answer.rendered(page, 'shared', page.html) : answer.shell();
      }
    }
    // a miss costs a render (the page's queries and React, on the event loop): each client has a budget of them.
    // Not logged: a flood past it would be a flood of log lines
    if (!pageCache.mayRender(clientOf(req.ip))) return answer.shell();
    const settle = keep ? pageCache.beginRender(renderUrl, version) : () => {};
    return renderAndSend(options, renderUrl, version, settle, answer);
  };
}

function storePageAnswer(
  { services, pages }: StorePageSenderOptions,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  fallback: () => Promise<Fallback> | Fallback,
): StorePageAnswer {
  const started = performance.now();
  const timing = (source: RenderedSource | 'shell') => `page;desc="${source}";dur=${(performance.now() - started).toFixed(1)}`;
  return {
    rendered: (page, source, body) => {
      const finalStatus = Math.max(status, page.status);
      if (finalStatus === 200) countServedPage(services, req, page);
      const head = pages.renderedHead(req, finalStatus, page);
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
    },
    shell: async () => {
      const shell = await fallback();
      return pages.sendPage(reply.header('server-timing', timing('shell')), shell.status ?? status, shell.meta);
    },
  };
}

/** Read before rendering: a catalogue change during the render leaves the page under the older version. */
function readCatalogVersion(services: Services, req: FastifyRequest): Promise<string | null> {
  return withDeadline(catalogVersion(services.db), STORE_QUERY_DEADLINE_MS).catch((err: unknown) => {
    req.log.warn({ err }, 'store page sent to render in the browser: the catalogue version could not be read');
    return null;
  });
}

/** Renders the page, streams it out, and keeps it under `version` once React has written it (if it was found). */
async function renderAndSend(
  { pages, render }: StorePageSenderOptions,
  renderUrl: string,
  version: string,
  settle: (page: CachedStorePage | null) => void,
  answer: StorePageAnswer,
): Promise<FastifyReply> {
  try {
    const page = await render(renderUrl);
    if (!page) {
      settle(null);
      return await answer.shell();
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
    const body = page.body(pages.template.tail!, (html) => settle(kept.status === 200 ? { ...kept, html } : null));
    return answer.rendered({ ...kept, html: '' }, 'render', body);
  } catch (err) {
    settle(null);
    throw err;
  }
}

/**
 * The listing funnel counts each store page served on the server (its browser then asks for nothing): the
 * cards it shows, and its listing with where the visitor came from (the card's `from=`, else the Referer),
 * within the visitor's daily caps. A shell counts nothing here: the browser's own queries count. Only a page
 * the browser navigated to counts: not a bot's, a HEAD, a prefetch, or an image or frame another site embeds.
 */
function countServedPage(services: Services, req: FastifyRequest, page: CachedStorePage) {
  if (!isPageNavigation(req.method, req.headers)) return;
  const listing =
    page.funnel.listing === null
      ? 'DIRECT'
      : visitSource(new URL(req.url, 'http://store.invalid'), storeReferer(req.headers.referer, req.headers.host));
  countAnswer(services.funnel, req.ip, page.funnel, { impressions: page.funnel.impressionSource, listing });
}
