import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type CORSOptions, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { classifyError } from '../lib/errors.ts';
import type { Metrics } from '../lib/metrics.ts';
import { requestLog } from '../lib/request-scope.ts';
import { useGraphqlMetrics } from './metrics-plugin.ts';
import { queryLimitPlugins } from './query-limits.ts';
import { boundedParserCache, graphqlBodyLimit } from './request-size.ts';

type QueryLimits = Parameters<typeof queryLimitPlugins>[0];

/** What a route hands to Yoga besides the request: the Fastify pair and anything the route learnt first. */
export type ServerContext<Extra> = { req: FastifyRequest; reply: FastifyReply } & Extra;

export interface GraphqlApiOptions<Extra, Context extends object> {
  path: string;
  methods: ('GET' | 'POST' | 'OPTIONS')[];
  schema: GraphQLSchema;
  limits: QueryLimits;
  /** Only the API that acts on the session cookie needs it; a header token is no ambient authority. */
  csrfPrevention: boolean;
  cors: false | ((request: Request) => CORSOptions);
  /** The log lines of an error a client sees as InternalError: thrown by a resolver, or met elsewhere in the request. */
  logMessages: { resolver: string; request: string };
  context: (server: ServerContext<Extra> & YogaInitialContext) => Context | Promise<Context>;
  /** Runs before Yoga: may answer the request itself, or give what the context needs. */
  before?: (req: FastifyRequest, reply: FastifyReply) => Promise<{ answered: true } | { answered: false; extra: Extra }>;
  plugins?: Plugin[];
  /** Operation counts, errors and timings under this API's name. */
  metrics?: { metrics: Metrics; api: string };
  /** The route's own onSend hook (the answer's headers once the result is known). */
  onSend?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * One GraphQL API mounted in Fastify, as both APIs are: errors masked and classified (ARCHITECTURE §6), query
 * limits, a bounded parser cache, a body limit refused while the body is read (so an oversized document is
 * never parsed nor cached), and CSRF prevention where the API acts on cookies.
 */
export function registerGraphqlApi<Extra extends object, Context extends object>(
  app: FastifyInstance,
  opts: GraphqlApiOptions<Extra, Context>,
) {
  const yoga = createYoga<ServerContext<Extra>, Context>({
    schema: opts.schema,
    graphqlEndpoint: opts.path,
    graphiql: false,
    landingPage: false,
    logging: false,
    parserAndValidationCache: boundedParserCache(),
    cors: opts.cors,
    context: opts.context,
    // logged with the request's logger (its id on the line): the resolver runs in the request's scope
    maskedErrors: { maskError: (error) => classifyError(error, (err) => requestLog(app.log).error({ err }, opts.logMessages.resolver)) },
    plugins: [
      // browsers cannot send this header cross-site without a preflight, which the session API's CORS policy refuses
      ...(opts.csrfPrevention
        ? [useCSRFPrevention({ requestHeaders: ['x-csrf-protection', 'apollo-require-preflight', 'x-graphql-yoga-csrf'] })]
        : []),
      ...queryLimitPlugins(opts.limits),
      ...(opts.plugins ?? []),
      useErrorClassification((err) => requestLog(app.log).error({ err }, opts.logMessages.request)),
      ...(opts.metrics ? [useGraphqlMetrics(opts.metrics.metrics, opts.metrics.api)] : []),
    ],
  });

  app.route({
    url: opts.path,
    method: opts.methods,
    ...graphqlBodyLimit,
    ...(opts.onSend ? { onSend: opts.onSend } : {}),
    handler: async (req, reply) => {
      const first = opts.before ? await opts.before(req, reply) : { answered: false as const, extra: {} as Extra };
      if (first.answered) return reply;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, ...first.extra });
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      reply.status(response.status);
      // A single result, which is every query and mutation, goes out as one buffer: the compression hook weighs
      // its size against the threshold (it cannot weigh a stream's, and cannot read Yoga's stream type at all)
      // and Fastify sets the length of what is finally sent. An incremental result (server-sent events,
      // multipart; neither API has any yet) streams as it is produced, uncompressed by its type.
      if (response.body === null) return reply.send();
      if (/^(text\/event-stream|multipart\/)/i.test(response.headers.get('content-type') ?? '')) return reply.send(response.body);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}

/**
 * Validation and limit errors skip Yoga's masking; this gives every error of every result its classification, and
 * the request's id (`extensions.requestId`, also in the X-Request-Id header) for the partner to quote to support.
 */
function useErrorClassification(log: (err: unknown) => void): Plugin<object, { req: { id: string } }> {
  const classify = (result: ExecutionResult, requestId: string): ExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map((e) => withRequestId(classifyError(e, log), requestId)) } : result;
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = serverContext.req.id;
      if (Array.isArray(result)) setResult(result.map((r) => classify(r as ExecutionResult, requestId)));
      else if (result && typeof result === 'object' && 'errors' in result) setResult(classify(result as ExecutionResult, requestId));
    },
  };
}

/** A copy with the id: the classified error may be a shared instance, never changed in place. */
function withRequestId(error: GraphQLError, requestId: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, requestId },
  });
}
