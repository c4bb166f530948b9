import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { isSameOriginNavigation } from '../../http/same-origin.ts';
import { sendServerPage as html, serverPagePolicy } from '../../http/server-page.ts';
import { findAnyApp, type AppRow } from '../apps/apps.queries.ts';
import { countInstallClick } from '../funnel/platform-funnel.ts';
import { launchUrl, reservedAppHost } from '../oauth/launch.ts';
import { installRefusal } from '../oauth/oauth-request.ts';
import { errorPage, exampleSitePage, launchContinuePage } from './pages.ts';
import { activeInstallation, appCardView } from './vendor-app-views.ts';
import type { vendorGuards } from './vendor-guards.ts';
import type { VendorViewer } from './vendor-sessions.ts';

/** The two signed launches: the store's Install and the installed apps' Open, each with its Continue form. */
const LAUNCHES = {
  install: { action: (appId: number) => `/vendor/install/${appId}`, cancelHref: '/', failure: 'The app cannot be installed' },
  open: { action: (appId: number) => `/vendor/apps/${appId}/open`, cancelHref: '/vendor/apps', failure: 'The app cannot be opened' },
};
/** The page after signing in asks first (`ask=1`) for a launch no page of ours vouched for. */
export const withAsk = (path: string) => `${path}${path.includes('?') ? '&' : '?'}ask=1`;
const asksFirst = (req: FastifyRequest) => (req.query as Record<string, unknown> | undefined)?.ask === '1';

/**
 * `/vendor/apps/:appId/open` (an installed app) and `/vendor/install/:appId` (the listing's Install button, which then
 * starts the OAuth install): a signed launch to the app. The Continue page either may show holds the CSRF token beside
 * the partner's app name: never compressed.
 */
export function registerLaunches(scope: FastifyInstance, services: Services, guards: ReturnType<typeof vendorGuards>) {
  const { requireVendor, requireVendorForm } = guards;
  const notInstalled = (reply: FastifyReply) =>
    html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));

  scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/open', { compress: false }, async (req, reply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return reply;
    const installed = await activeInstallation(services, viewer, req.params.appId);
    if (!installed) return notInstalled(reply);
    return launch(services, { req, reply, viewer, target: installed.app, kind: 'open', confirmed: false });
  });

  scope.post<{ Params: { appId: string }; Body: Record<string, string> }>('/vendor/apps/:appId/open', async (req, reply) => {
    const viewer = await requireVendorForm(req, reply);
    if (!viewer) return reply;
    const installed = await activeInstallation(services, viewer, req.params.appId);
    if (!installed) return notInstalled(reply);
    return launch(services, { req, reply, viewer, target: installed.app, kind: 'open', confirmed: true });
  });

  scope.get<{ Params: { appId: string } }>('/vendor/install/:appId', { compress: false }, async (req, reply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return reply;
    const target = await installable(services, reply, viewer, req.params.appId, (app) =>
      // counted once signed in: a click that goes through the sign-in first comes back here and counts then
      countInstallClick(services.funnel, req, app.id, viewer.vendor),
    );
    if (!target) return reply;
    return launch(services, { req, reply, viewer, target, kind: 'install', confirmed: false });
  });

  scope.post<{ Params: { appId: string }; Body: Record<string, string> }>('/vendor/install/:appId', async (req, reply) => {
    const viewer = await requireVendorForm(req, reply);
    if (!viewer) return reply;
    const target = await installable(services, reply, viewer, req.params.appId);
    if (!target) return reply;
    return launch(services, { req, reply, viewer, target, kind: 'install', confirmed: true });
  });
}

/** The app the vendor may install, or null once a 404 or 403 page is sent; `found` runs for an app that exists. */
async function installable(services: Services, reply: FastifyReply, viewer: VendorViewer, appId: string, found?: (app: AppRow) => void) {
  const target = await findAnyApp(services.db, appId);
  if (!target) {
    await html(reply, 404, errorPage('App not found', 'This app does not exist.'));
    return null;
  }
  found?.(target);
  const refusal = installRefusal(target, viewer.vendor);
  if (refusal) {
    await html(reply, 403, errorPage('This app cannot be installed', refusal));
    return null;
  }
  return target;
}

interface Launch {
  req: FastifyRequest;
  reply: FastifyReply;
  viewer: VendorViewer;
  target: AppRow;
  kind: keyof typeof LAUNCHES;
  /** The vendor confirmed on the Continue page: its form's POST, with the CSRF token. */
  confirmed: boolean;
}

/**
 * Opens the app with the signed launch (platform-protocol §1.1), which tells its developer who the vendor is: at
 * once when one of our own pages sent the browser here (the store's Install, the installed apps' Open) or when the
 * vendor confirmed on the Continue page; otherwise (a link on another site, a bookmark, a browser that says
 * nothing) the Continue page first.
 */
async function launch(services: Services, { req, reply, viewer, target, kind, confirmed }: Launch) {
  const { config } = services;
  const { action, cancelHref, failure } = LAUNCHES[kind];
  if (reservedAppHost(target.appUrl)) return html(reply, 200, exampleSite(services, target));
  if (!target.appUrl) return html(reply, 409, errorPage(failure, 'Its developer has not set an app URL.'));
  if (!confirmed && (!isSameOriginNavigation(req, config.publicUrl) || asksFirst(req))) {
    const view = await appCardView(services, viewer, target);
    // the confirmed form's answer is a redirect to the app: Chrome checks it against form-action
    const policy = serverPagePolicy({ formTargets: [new URL(target.appUrl).origin] });
    return html(reply, 200, launchContinuePage({ ...view, action: action(target.id), cancelHref }), policy);
  }
  return reply.redirect(launchUrl(target, viewer.vendor, viewer.user.id, config.secretKey)!, confirmed ? 303 : 302);
}

function exampleSite({ config }: Services, target: AppRow): string {
  return exampleSitePage({
    appName: target.name,
    host: reservedAppHost(target.appUrl)!,
    exampleAppSearch: config.demoPartnerApp.run ? `/apps?q=${encodeURIComponent('Example Partner App')}` : null,
  });
}
