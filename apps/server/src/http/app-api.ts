import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import { printSchema, type ExecutionResult } from 'graphql';
import type { Services } from '../services.ts';
import { classifyError } from '../lib/errors.ts';
import { queryLimitPlugins } from '../graphql/query-limits.ts';
import { boundedParserCache, graphqlBodyLimit } from '../graphql/request-size.ts';
import { findTokenContext, type TokenContext } from '../modules/installations/tokens.ts';
import { createAppApiContext } from '../modules/app-api/context.ts';
import { isIntrospectionOnly } from '../modules/app-api/introspection.ts';
import { appApiSchema } from '../modules/app-api/schema.ts';

export const APP_API_PATH = '/api/graphql';

/**
 * Query limits of the App API. Introspection is allowed (partners explore the schema in GraphiQL) and limited
 * too, with a depth that fits the explorer's introspection query (queryLimitPlugins). Field suggestions stay
 * on: with introspection open they reveal nothing and help partners fix their queries.
 */
export const APP_API_QUERY_LIMITS = {
  maxDepth: { n: 8 },
  // cost grows with `first`: a page of 100 bookings with every field of the booking, its experience and its
  // customer costs about 15,000, and one full page of each list in one document about 22,400; two full pages of
  // bookings (30,000) are refused
  costLimit: { maxCost: 25_000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 },
  maxAliases: { n: 10 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: false },
};

type ServerContext = { req: FastifyRequest; reply: FastifyReply; token: TokenContext | null };

/** The presented token: `X-Bokun-App-Access-Token: <token>`, or `Authorization: Bearer <token>`. */
export function readAccessToken(headers: FastifyRequest['headers']): string | null {
  const direct = headers['x-bokun-app-access-token'];
  const value = Array.isArray(direct) ? direct[0] : direct;
  if (value?.trim()) return value.trim();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The App API for installed apps (platform-protocol §2) at POST /api/graphql, with its own schema, and its
 * printed SDL at GET /api/graphql/schema.graphql.
 *
 * No CSRF prevention here, unlike /appstore/graphql: this endpoint ignores cookies and acts only on a token
 * sent in a request header, which a browser never adds by itself (it is not ambient authority), so a forged
 * cross-site request carries no credentials. Apps call it server to server; the explorer sets the header. For
 * the same reason it sends no CORS headers: nothing here is granted to other origins, least of all credentials.
 */
export function registerAppApi(app: FastifyInstance, services: Services) {
  const log = (err: unknown) => app.log.error({ err }, 'App API request failed');
  const yoga = createYoga<ServerContext>({
    schema: appApiSchema,
    graphqlEndpoint: APP_API_PATH,
    graphiql: false,
    landingPage: false,
    logging: false,
    cors: false,
    parserAndValidationCache: boundedParserCache(),
    context: ({ token }) => createAppApiContext(services, token),
    maskedErrors: { maskError: (error) => classifyError(error, log) },
    plugins: [...queryLimitPlugins(APP_API_QUERY_LIMITS), useErrorClassification(log)],
  });

  app.route({
    url: APP_API_PATH,
    method: 'POST',
    // refused while the body is read, so an oversized document is never parsed (nor cached)
    ...graphqlBodyLimit,
    handler: async (req, reply) => {
      const presented = readAccessToken(req.headers);
      let token: TokenContext | null = null;
      if (presented !== null) {
        token = await findTokenContext(services.db, presented);
        if (!token) return unauthorized(reply, 'The access token is not valid: it is unknown, revoked, or its app was uninstalled');
      } else if (!isIntrospectionOnly((req.body as { query?: unknown } | null)?.query)) {
        // only the explorer's schema introspection may come without a token
        return unauthorized(reply, 'An access token is required: send it in the X-Bokun-App-Access-Token header');
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, token });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  const sdl = printSchema(appApiSchema) + '\n';
  app.get(`${APP_API_PATH}/schema.graphql`, async (_req, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=300');
    return sdl;
  });
}

/** HTTP 401 with a GraphQL error and no data. */
function unauthorized(reply: FastifyReply, message: string) {
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer realm="App API"')
    .header('cache-control', 'no-store')
    .send({ errors: [{ message, extensions: { classification: 'UnauthorizedError' } }] });
}

/** Validation and limit errors skip Yoga's masking; this gives every error of every result its classification. */
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
