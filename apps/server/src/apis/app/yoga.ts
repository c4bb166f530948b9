import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { printSchema } from 'graphql';
import { registerGraphqlApi } from '../../graphql/create-yoga.ts';
import { findTokenContext, type TokenContext } from '../../modules/oauth/tokens.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { Services } from '../../services.ts';
import { createAppApiContext } from './context.ts';
import { isIntrospectionOnly } from './introspection.ts';
import { appApiSchema } from './schema.ts';

export const APP_API_PATH = '/api/graphql';

/**
 * Query limits of the App API. Introspection is allowed (partners explore the schema in GraphiQL) and limited
 * too, with a depth that fits the explorer's introspection query (queryLimitPlugins). Field suggestions stay
 * on: with introspection open they reveal nothing and help partners fix their queries.
 */
export const APP_API_QUERY_LIMITS = {
  maxDepth: { n: 8, flattenFragments: true },
  // cost grows with `first`: a page of 100 bookings with every field of the booking, its experience and its
  // customer costs about 15,000, and one full page of each list in one document about 22,400; two full pages of
  // bookings (30,000) are refused
  costLimit: { maxCost: 25_000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, flattenFragments: true },
  maxAliases: { n: 10 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: false },
};

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
export function registerAppApi(app: FastifyInstance, services: Services, opts: { metrics?: Metrics } = {}) {
  registerGraphqlApi<{ token: TokenContext | null }, ReturnType<typeof createAppApiContext>>(app, {
    path: APP_API_PATH,
    metrics: opts.metrics && { metrics: opts.metrics, api: 'app' },
    methods: ['POST'],
    schema: appApiSchema,
    limits: APP_API_QUERY_LIMITS,
    csrfPrevention: false,
    cors: false,
    logMessages: { resolver: 'App API request failed', request: 'App API request failed' },
    context: ({ token }) => createAppApiContext(services, token),
    before: async (req, reply) => {
      const presented = readAccessToken(req.headers);
      if (presented === null) {
        // only the explorer's schema introspection may come without a token
        if (isIntrospectionOnly((req.body as { query?: unknown } | null)?.query)) return { answered: false, extra: { token: null } };
        unauthorized(reply, 'An access token is required: send it in the X-Bokun-App-Access-Token header');
        return { answered: true };
      }
      const token = await findTokenContext(services.db, presented);
      if (token) return { answered: false, extra: { token } };
      unauthorized(reply, 'The access token is not valid: it is unknown, revoked, or its app was uninstalled');
      return { answered: true };
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
