import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { FunnelCounter } from './funnel-counter.ts';
import { answerFunnel, impressionSource, isBot, storeReferer, visitSource, type AnswerFunnel, type FunnelSource } from './funnel-rules.ts';

/**
 * The store pages run their queries through the store API in-process and count the page themselves (a page
 * served from the page cache runs no query): their queries carry this process's token so they are not counted
 * twice. A browser cannot know the token; one that sends the header name with another value is counted as usual.
 */
const RENDER_HEADER = 'x-store-page-render';
const RENDER_TOKEN = randomUUID();

export const storePageRenderHeaders = (): Record<string, string> => ({ [RENDER_HEADER]: RENDER_TOKEN });

/** Who asked and from where: what the counting of a store API answer needs of its request. */
export interface FunnelAsker {
  userAgent: string | null | undefined;
  /** The page the question was asked for: a store page's own URL, or a browser query's Referer. */
  page: URL | null;
}

/** Counts one store API answer: its cards as impressions from the source the question gives, its listing as a view. */
export function countAnswer(
  counter: FunnelCounter,
  funnel: AnswerFunnel,
  sources: { impressions: FunnelSource; listing: FunnelSource },
): void {
  for (const appId of new Set(funnel.impressions)) counter.count(appId, 'IMPRESSION', sources.impressions);
  if (funnel.listing !== null) counter.count(funnel.listing, 'LISTING_VIEW', sources.listing);
}

type Params = { variables?: Record<string, unknown> | null };

/**
 * Counts the browser's store queries (navigations after the first page): the cards each answer delivered and
 * the listing it showed, from the answer itself, so an answer from the catalogue's response cache counts too.
 * It reads no cookie and keeps nothing of the request.
 */
export function useFunnelCounting(counter: FunnelCounter): Plugin {
  const asked = new WeakMap<Request, Params>();
  return {
    onParams({ params, request }) {
      if (request.headers.get(RENDER_HEADER) === RENDER_TOKEN) return;
      if (isBot(request.headers.get('user-agent'))) return;
      asked.set(request, { variables: params.variables as Params['variables'] });
    },
    onResultProcess({ request, result }) {
      const params = asked.get(request);
      if (!params || Array.isArray(result) || !result || Symbol.asyncIterator in result) return;
      const { data, errors } = result as { data?: unknown; errors?: unknown[] };
      if (errors?.length || !data) return;
      const funnel = answerFunnel(data);
      if (funnel.impressions.length === 0 && funnel.listing === null) return;
      // the page the browser was on when it asked: on a listing page reached by a card, its URL carries from=
      const page = storeReferer(request.headers.get('referer'), request.headers.get('host') ?? undefined);
      const filter = (params.variables?.filter ?? null) as { searchTerm?: unknown; category?: unknown } | null;
      countAnswer(counter, funnel, { impressions: impressionSource(filter, page), listing: visitSource(page, null) });
    },
  };
}
