import type { FastifyRequest } from 'fastify';
import type { FunnelCounter } from './funnel-counter.ts';
import { isPageNavigation, storeReferer, visitSource } from './funnel-rules.ts';

/** A partner's own test vendor installs to try its app: not a step of the store's funnel. */
interface Installer {
  testForOrganizationId: number | null;
}

/** Each counts once per visitor, app and day (FunnelCounter.visit). */
const counts = (req: FastifyRequest, vendor: Installer) =>
  vendor.testForOrganizationId === null && isPageNavigation(req.method, req.headers);

/**
 * The listing's Install button (`/vendor/install/:appId`): its source is the `from=` of its link, else the page it
 * was clicked on (the listing's own `from=`, or a store page), else direct.
 */
export function countInstallClick(counter: FunnelCounter, req: FastifyRequest, appId: number, vendor: Installer): void {
  if (!counts(req, vendor)) return;
  const source = visitSource(new URL(req.url, 'http://store.invalid'), storeReferer(req.headers.referer, req.headers.host));
  counter.visit({ address: req.ip, steps: [{ appId, step: 'INSTALL_CLICK', source }] });
}

/**
 * The OAuth consent page shown. The visitor comes to it from the partner's app, which says nothing of the store
 * page before: its source is direct, as is a completed install's.
 */
export function countConsentShown(counter: FunnelCounter, req: FastifyRequest, appId: number, vendor: Installer): void {
  if (counts(req, vendor)) counter.visit({ address: req.ip, steps: [{ appId, step: 'CONSENT_SHOWN', source: 'DIRECT' }] });
}
