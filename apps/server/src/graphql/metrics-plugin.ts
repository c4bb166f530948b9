import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from '../lib/metrics.ts';

/**
 * The name of the document's first operation when the client sent no operationName, without parsing it: an answer
 * from the catalogue cache is never parsed, and a document that is refused may not parse at all.
 */
const LEADING_OPERATION = /^(?:\s|,|#[^\n]*\n)*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const leadingOperationName = (query: string | undefined) => (query ? LEADING_OPERATION.exec(query)?.[1] : undefined);

interface Operation {
  name: string | null | undefined;
  started: number;
}

/**
 * Counts each GraphQL operation and its errors by operation name (bounded: Metrics.operationLabel) and times it.
 * The name is the one the client sent, or the executed operation's own; answers from the catalogue cache and
 * documents refused before they ran are counted too. Put it after the error classification plugin: it reads the
 * classification of each error as the client sees it.
 */
export function useGraphqlMetrics(metrics: Metrics, api: string): Plugin<object, { req: object }> {
  // keyed by the Fastify request: the one object every hook below can reach
  const operations = new WeakMap<object, Operation>();
  return {
    onParams({ params, context }) {
      operations.set(context.req, { name: params.operationName ?? leadingOperationName(params.query), started: performance.now() });
    },
    onExecute({ args }) {
      const req = (args.contextValue as { req?: object }).req;
      const operation = req && operations.get(req);
      if (operation && !operation.name) operation.name = getOperationAST(args.document, args.operationName)?.name?.value;
    },
    onResultProcess({ serverContext, result }) {
      const operation = operations.get(serverContext.req);
      const label = metrics.operationLabel(api, operation?.name);
      const results = (Array.isArray(result) ? result : [result]) as ExecutionResult[];
      for (const one of results) {
        metrics.graphqlOperations.inc({ api, operation: label });
        for (const error of (one && typeof one === 'object' && 'errors' in one ? one.errors : undefined) ?? []) {
          const classification = (error as GraphQLError).extensions?.classification;
          metrics.graphqlErrors.inc({
            api,
            operation: label,
            classification: typeof classification === 'string' ? classification : 'unclassified',
          });
        }
      }
      if (operation) metrics.graphqlDuration.observe({ api, operation: label }, (performance.now() - operation.started) / 1000);
    },
  };
}
