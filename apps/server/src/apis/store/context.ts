import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../graphql/context.ts';
import { findViewer, readSessionToken, SESSION_COOKIE, type Viewer } from '../../modules/accounts/sessions.ts';
import { createAppLoaders } from '../../modules/apps/apps.loaders.ts';
import { createCatalogLoaders } from '../../modules/catalog/catalog.loaders.ts';
import { findVendorViewer, VENDOR_COOKIE, type VendorViewer } from '../../modules/vendor-site/vendor-sessions.ts';
import { createInstallationLoaders } from '../../modules/installations/app-installations.graphql.ts';
import { createListingLoaders } from '../../modules/listings/listings.loaders.ts';
import { createOrganizationLoaders } from '../../modules/organizations/organizations.loaders.ts';
import { createPricingLoaders } from '../../modules/pricing/pricing.loaders.ts';
import { createReviewLoaders } from '../../modules/reviews/reviews.loaders.ts';
import { createWebhookLoaders } from '../../modules/webhooks/webhooks.loaders.ts';
import type { Services } from '../../services.ts';

/**
 * A request's context: each domain's loaders, and the sessions' users (partner, vendor) looked up once and only when
 * asked for; `onSessionRead` hears that the answer now depends on a session (apis/store/private-answers.ts).
 */
export function createContext(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  onSessionRead: (request: FastifyRequest) => void = () => {},
): Context {
  let viewer: Promise<Viewer | null> | undefined;
  let vendorViewer: Promise<VendorViewer | null> | undefined;
  // a request without the cookie reads no session: its answer stays as public as it was
  const sessionToken = (cookie: string) => {
    const token = readSessionToken(request.headers.cookie, cookie);
    if (token) onSessionRead(request);
    return token;
  };
  return {
    ...services,
    request,
    reply,
    loaders: {
      catalog: createCatalogLoaders(services),
      apps: createAppLoaders(services),
      installations: createInstallationLoaders(services),
      listings: createListingLoaders(services),
      organizations: createOrganizationLoaders(services),
      pricing: createPricingLoaders(services),
      reviews: createReviewLoaders(services),
      webhooks: createWebhookLoaders(services),
    },
    viewer: () => (viewer ??= findViewer(services.db, sessionToken(SESSION_COOKIE))),
    vendorViewer: () => (vendorViewer ??= findVendorViewer(services.db, sessionToken(VENDOR_COOKIE))),
  };
}
