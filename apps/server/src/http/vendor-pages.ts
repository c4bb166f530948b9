import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { appListings, apps, files, installations, organizations, vendorUsers } from '../db/schema/index.ts';
import type { Services } from '../services.ts';
import { readCookie } from '../modules/accounts/sessions.ts';
import { verifyPasswordOrDummy } from '../modules/accounts/passwords.ts';
import { clearFailures, returnAttempt, takeAttempt } from '../modules/accounts/throttle.ts';
import { findAnyApp } from '../modules/apps/apps.queries.ts';
import { uninstall } from '../modules/installations/installations.service.ts';
import { launchUrl, safeNext } from '../modules/installations/launch.ts';
import { installRefusal } from '../modules/installations/oauth-request.ts';
import { continuePage, errorPage, loginPage, vendorAppsPage } from '../modules/installations/pages.ts';
import {
  checkVendorCsrf,
  clearedVendorSessionCookie,
  createVendorSession,
  deleteVendorSession,
  findVendorViewer,
  VENDOR_COOKIE,
  vendorCsrfToken,
  vendorSessionCookie,
  type VendorViewer,
} from '../modules/installations/vendor-sessions.ts';
import { acceptFormBodies } from './form-body.ts';
import { isCrossSite } from './same-origin.ts';

const LOGIN_RULE = { limit: 10, windowSeconds: 900 };

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The minimal vendor side (ARCHITECTURE §5): sign in, see installed apps, open or uninstall one, install from a listing. */
export function registerVendorPages(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  const viewerOf = (req: FastifyRequest) => findVendorViewer(db, readCookie(req.headers.cookie, VENDOR_COOKIE));
  const requireVendor = async (req: FastifyRequest, reply: FastifyReply): Promise<VendorViewer | null> => {
    const viewer = await viewerOf(req);
    if (!viewer) await reply.redirect(`/vendor/login?next=${encodeURIComponent(req.url)}`);
    return viewer;
  };

  void app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.get('/vendor', async (_req, reply) => reply.redirect('/vendor/apps'));

    scope.get<{ Querystring: { next?: string } }>('/vendor/login', async (req, reply) => {
      const next = safeNext(req.query.next, '/vendor/apps');
      if (await viewerOf(req)) return reply.redirect(next);
      return html(reply, 200, loginPage({ next }));
    });

    scope.post<{ Body: Record<string, string> }>('/vendor/login', async (req, reply) => {
      const email = String(req.body?.email ?? '').trim().toLowerCase();
      const next = safeNext(req.body?.next, '/vendor/apps');
      // login CSRF: another site must not sign the browser in to an account of its choosing
      if (isCrossSite(req, config.publicUrl)) return html(reply, 403, loginPage({ next, error: 'Please sign in from this page.' }));
      const limits = [`vendor-login:${email}`, `vendor-login-ip:${req.ip}`].map((key) => ({ key, rule: LOGIN_RULE }));
      // the attempt is counted before the password is checked, so parallel guesses cannot outrun the limit
      const taken = await takeAttempt(db, limits);
      if ('retryAfterSeconds' in taken) {
        return html(reply, 429, loginPage({ next, email, error: `Too many attempts. Try again in ${Math.ceil(taken.retryAfterSeconds / 60)} minutes.` }));
      }
      const [user] = email ? await db.select().from(vendorUsers).where(sql`lower(${vendorUsers.email}) = ${email}`) : [];
      const ok = await verifyPasswordOrDummy(user?.passwordHash, String(req.body?.password ?? ''));
      if (!user || !ok) return html(reply, 401, loginPage({ next, email, error: 'Invalid email or password' }));
      await returnAttempt(db, taken.reservation);
      await clearFailures(db, limits[0]!.key);
      const token = await createVendorSession(db, user.id);
      return html(reply.header('set-cookie', vendorSessionCookie(token, config.production)), 200, continuePage(next));
    });

    scope.post<{ Body: Record<string, string> }>('/vendor/logout', async (req, reply) => {
      const viewer = await viewerOf(req);
      if (viewer && checkVendorCsrf(config.secretKey, viewer.sessionId, req.body?.csrf)) await deleteVendorSession(db, viewer.sessionId);
      return reply.header('set-cookie', clearedVendorSessionCookie(config.production)).redirect('/vendor/login', 303);
    });

    scope.get<{ Querystring: { notice?: string } }>('/vendor/apps', async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const rows = await db
        .select({ appId: apps.id, name: apps.name, developer: organizations.businessName, installedAt: installations.installedAt, iconKey: files.s3Key })
        .from(installations)
        .innerJoin(apps, eq(apps.id, installations.appId))
        .innerJoin(organizations, eq(organizations.id, apps.organizationId))
        .leftJoin(appListings, eq(appListings.appId, apps.id))
        .leftJoin(files, eq(files.id, appListings.iconFileId))
        .where(and(eq(installations.vendorId, viewer.vendor.id), isNull(installations.uninstalledAt), isNull(apps.deletedAt)))
        .orderBy(desc(installations.installedAt));
      const notice = req.query.notice === 'uninstalled' ? 'The app was uninstalled. It can no longer reach your data.' : undefined;
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

    scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/open', async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(viewer, req.params.appId);
      if (!installed) return html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));
      const url = launchUrl(installed.app, viewer.vendor, viewer.user.id, config.secretKey);
      if (!url) return html(reply, 409, errorPage('The app cannot be opened', 'Its developer has not set an app URL.'));
      return reply.redirect(url);
    });

    scope.post<{ Params: { appId: string }; Body: Record<string, string> }>('/vendor/apps/:appId/uninstall', async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      if (!checkVendorCsrf(config.secretKey, viewer.sessionId, req.body?.csrf)) return html(reply, 403, errorPage('Please try again', 'The form expired.'));
      const installed = await activeInstallation(viewer, req.params.appId);
      if (installed) await db.transaction((tx) => uninstall(tx, installed.installation, viewer.vendor));
      return reply.redirect('/vendor/apps?notice=uninstalled', 303);
    });

    /** The listing page's Install button: a signed launch to the app, which then starts the OAuth install. */
    scope.get<{ Params: { appId: string } }>('/vendor/install/:appId', async (req, reply) => {
      const viewer = await requireVendor(req, reply);
      if (!viewer) return reply;
      const target = await findAnyApp(db, req.params.appId);
      if (!target) return html(reply, 404, errorPage('App not found', 'This app does not exist.'));
      const refusal = installRefusal(target, viewer.vendor);
      if (refusal) return html(reply, 403, errorPage('This app cannot be installed', refusal));
      const url = launchUrl(target, viewer.vendor, viewer.user.id, config.secretKey);
      if (!url) return html(reply, 409, errorPage('The app cannot be installed', 'Its developer has not set an app URL.'));
      return reply.redirect(url);
    });
  });

  async function activeInstallation(viewer: VendorViewer, appId: string) {
    const target = await findAnyApp(db, appId);
    if (!target) return null;
    const [installation] = await db
      .select()
      .from(installations)
      .where(and(eq(installations.appId, target.id), eq(installations.vendorId, viewer.vendor.id), isNull(installations.uninstalledAt)));
    return installation ? { app: target, installation } : null;
  }
}
