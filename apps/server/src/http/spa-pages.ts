import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { issueVisitToken } from '../modules/funnel/visit-token.ts';
import type { CachedStorePage } from './store-page-cache.ts';
import type { StorePagesOptions } from './store-pages.ts';
import { renderHead, type PageMeta } from './page-head.ts';

const DEFAULT_DESCRIPTION =
  'Apps and integrations for tour and activity operators: channel managers, payments, reviews, marketing and more.';

/** The page to render in the browser when the server cannot render it: its head fields, and its status if not the route's. */
export interface Fallback {
  status?: number;
  meta: PageMeta;
}

/** The web app's index.html, cut where the server writes a page's head and its rendered body. */
export interface SpaTemplate {
  /** The whole page, `<!--app-head-->` standing for the head tags. */
  page: string;
  /** Up to the root element. */
  head: string;
  /** After the root element; missing if the build has no `<div id="root"></div>` to render into. */
  tail: string | undefined;
  /** `head` with the entry script (Vite writes it into the head) at low priority, for pages whose main image comes first. */
  imageFirstHead: string;
}

export function readSpaTemplate(indexFile: string): SpaTemplate {
  // the default <title> precedes the placeholder so that pages without server meta still have one
  const page = readFileSync(indexFile, 'utf8').replace(/<title>[^<]*<\/title>\s*(?=<!--app-head-->)/, '');
  const [head, tail] = page.split('<div id="root"></div>') as [string, string | undefined];
  const imageFirstHead = head.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ');
  return { page, head, tail, imageFirstHead };
}

/** How every page the single-page app sends is written: its head fields, the client's config, the shell. */
export interface SpaPages {
  template: SpaTemplate;
  /** The config the browser reads from the page (`app-config`), without the per-page visit token. */
  clientConfig: StorePagesOptions['config'];
  /** The store's own head fields for this request's URL. */
  siteMeta(req: FastifyRequest, title?: string): PageMeta;
  /** The page the browser renders: the template with this head. */
  sendPage(reply: FastifyReply, status: number, meta: PageMeta): FastifyReply;
  /** The head of a page the server rendered, up to its root element; the page's own fields win over the site's. */
  renderedHead(req: FastifyRequest, status: number, page: CachedStorePage): string;
}

export function spaPages(template: SpaTemplate, services: Services): SpaPages {
  const clientConfig = {
    supportEmail: services.config.supportEmail,
    publicUrl: services.config.publicUrl,
    // the Partner Terms state the share the ledger actually pays (PARTNER_SHARE)
    partnerSharePercent: String(Math.round(services.config.partnerShare * 1000) / 10),
  };
  // each page the server sends carries a fresh visit token, which the browser's store queries echo (modules/funnel)
  const pageConfig = () => ({ ...clientConfig, visit: issueVisitToken(services.config.secretKey) });
  const siteMeta = (req: FastifyRequest, title = 'App Store'): PageMeta => ({
    title,
    description: DEFAULT_DESCRIPTION,
    url: services.config.publicUrl + req.url.split('?')[0],
  });
  return {
    template,
    clientConfig,
    siteMeta,
    sendPage: (reply, status, meta) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(template.page.replace('<!--app-head-->', renderHead(meta, pageConfig()))),
    renderedHead: (req, status, page) => {
      const base = siteMeta(req, status === 404 ? 'Page not found | App Store' : 'App Store');
      const meta: PageMeta = {
        ...base,
        title: page.meta.title ?? base.title,
        description: page.meta.description ?? base.description,
        image: page.meta.image ?? null,
      };
      return (page.imageFirst ? template.imageFirstHead : template.head).replace(
        '<!--app-head-->',
        `${renderHead(meta, pageConfig())}\n    ${page.preloadTags}`,
      );
    },
  };
}
