import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import { BoundedCache, stringBytes } from '../lib/bounded-cache.ts';

/**
 * What both GraphQL APIs take from a client before parsing: documents are the client's choice, so the body
 * is bounded while it is read and parsed documents are remembered within a bound of entries and bytes.
 */

/**
 * The most a GraphQL request may send. The web app's largest document is about 2.5 KB and its largest save
 * (a listing at every field's maximum) about 60 KB; partner apps' queries are smaller; uploads have their
 * own routes.
 */
export const GRAPHQL_BODY_LIMIT = 100_000;
const TOO_LARGE = `The request is too large: a GraphQL request may be at most ${GRAPHQL_BODY_LIMIT.toLocaleString('en-US')} bytes.`;

/** Route options: the body limit, and a 413 with a GraphQL error when it is passed (refused while reading). */
export const graphqlBodyLimit = {
  bodyLimit: GRAPHQL_BODY_LIMIT,
  errorHandler: (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    if (err.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw err;
    return reply.status(413).send({ errors: [{ message: TOO_LARGE, extensions: { classification: 'ValidationError' } }] });
  },
};

/** Yoga's parse and validation caches, bounded (a document weighs about its text again as a syntax tree). */
export function boundedParserCache() {
  const cache = <T>() => new BoundedCache<T>({ maxEntries: 1000, maxBytes: 16 * 1024 * 1024 }, (text) => 3 * stringBytes(text));
  return { documentCache: cache<DocumentNode>(), errorCache: cache<unknown>() };
}
