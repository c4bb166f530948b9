import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sortScopes } from '@appstore/shared/installations/app-access';
import { uninstallReasonSchema, type UninstallReasonAnswer } from '@appstore/shared/installations/uninstall-reasons';
import { vendorSignInEmailSchema } from '@appstore/shared/installations/vendor-sign-in';
import type { Services } from '../../services.ts';
import { verifyPasswordOrDummy } from '../accounts/passwords.ts';
import { clearFailures, returnAttempt, takeAttempt } from '../accounts/throttle.ts';
import { findAnyApp, type AppRow } from '../apps/apps.queries.ts';
import { findLiveAppNames } from '../apps/apps.queries.ts';
import { findListingIconKeys } from '../listings/listings.queries.ts';
import { findOrganizationNames } from '../organizations/organizations.queries.ts';
import { findVendorUserByEmail } from '../vendors/vendor-users.service.ts';
import { findActiveInstallation, findVendorInstallations } from './installations.queries.ts';
import { uninstall } from './installations.service.ts';
import { launchUrl, reservedAppHost, safeNext, vendorAccessPath } from './launch.ts';
import { accessPage } from './access-page.ts';
import { acceptLatestVersion, pendingAccess } from './app-access.ts';
import { findAppVersions, findAppVersionsOf } from '../apps/app-versions.queries.ts';
import { installRefusal } from './oauth-request.ts';
import { continuePage, errorPage, exampleSitePage, launchContinuePage, loginPage, vendorAppsPage } from './pages.ts';
import { uninstallPage } from './uninstall-page.ts';
import { recordUninstallReason } from './uninstall-reasons.queries.ts';
import {
  checkVendorCsrf,
  clearedVendorSessionCookie,
  createVendorSession,
  deleteVendorSession,
  vendorCsrfToken,
  vendorSessionCookie,
  type VendorViewer,
  vendorViewerOfRequest,
} from './vendor-sessions.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { vendorGuards } from './vendor-guards.ts';
import { clientOf } from '../../lib/client-address.ts';
import { clearedLaunchVouchCookie, isLaunchPath, isVouchedLaunch } from './launch-vouch.ts';
import { isCrossSite, isSameOriginNavigation } from '../../http/same-origin.ts';
import { sendServerPage, serverPagePolicy } from '../../http/server-page.ts';
import { countInstallClick } from '../funnel/platform-funnel.ts';

const LOGIN_RULE = { limit: 10, windowSeconds: 900 };
const VENDOR_APPS_NOTICES: Record<string, string> = {
  uninstalled: 'The app was uninstalled. It can no longer reach your data.',
  accepted: 'Done: the app has the new access from now on.',
};
/** The two signed launches: the store's Install and the installed apps' Open, each with its Continue form. */
const LAUNCHES = {
  install: { action: (appId: number) => `/vendor/install/${appId}`, cancelHref: '/', failure: 'The app cannot be installed' },
  open: { action: (appId: number) => `/vendor/apps/${appId}/open`, cancelHref: '/vendor/apps', failure: 'The app cannot be opened' },
};
/** The page after signing in asks first (`ask=1`) for a launch no page of ours vouched for. */
const withAsk = (path: string) => `${path}${path.includes('?') ? '&' : '?'}ask=1`;
const asksFirst = (req: FastifyRequest) => (req.query as Record<string, unknown> | undefined)?.ask === '1';
const NO_ANSWER: UninstallReasonAnswer = { reason: null, comment: null };
/** A form field as text: a repeated field (an array) or a missing one is read as empty. */
const formText = (value: unknown) => (typeof value === 'string' ? value : undefined);

// the store's own policy allows inline styles for its React pages; these plain pages need none
const html = sendServerPage;

