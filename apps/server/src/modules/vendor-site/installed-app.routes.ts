import type { FastifyInstance, FastifyReply } from 'fastify';
import { uninstallReasonSchema, type UninstallReasonAnswer } from '@appstore/shared/installations/uninstall-reasons';
import type { Services } from '../../services.ts';
import { sendServerPage as html } from '../../http/server-page.ts';
import { recordUninstallReason } from '../installations/uninstall-reasons.queries.ts';
import { acceptLatestVersion } from '../oauth/app-access.ts';
import { uninstall } from '../oauth/installation-flow.ts';
import { accessPage } from './access-page.ts';
import { errorPage } from './pages.ts';
import { uninstallPage } from './uninstall-page.ts';
import { accessView, activeInstallation, appCardView } from './vendor-app-views.ts';
import type { vendorGuards } from './vendor-guards.ts';

const NO_ANSWER: UninstallReasonAnswer = { reason: null, comment: null };
/** A form field as text: a repeated field (an array) or a missing one is read as empty. */
const formText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const notInstalled = (reply: FastifyReply) =>
  html(reply, 404, errorPage('App not installed', 'This app is not installed for your company.'));

/**
 * `/vendor/apps/:appId/uninstall`: the confirmation asks why (optionally), then uninstalls with the answer. Both the
 * page and a refused answer shown again hold the CSRF token: never compressed (BREACH).
 */
export function registerUninstall(
  scope: FastifyInstance,
  services: Services,
  { requireVendor, requireVendorForm }: ReturnType<typeof vendorGuards>,
) {
  scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/uninstall', { compress: false }, async (req, reply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return reply;
    const installed = await activeInstallation(services, viewer, req.params.appId);
    if (!installed) return notInstalled(reply);
    return html(reply, 200, uninstallPage(await appCardView(services, viewer, installed.app)));
  });

  scope.post<{ Params: { appId: string }; Body: Record<string, string> }>(
    '/vendor/apps/:appId/uninstall',
    { compress: false },
    async (req, reply) => {
      const viewer = await requireVendorForm(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(services, viewer, req.params.appId);
      if (!installed) return reply.redirect('/vendor/apps?notice=uninstalled', 303);
      const given = { reason: formText(req.body?.reason), comment: formText(req.body?.comment) };
      const parsed = req.body?.decision === 'skip' ? { success: true as const, data: NO_ANSWER } : uninstallReasonSchema.safeParse(given);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
        return html(reply, 400, uninstallPage({ ...(await appCardView(services, viewer, installed.app)), answer: given, errors }));
      }
      await services.db.transaction(async (tx) => {
        if (await uninstall(tx, installed.installation, viewer.vendor))
          await recordUninstallReason(tx, installed.installation, parsed.data);
      });
      return reply.redirect('/vendor/apps?notice=uninstalled', 303);
    },
  );
}

/**
 * `/vendor/apps/:appId/access`: a member of the vendor reviews and accepts what the app's latest version asks for
 * beyond what it has. The page holds the CSRF token beside the partner's app name: never compressed.
 */
export function registerAccessReview(
  scope: FastifyInstance,
  services: Services,
  { requireVendor, requireVendorForm }: ReturnType<typeof vendorGuards>,
) {
  scope.get<{ Params: { appId: string } }>('/vendor/apps/:appId/access', { compress: false }, async (req, reply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return reply;
    const installed = await activeInstallation(services, viewer, req.params.appId);
    if (!installed) return notInstalled(reply);
    return html(reply, 200, accessPage(await accessView(services, viewer, installed)));
  });

  scope.post<{ Params: { appId: string }; Body: Record<string, string> }>(
    '/vendor/apps/:appId/access',
    { compress: false },
    async (req, reply) => {
      const viewer = await requireVendorForm(req, reply);
      if (!viewer) return reply;
      const installed = await activeInstallation(services, viewer, req.params.appId);
      if (!installed) return notInstalled(reply);
      const seenVersion = Number(formText(req.body?.version));
      const accepted =
        Number.isSafeInteger(seenVersion) &&
        (await acceptLatestVersion(services.db, { appId: installed.app.id, vendorId: viewer.vendor.id, seenVersion }));
      if (!accepted) {
        const notice = 'The app’s request changed while you were reading it. Nothing was accepted: review it again.';
        return html(reply, 409, accessPage({ ...(await accessView(services, viewer, installed)), notice }));
      }
      return reply.redirect('/vendor/apps?notice=accepted', 303);
    },
  );
}
