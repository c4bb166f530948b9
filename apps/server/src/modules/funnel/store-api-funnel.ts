import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { FunnelCounter } from './funnel-counter.ts';
import type { FunnelSource } from '@appstore/shared/reports/funnel';
import { answerFunnel, impressionSource, isBot, storeReferer, visitSource, type AnswerFunnel } from './funnel-rules.ts';
import { issueVisitToken, readVisitToken, VISIT_HEADER } from './visit-token.ts';

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

/**
 * Counts what one store page or answer showed a visitor: its cards as impressions from the source the question
 * gives, its listing as a view (within the visitor's daily caps: FunnelCounter.visit).
 */
export function countAnswer(
  counter: FunnelCounter,
  address: string,
  funnel: AnswerFunnel,
  sources: { impressions: FunnelSource; listing: FunnelSource },
): void {
  counter.visit({
    address,
    impressions: { appIds: funnel.impressions, source: sources.impressions },
    steps: funnel.listing === null ? [] : [{ appId: funnel.listing, step: 'LISTING_VIEW', source: sources.listing }],
  });
}

type Params = { variables?: Record<string, unknown> | null };

/** The visitor's address: the Fastify request is Yoga's server context (graphql/create-yoga.ts). */
const addressOf = (serverContext: unknown) => (serverContext as { req?: { ip?: string } } | undefined)?.req?.ip ?? '';

/**
 * Counts the browser's store queries (navigations after the first page): the cards each answer delivered and
 * the listing it showed, from the answer itself, so an answer from the catalogue's response cache counts too.
 * Only a query that carries the visit token of a store page served within the hour counts (a script that never
 * loaded a page counts nothing), within the visitor's daily caps; an answer renews an ageing token. It reads no
 * cookie; of the visitor it keeps only a keyed hash of the address, for the day.
 */
export function useFunnelCounting(counter: FunnelCounter, secretKey: string): Plugin {
  const asked = new WeakMap<Request, Params>();
  return {
    onParams({ params, request }) {
      if (request.headers.get(RENDER_HEADER) === RENDER_TOKEN) return;
      if (isBot(request.headers.get('user-agent'))) return;
      if (!readVisitToken(secretKey, request.headers.get(VISIT_HEADER)).valid) return;
      asked.set(request, { variables: params.variables as Params['variables'] });
    },
    onResponse({ request, response }) {
      if (readVisitToken(secretKey, request.headers.get(VISIT_HEADER)).renew)
        response.headers.set(VISIT_HEADER, issueVisitToken(secretKey));
    },
    onResultProcess({ request, result, serverContext }) {
      const params = asked.get(request);
      if (!params || Array.isArray(result) || !result || Symbol.asyncIterator in result) return;
      const { data, errors } = result as { data?: unknown; errors?: unknown[] };
      if (errors?.length || !data) return;
      const funnel = answerFunnel(data);
      if (funnel.impressions.length === 0 && funnel.listing === null) return;
      // the page the browser was on when it asked: on a listing page reached by a card, its URL carries from=
      const page = storeReferer(request.headers.get('referer'), request.headers.get('host') ?? undefined);
      const filter = (params.variables?.filter ?? null) as { searchTerm?: unknown; category?: unknown } | null;
      countAnswer(counter, addressOf(serverContext), funnel, {
        impressions: impressionSource(filter, page),
        listing: visitSource(page, null),
      });
    },
  };
}
