import type { FastifyInstance } from 'fastify';
import { registerGraphqlApi } from '../../graphql/create-yoga.ts';
import { sessionApiCors } from '../../http/cors.ts';
import { useCatalogResponseCache, type CatalogResponseCache } from '../../modules/catalog/catalog.cache.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { useFunnelCounting } from '../../modules/funnel/store-api-funnel.ts';
import type { Services } from '../../services.ts';
import { createContext } from './context.ts';
import { privateAnswers } from './private-answers.ts';
import { schema } from './schema.ts';

export const GRAPHQL_PATH = '/appstore/graphql';

/** Query limits for the store + portal API: deep, costly or alias-heavy documents are refused before they run (introspection too: queryLimitPlugins). */
export const QUERY_LIMITS = {
  maxDepth: { n: 10, flattenFragments: true },
  // cost grows with `first`: a full page of 100 store cards costs about 8,600, the detail page about 230
  costLimit: { maxCost: 20_000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, flattenFragments: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: true },
};

/** The store + portal API at /appstore/graphql: the web app's, on the session cookie. */
export function registerStoreApi(
  app: FastifyInstance,
  services: Services,
  opts: { catalogCache: boolean | CatalogResponseCache; metrics?: Metrics },
) {
  const catalogCache = opts.catalogCache === true ? undefined : opts.catalogCache || null;
  const personal = privateAnswers();
  registerGraphqlApi(app, {
    path: GRAPHQL_PATH,
    metrics: opts.metrics && { metrics: opts.metrics, api: 'store' },
    methods: ['GET', 'POST', 'OPTIONS'],
    schema,
    limits: QUERY_LIMITS,
    csrfPrevention: true,
    cors: sessionApiCors(services.config),
    logMessages: { resolver: 'GraphQL resolver failed', request: 'GraphQL request failed' },
    context: ({ req, reply }) => createContext(services, req, reply, personal.markSessionRead),
    onSend: personal.onSend,
    // the funnel first: it reads every answer, also one the catalogue's cache gives before execution
    plugins: [
      useFunnelCounting(services.funnel, services.config.secretKey),
      ...(catalogCache === null ? [] : [useCatalogResponseCache(services.db, catalogCache, { maxTokens: QUERY_LIMITS.maxTokens.n })]),
    ],
  });
}
