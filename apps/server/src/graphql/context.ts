import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';

/**
 * Per-request loaders of the store + portal API. Each domain adds its own in its `<domain>.graphql.ts`
 * (declaration merging) and the API's composition root makes them, so this layer names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

/** What a store + portal resolver gets; accounts adds the session's `viewer()` the same way as the loaders. */
export interface Context extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  loaders: Loaders;
}
