import type { FastifyInstance } from 'fastify';
import { vendorSignInEmailSchema } from '@appstore/shared/installations/vendor-sign-in';
import type { Services } from '../../services.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { isCrossSite } from '../../http/same-origin.ts';
import { sendServerPage } from '../../http/server-page.ts';
import { clientOf } from '../../lib/client-address.ts';
import { verifyPasswordOrDummy } from '../accounts/passwords.ts';
import { clearFailures, returnAttempt, takeAttempt } from '../accounts/throttle.ts';
import { safeNext } from '../oauth/launch.ts';
import { findVendorUserByEmail } from '../vendors/vendor-users.service.ts';
import { registerAccessReview, registerUninstall } from './installed-app.routes.ts';
import { clearedLaunchVouchCookie, isLaunchPath, isVouchedLaunch } from './launch-vouch.ts';
import { continuePage, loginPage, vendorAppsPage } from './pages.ts';
import { installedApps } from './vendor-app-views.ts';
import { vendorGuards } from './vendor-guards.ts';
import { registerLaunches, withAsk } from './vendor-launch.routes.ts';
import {
  checkVendorCsrf,
  clearedVendorSessionCookie,
  createVendorSession,
  deleteVendorSession,
  vendorCsrfToken,
  vendorSessionCookie,
  vendorViewerOfRequest,
} from './vendor-sessions.ts';

const LOGIN_RULE = { limit: 10, windowSeconds: 900 };
const VENDOR_APPS_NOTICES: Record<string, string> = {
  uninstalled: 'The app was uninstalled. It can no longer reach your data.',
  accepted: 'Done: the app has the new access from now on.',
};

// the store's own policy allows inline styles for its React pages; these plain pages need none
const html = sendServerPage;

/** The minimal vendor side (ARCHITECTURE §5): sign in, see installed apps, open or uninstall one, install from a listing. */
export function registerVendorPages(app: FastifyInstance, services: Services) {
  const guards = vendorGuards(services);
  void app.register(async (scope) => {
    acceptFormBodies(scope);
    registerSignIn(scope, services);
    registerInstalledApps(scope, services, guards);
    registerLaunches(scope, services, guards);
    registerUninstall(scope, services, guards);
    registerAccessReview(scope, services, guards);
  });
}

/** `/vendor/login` and `/vendor/logout`: the vendor user's session, throttled per address and per client. */
function registerSignIn(scope: FastifyInstance, { db, config }: Services) {
  scope.get('/vendor', async (_req, reply) => reply.redirect('/vendor/apps'));

  scope.get<{ Querystring: { next?: string } }>('/vendor/login', async (req, reply) => {
    const next = safeNext(req.query.next, '/vendor/apps');
    if (await vendorViewerOfRequest(db, req.headers.cookie)) return reply.redirect(next);
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
    const viewer = await vendorViewerOfRequest(db, req.headers.cookie);
    if (viewer && checkVendorCsrf(config.secretKey, viewer.sessionId, req.body?.csrf)) await deleteVendorSession(db, viewer.sessionId);
    return reply.header('set-cookie', clearedVendorSessionCookie(config.production)).redirect('/vendor/login', 303);
  });
}

/** `/vendor/apps`: the vendor's installed apps. It holds the vendor's CSRF token beside the names partners gave their apps: never compressed. */
function registerInstalledApps(scope: FastifyInstance, services: Services, { requireVendor }: ReturnType<typeof vendorGuards>) {
  scope.get<{ Querystring: { notice?: string } }>('/vendor/apps', { compress: false }, async (req, reply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return reply;
    const rows = await installedApps(services, viewer);
    const notice = VENDOR_APPS_NOTICES[req.query.notice ?? ''];
    return html(
      reply,
      200,
      vendorAppsPage({
        vendorName: viewer.vendor.name,
        csrf: vendorCsrfToken(services.config.secretKey, viewer.sessionId),
        apps: rows.map((r) => ({ ...r, iconUrl: r.iconKey ? services.storage.publicUrl(r.iconKey) : null })),
        notice,
      }),
    );
  });
}
