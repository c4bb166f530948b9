import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../graphql/context.ts';
import { findViewer, readSessionToken, SESSION_COOKIE, type Viewer } from '../../modules/accounts/sessions.ts';
import { createAppLoaders } from '../../modules/apps/apps.loaders.ts';
import { createCatalogLoaders } from '../../modules/catalog/catalog.loaders.ts';
import { findVendorViewer, VENDOR_COOKIE, type VendorViewer } from '../../modules/installations/vendor-sessions.ts';
import { createReviewLoaders } from '../../modules/reviews/reviews.loaders.ts';
import type { Services } from '../../services.ts';

/** A request's context: each domain's loaders, and the sessions' users (partner, vendor) looked up once and only when asked for. */
export function createContext(services: Services, request: FastifyRequest, reply: FastifyReply): Context {
  let viewer: Promise<Viewer | null> | undefined;
  let vendorViewer: Promise<VendorViewer | null> | undefined;
  return {
    ...services,
    request,
    reply,
    loaders: { catalog: createCatalogLoaders(services), apps: createAppLoaders(services), reviews: createReviewLoaders(services) },
    viewer: () => (viewer ??= findViewer(services.db, readSessionToken(request.headers.cookie, SESSION_COOKIE))),
    vendorViewer: () => (vendorViewer ??= findVendorViewer(services.db, readSessionToken(request.headers.cookie, VENDOR_COOKIE))),
  };
}
