import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';

/**
 * Per-request loaders of the store + portal API. Each domain adds its own in its `<domain>.graphql.ts`
 * (declaration merging) and the API's composition root makes them, so this layer names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

/** The signed-in user: accounts gives it the session viewer's shape (declaration merging in accounts.graphql.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SignedInUser {}

/** The signed-in vendor user (the vendor pages' session): installations gives it its shape (declaration merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SignedInVendorUser {}

/** What a store + portal resolver gets. */
export interface Context extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  loaders: Loaders;
  /** The signed-in user of this request's session cookie, looked up once and only when asked for. */
  viewer(): Promise<SignedInUser | null>;
  /** The vendor user of this request's vendor session cookie, looked up once and only when asked for. */
  vendorViewer(): Promise<SignedInVendorUser | null>;
}

/** The context inside a field that needs a scope (`t.withAuth`): someone is signed in. */
export type SignedInContext = Omit<Context, 'viewer'> & { viewer(): Promise<SignedInUser> };
