import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { withDeadline } from '../lib/deadline.ts';
import { escapeHtml } from '../lib/html.ts';
import { currentRequestId, requestLog } from '../lib/request-scope.ts';
import type { FunnelSource } from '@appstore/shared/reports/funnel';
import { answerFunnel, impressionSource } from '../modules/funnel/funnel-rules.ts';
import { storePageRenderHeaders } from '../modules/funnel/store-api-funnel.ts';

/** The X-Request-Id header of the page being rendered, for its queries. */
const pageRequestId = (): Record<string, string> => {
  const id = currentRequestId();
  return id ? { 'x-request-id': id } : {};
};

/**
 * The public store's server rendering: apps/web/src/entry-server.tsx, built by `vite build --ssr`
 * into apps/web/dist-ssr, renders a store page from queries this server answers in-process. These types
 * copy that module's contract: the server never imports web code.
 */
export interface StorePageRender {
  status: 200 | 404;
  meta: { title?: string; description?: string; image?: string | null };
  view: string | null;
  /** With srcSet: the browser picks the copy by `sizes` and its screen, as the page's `<picture>` will. */
  preloadImages: { href: string; srcSet?: string; sizes?: string; type?: string }[];
  dataElement: string;
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
}

interface StoreRenderer {
  renderStorePage(
    url: string,
    options: {
      transport: (body: object) => Promise<unknown>;
      config: { supportEmail: string; publicUrl: string; partnerSharePercent: string };
      onError: (error: unknown) => void;
      beforeRender?: () => Promise<void>;
    },
  ): Promise<StorePageRender>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A rendered page: its status and head fields, and the HTML that follows the head. */
export interface RenderedStorePage {
  render: StorePageRender;
  /** `<link rel=modulepreload|preload>` tags for the route's chunks and its first image. */
  preloadTags: string;
  /**
   * The page's largest paint is an image it preloads (a listing's screenshot): its scripts are fetched at low
   * priority, so that on a slow link the image is not sharing the bandwidth with them. The page is readable and
   * its links work before they run; hydration comes a little later.
   */
  imageFirst: boolean;
  /**
   * Streams `<div id="root">…</div>`, the page's data and `tail`. `onComplete` gets that HTML whole as soon as
   * React has written it, whatever pace the client reads at (the page is in memory once rendered).
   */
  body: (tail: string, onComplete?: (html: string) => void) => Readable;
  /** The apps whose cards the page shows (and from which source), and the app whose listing it is. */
  funnel: PageFunnel;
}

/** What a store page counts each time it is served, rendered or from the page cache (modules/funnel). */
export interface PageFunnel {
  impressions: number[];
  impressionSource: FunnelSource;
  listing: number | null;
}

/** Render slots: the CPU-bound part of a page (React) runs only while it holds one. */
export interface RenderSlots {
  acquire: () => Promise<boolean>;
  release: () => void;
}

/** Every chunk file a manifest key needs (itself and its static imports), JavaScript only. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/** How long a store page waits for its data before it goes out as the shell the browser renders. */
export const STORE_QUERY_DEADLINE_MS = 3_000;

export interface StorePagesOptions {
  webDist: string;
  ssrEntry: string;
  graphqlPath: string;
  config: { supportEmail: string; publicUrl: string; partnerSharePercent: string };
}

/**
 * Loads the server-rendering bundle once; `null` when it is not built (the store is then rendered in the
 * browser as before, and the server says so in its log).
 */
export async function loadStorePages(app: FastifyInstance, opts: StorePagesOptions) {
  if (!existsSync(opts.ssrEntry)) {
    app.log.warn(`store pages not server-rendered (${opts.ssrEntry} missing): build the web app`);
    return null;
  }
  let renderer: StoreRenderer;
  let manifest: Record<string, ManifestChunk> = {};
  let chunkModules: Record<string, string[]> = {};
  try {
    renderer = (await import(pathToFileURL(opts.ssrEntry).href)) as StoreRenderer;
    const manifestFile = join(opts.webDist, '.vite', 'manifest.json');
    if (existsSync(manifestFile)) manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    // a view whose chunk also holds code its own lazy parts import has no manifest key of its own: the build's
    // list of each chunk's modules finds it
    const modulesFile = join(opts.webDist, '.vite', 'modules.json');
    if (existsSync(modulesFile)) chunkModules = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string[]>;
  } catch (err) {
    app.log.error({ err }, 'store pages not server-rendered: the rendering bundle did not load');
    return null;
  }
  const entryFiles = new Set([...chunkFiles(manifest, 'index.html')].map((key) => manifest[key]!.file));

  /** The view's chunks that the entry does not already bring, so the browser fetches them with the HTML. */
  const viewKey = (view: string) =>
    manifest[view] ? view : (Object.keys(manifest).find((key) => chunkModules[manifest[key]!.file]?.includes(view)) ?? view);
  const viewPreloads = (view: string | null, imageFirst: boolean) =>
    view
      ? [...chunkFiles(manifest, viewKey(view))]
          .map((key) => manifest[key]!.file)
          .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
          .map((file) => `<link rel="modulepreload"${imageFirst ? ' fetchpriority="low"' : ''} crossorigin href="/${escapeHtml(file)}">`)
      : [];

  // the page's queries go through the store API itself (limits, response cache, error masking), anonymously;
  // a query that takes longer than a page is worth waiting for sends the page to render in the browser. They
  // carry the page's request id, so their log lines are found with the page's.
  // The page counts for the funnel itself, with what it shows: its queries say so to the store API.
  const transport = (body: object) =>
    withDeadline(
      app
        .inject({
          method: 'POST',
          url: opts.graphqlPath,
          headers: { 'content-type': 'application/json', 'x-csrf-protection': '1', ...pageRequestId(), ...storePageRenderHeaders() },
          payload: JSON.stringify(body),
        })
        .then((response) => response.json() as unknown),
      STORE_QUERY_DEADLINE_MS,
      `Store page query took over ${STORE_QUERY_DEADLINE_MS} ms`,
    );

  return async function renderStorePage(url: string, slots: RenderSlots): Promise<RenderedStorePage | null> {
    let render: StorePageRender;
    let holdsSlot = false;
    const pageUrl = new URL(url, 'http://store.invalid');
    const funnel: PageFunnel = { impressions: [], impressionSource: 'DIRECT', listing: null };
    // the cards and the listing the page's answers deliver, read as the store API reads a browser's
    const countingTransport = async (body: object) => {
      const answer = await transport(body);
      const found = answerFunnel((answer as { data?: unknown } | null)?.data);
      if (found.impressions.length) {
        const variables = (body as { variables?: { filter?: { searchTerm?: unknown; category?: unknown } } }).variables;
        funnel.impressions.push(...found.impressions);
        funnel.impressionSource = impressionSource(variables?.filter, pageUrl);
      }
      funnel.listing ??= found.listing;
      return answer;
    };
    try {
      render = await renderer.renderStorePage(url, {
        transport: countingTransport,
        config: opts.config,
        onError: (err) => requestLog(app.log).error({ err, url }, 'store page rendering failed'),
        // the data has come: React's render is the part that needs a slot
        beforeRender: async () => {
          holdsSlot = await slots.acquire();
          if (!holdsSlot) throw new NoRenderSlot();
        },
      });
    } catch (err) {
      const log = requestLog(app.log);
      if (err instanceof NoRenderSlot) log.warn({ url }, 'store page sent to render in the browser: every render slot is busy');
      else log.error({ err, url }, 'store page rendering failed: sending the page to render in the browser');
      return null;
    } finally {
      if (holdsSlot) slots.release();
    }
    const imageFirst = render.preloadImages.length > 0;
    const preloadTags = [...render.preloadImages.map(imagePreloadTag), ...viewPreloads(render.view, imageFirst)].join('\n    ');

    return { render, preloadTags, imageFirst, body: pageBody(render), funnel };
  };
}

/** Streams `<div id="root">`, React's HTML, the page's data and `tail`; `onComplete` gets it whole once React has written it. */
function pageBody(render: StorePageRender): RenderedStorePage['body'] {
  return (tail: string, onComplete?: (html: string) => void) => {
    const out = new PassThrough();
    const parts: string[] = [];
    // a chunk boundary may fall inside a character
    const decoder = new StringDecoder('utf8');
    const write = (text: string) => {
      parts.push(text);
      out.write(text);
    };
    write('<div id="root">');
    // React ends the stream it writes to: this one passes its chunks on and adds the rest of the page. It
    // never waits for the client: a slow reader must not hold the page back from those waiting for it
    const react = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(decoder.write(chunk));
        out.write(chunk);
        done();
      },
      final(done) {
        parts.push(decoder.end());
        write(`</div>${render.dataElement}${tail}`);
        out.end();
        onComplete?.(parts.join(''));
        done();
      },
    });
    render.pipe(react);
    return out;
  };
}

/** The preload of the page's main image, the same copy its `<img>` picks. */
function imagePreloadTag(image: StorePageRender['preloadImages'][number]): string {
  const attrs = [
    ['href', image.href],
    ['imagesrcset', image.srcSet],
    ['imagesizes', image.sizes],
    ['type', image.type],
  ].filter((attr): attr is [string, string] => !!attr[1]);
  return `<link rel="preload" as="image" fetchpriority="high" ${attrs.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ')}>`;
}

class NoRenderSlot extends Error {}
