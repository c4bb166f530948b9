import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { ExecutionResult } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { schema } from './schema.ts';
import { createContext } from './context.ts';
import type { Services } from '../services.ts';
import { classifyError } from '../lib/errors.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { useCatalogResponseCache, type CatalogResponseCache } from '../modules/catalog/catalog.cache.ts';
import { boundedParserCache, graphqlBodyLimit } from './request-size.ts';
import { sessionApiCors } from '../http/cors.ts';

export const GRAPHQL_PATH = '/appstore/graphql';

/** Query limits for the store + portal API: deep, costly or alias-heavy documents are refused before they run (introspection too: queryLimitPlugins). */
export const QUERY_LIMITS = {
  maxDepth: { n: 10 },
  // cost grows with `first`: a full page of 100 store cards costs about 8,600, the detail page about 230
  costLimit: { maxCost: 20_000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: true },
};

export function registerGraphql(app: FastifyInstance, services: Services, opts: { catalogCache: boolean | CatalogResponseCache }) {
  const catalogCache = opts.catalogCache === true ? undefined : opts.catalogCache || null;
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
    parserAndValidationCache: boundedParserCache(),
    cors: sessionApiCors(services.config),
    context: ({ req, reply }) => createContext(services, req, reply),
    maskedErrors: {
      maskError: (error) => classifyError(error, (err) => app.log.error({ err }, 'GraphQL resolver failed')),
    },
    plugins: [
      // browsers cannot send this header cross-site without a preflight, which our CORS policy refuses
      useCSRFPrevention({ requestHeaders: ['x-csrf-protection', 'apollo-require-preflight', 'x-graphql-yoga-csrf'] }),
      ...queryLimitPlugins(QUERY_LIMITS),
      ...(catalogCache === null ? [] : [useCatalogResponseCache(services.db, catalogCache, { maxTokens: QUERY_LIMITS.maxTokens.n })]),
      useErrorClassification((err) => app.log.error({ err }, 'GraphQL request failed')),
    ],
  });

  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    // refused while the body is read, so an oversized document is never parsed (nor cached)
    ...graphqlBodyLimit,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

/** Validation errors skip Yoga's error masking; this gives every error in every result its classification. */
function useErrorClassification(log: (err: unknown) => void): Plugin {
  const classify = (result: ExecutionResult): ExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map((e) => classifyError(e, log)) } : result;
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((r) => classify(r as ExecutionResult)));
      else if (result && typeof result === 'object' && 'errors' in result) setResult(classify(result as ExecutionResult));
    },
  };
}