/** The minimal vendor side (ARCHITECTURE §5): sign in, see installed apps, open or uninstall one, install from a listing. */
export function registerVendorPages(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  const viewerOf = (req: FastifyRequest) => vendorViewerOfRequest(db, req.headers.cookie);
  const { requireVendor, requireVendorForm } = vendorGuards(services);

  void app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.get('/vendor', async (_req, reply) => reply.redirect('/vendor/apps'));

    scope.get<{ Querystring: { next?: string } }>('/vendor/login', async (req, reply) => {
      const next = safeNext(req.query.next, '/vendor/apps');
      if (await viewerOf(req)) return reply.redirect(next);
      return html(reply, 200, loginPage({ next }));
    });

    scope.post<{ Body: Record<string, string> }>('/vendor/login', async (req, reply) => {
      const next = safeNext(req.body?.next, '/vendor/apps');
      // login CSRF: another site must not sign the browser in to an account of its choosing
      if (isCrossSite(req, config.publicUrl)) return html(reply, 403, loginPage({ next, error: 'Please sign in from this page.' }));
      // before any counter or lookup: an address that cannot exist is refused as such, not counted or searched for
      const parsed = vendorSignInEmailSchema.safeParse(req.body?.email);
      if (!parsed.success) return html(reply, 400, loginPage({ next, error: parsed.error.issues[0]!.message }));
      const email = parsed.data;
      const limits = [`vendor-login:${email}`, `vendor-login-ip:${clientOf(req.ip)}`].map((key) => ({ key, rule: LOGIN_RULE }));
      // the attempt is counted before the password is checked, so parallel guesses cannot outrun the limit
      const taken = await takeAttempt(db, limits);
      if ('retryAfterSeconds' in taken) {
        return html(
          reply,
          429,
          loginPage({ next, email, error: `Too many attempts. Try again in ${Math.ceil(taken.retryAfterSeconds / 60)} minutes.` }),
        );
      }
      const user = email ? await findVendorUserByEmail(db, email) : null;
      const ok = await verifyPasswordOrDummy(user?.passwordHash, String(req.body?.password ?? ''));
      if (!user || !ok) return html(reply, 401, loginPage({ next, email, error: 'Invalid email or password' }));
      await returnAttempt(db, taken.reservation);
      await clearFailures(db, limits[0]!.key);
      const token = await createVendorSession(db, user.id);
      // a launch that no page of ours asked for before the sign-in still asks the vendor first (launch-vouch.ts)
      const then = isLaunchPath(next) && !isVouchedLaunch(req.headers.cookie, config.secretKey, next) ? withAsk(next) : next;
      reply.header('set-cookie', [vendorSessionCookie(token, config.production), clearedLaunchVouchCookie(config.production)]);
      return html(reply, 200, continuePage(then));
    });

    scope.post<{ Body: Record<string, string> }>('/vendor/logout', async (req, reply) => {
      const viewer = await viewerOf(req);
      if (viewer && checkVendorCsrf(config.secretKey, viewer.sessionId, req.body?.csrf)) await deleteVendorSession(db, viewer.sessionId);
      return reply.header('set-cookie', clearedVendorSessionCookie(config.production)).redirect('/vendor/login', 303);
    });

    // holds the vendor's CSRF token beside the names partners gave their apps: never compressed
    scope.get<{ Querystring: { notice?: string } }>('/vendor/apps', { compress: false }, async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const rows = await installedApps(viewer);
      const notice = VENDOR_APPS_NOTICES[req.query.notice ?? ''];
      return html(
        reply,
        200,
        vendorAppsPage({
          vendorName: viewer.vendor.name,
          csrf: vendorCsrfToken(config.secretKey, viewer.sessionId),
          apps: rows.map((r) => ({ ...r, iconUrl: r.iconKey ? services.storage.publicUrl(r.iconKey) : null })),
          notice,
        }),
      );
    });

    // the Continue page it may show holds the CSRF token beside the partner's app name: never compressed
    scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/open', { compress: false }, async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(viewer, req.params.appId);
      if (!installed) return html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));
      return launch(req, reply, viewer, installed.app, 'open', false);
    });

    scope.post<{ Params: { appId: string }; Body: Record<string, string> }>('/vendor/apps/:appId/open', async (req, reply) => {
      const viewer = await requireVendorForm(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(viewer, req.params.appId);
      if (!installed) return html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));
      return launch(req, reply, viewer, installed.app, 'open', true);
    });

    // the confirmation asks why (issue 17 §9); it holds the CSRF token: never compressed
    scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/uninstall', { compress: false }, async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(viewer, req.params.appId);
      if (!installed) return html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));
      return html(reply, 200, uninstallPage(await appCardView(viewer, installed.app)));
    });

    // a refused answer is shown again beside the CSRF token: never compressed (BREACH)
    scope.post<{ Params: { appId: string }; Body: Record<string, string> }>(
      '/vendor/apps/:appId/uninstall',
      { compress: false },
      async (req, reply) => {
        const viewer = await requireVendorForm(req, reply);
        if (!viewer) return reply;
        const installed = await activeInstallation(viewer, req.params.appId);
        if (!installed) return reply.redirect('/vendor/apps?notice=uninstalled', 303);
        const given = { reason: formText(req.body?.reason), comment: formText(req.body?.comment) };
        const parsed = req.body?.decision === 'skip' ? { success: true as const, data: NO_ANSWER } : uninstallReasonSchema.safeParse(given);
        if (!parsed.success) {
          const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
          return html(reply, 400, uninstallPage({ ...(await appCardView(viewer, installed.app)), answer: given, errors }));
        }
        await db.transaction(async (tx) => {
          if (await uninstall(tx, installed.installation, viewer.vendor))
            await recordUninstallReason(tx, installed.installation, parsed.data);
        });
        return reply.redirect('/vendor/apps?notice=uninstalled', 303);
      },
    );

    // holds the CSRF token beside the partner's app name: never compressed
    scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/access', { compress: false }, async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(viewer, req.params.appId);
      if (!installed) return html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));
      return html(reply, 200, accessPage(await accessView(viewer, installed)));
    });

    scope.post<{ Params: { appId: string }; Body: Record<string, string> }>(
      '/vendor/apps/:appId/access',
      { compress: false },
      async (req, reply) => {
        const viewer = await requireVendorForm(req, reply);
        if (!viewer) return reply;
        const installed = await activeInstallation(viewer, req.params.appId);
        if (!installed) return html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));
        const seenVersion = Number(formText(req.body?.version));
        const accepted =
          Number.isSafeInteger(seenVersion) &&
          (await acceptLatestVersion(db, { appId: installed.app.id, vendorId: viewer.vendor.id, seenVersion }));
        if (!accepted) {
          const notice = 'The app’s request changed while you were reading it. Nothing was accepted: review it again.';
          return html(reply, 409, accessPage({ ...(await accessView(viewer, installed)), notice }));
        }
        return reply.redirect('/vendor/apps?notice=accepted', 303);
      },
    );

    /**
     * The listing's Install button: a signed launch to the app, which then starts the OAuth install. The Continue
     * page it may show holds the CSRF token beside the partner's app name: never compressed.
     */
    scope.get<{ Params: { appId: string } }>('/vendor/install/:appId', { compress: false }, async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const target = await installable(reply, viewer, req.params.appId, (app) =>
        // counted once signed in: a click that goes through the sign-in first comes back here and counts then
        countInstallClick(services.funnel, req, app.id, viewer.vendor),
      );
      if (!target) return reply;
      return launch(req, reply, viewer, target, 'install', false);
    });

    scope.post<{ Params: { appId: string }; Body: Record<string, string> }>('/vendor/install/:appId', async (req, reply) => {
      const viewer = await requireVendorForm(req, reply);
      if (!viewer) return reply;
      const target = await installable(reply, viewer, req.params.appId);
      if (!target) return reply;
      return launch(req, reply, viewer, target, 'install', true);
    });
  });

  /** The app the vendor may install, or null once a 404 or 403 page is sent; `found` runs for an app that exists. */
  async function installable(reply: FastifyReply, viewer: VendorViewer, appId: string, found?: (app: AppRow) => void) {
    const target = await findAnyApp(db, appId);
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

  /**
   * Opens the app with the signed launch (platform-protocol §1.1), which tells its developer who the vendor is: at
   * once when one of our own pages sent the browser here (the store's Install, the installed apps' Open) or when the
   * vendor confirmed on the Continue page (`confirmed`: its form's POST, with the CSRF token); otherwise (a link on
   * another site, a bookmark, a browser that says nothing) the Continue page first.
   */
  async function launch(
    req: FastifyRequest,
    reply: FastifyReply,
    viewer: VendorViewer,
    target: AppRow,
    kind: keyof typeof LAUNCHES,
    confirmed: boolean,
  ) {
    const { action, cancelHref, failure } = LAUNCHES[kind];
    if (reservedAppHost(target.appUrl)) return html(reply, 200, exampleSite(target));
    if (!target.appUrl) return html(reply, 409, errorPage(failure, 'Its developer has not set an app URL.'));
    if (!confirmed && (!isSameOriginNavigation(req, config.publicUrl) || asksFirst(req))) {
      const view = await appCardView(viewer, target);
      // the confirmed form's answer is a redirect to the app: Chrome checks it against form-action
      const policy = serverPagePolicy({ formTargets: [new URL(target.appUrl).origin] });
      return html(reply, 200, launchContinuePage({ ...view, action: action(target.id), cancelHref }), policy);
    }
    return reply.redirect(launchUrl(target, viewer.vendor, viewer.user.id, config.secretKey)!, confirmed ? 303 : 302);
  }

  function exampleSite(target: AppRow): string {
    return exampleSitePage({
      appName: target.name,
      host: reservedAppHost(target.appUrl)!,
      exampleAppSearch: config.demoPartnerApp.run ? `/apps?q=${encodeURIComponent('Example Partner App')}` : null,
    });
  }

  async function activeInstallation(viewer: VendorViewer, appId: string) {
    const target = await findAnyApp(db, appId);
    if (!target) return null;
    const installation = await findActiveInstallation(db, target.id, viewer.vendor.id);
    return installation ? { app: target, installation } : null;
  }

  async function accessView(viewer: VendorViewer, installed: NonNullable<Awaited<ReturnType<typeof activeInstallation>>>) {
    const pending = pendingAccess(installed.installation, await findAppVersions(db, installed.app.id));
    return {
      ...(await appCardView(viewer, installed.app)),
      granted: sortScopes(installed.installation.scopes),
      request: pending ? { version: pending.latest.version, toAccept: pending.toAccept } : null,
    };
  }

  async function appCardView(viewer: VendorViewer, target: AppRow) {
    const [developers, icons] = await Promise.all([
      findOrganizationNames(db, [target.organizationId]),
      findListingIconKeys(db, [target.id]),
    ]);
    const iconKey = icons.get(target.id);
    return {
      vendorName: viewer.vendor.name,
      csrf: vendorCsrfToken(config.secretKey, viewer.sessionId),
      app: {
        id: target.id,
        name: target.name,
        developer: developers.get(target.organizationId)!,
        iconUrl: iconKey ? services.storage.publicUrl(iconKey) : null,
      },
    };
  }

  /** The vendor's installed apps that still exist, newest install first, with developer and icon. */
  async function installedApps(viewer: VendorViewer) {
    const installed = await findVendorInstallations(db, viewer.vendor.id);
    const appIds = installed.map((i) => i.appId);
    const [names, icons, versions] = await Promise.all([
      findLiveAppNames(db, appIds),
      findListingIconKeys(db, appIds),
      findAppVersionsOf(db, appIds),
    ]);
    const pending = new Map(installed.map((i) => [i.appId, pendingAccess(i, versions.get(i.appId)!)] as const));
    const developers = await findOrganizationNames(db, [...new Set([...names.values()].map((a) => a.organizationId))]);
    return installed.flatMap((i) => {
      const app = names.get(i.appId);
      if (!app) return [];
      return [
        {
          appId: i.appId,
          name: app.name,
          developer: developers.get(app.organizationId)!,
          installedAt: i.installedAt,
          iconKey: icons.get(i.appId) ?? null,
          accessRequest: pending.get(i.appId)
            ? { href: vendorAccessPath(i.appId), scopeCount: pending.get(i.appId)!.toAccept.length }
            : null,
        },
      ];
    });
  }
}
