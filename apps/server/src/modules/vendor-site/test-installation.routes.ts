import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { viewerOfRequest } from '../accounts/sessions.ts';
import { findOrganizationApp } from '../apps/apps.queries.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { ensureTestVendor, ensureTestVendorUser } from '../installations/installations.service.ts';
import { launchUrl, reservedAppHost } from '../oauth/launch.ts';
import { errorPage } from './pages.ts';
import { sendServerPage } from '../../http/server-page.ts';
import { createVendorSession, vendorSessionCookie } from './vendor-sessions.ts';

/**
 * `GET /appstore/test/:appId` (spec §2, §4): the partner installs their own public app in DRAFT or REJECTED on
 * their organisation's test vendor, through the same launch and OAuth flow as any vendor.
 */
export function registerTestInstallation(app: FastifyInstance, services: Services) {
  const { db, config } = services;
  app.get<{ Params: { appId: string } }>('/appstore/test/:appId', async (req, reply) => {
    // the server pages' own headers (their CSP among them), as every platform page is sent
    const page = (status: number, title: string, message: string) => sendServerPage(reply, status, errorPage(title, message));
    const viewer = await viewerOfRequest(db, req.headers.cookie);
    if (!viewer) return reply.redirect(`/developer/login`);
    const target = await findOrganizationApp(db, viewer.organization.id, req.params.appId);
    if (!target) return page(404, 'App not found', 'There is no such app in your organisation.');
    if (target.type !== 'PUBLIC' || !['DRAFT', 'REJECTED', 'UNPUBLISHED'].includes(target.status)) {
      return page(409, 'No test installation', 'Test installations are for public apps that are not in review or published.');
    }
    const exampleHost = reservedAppHost(target.appUrl);
    if (exampleHost) {
      return page(
        409,
        'Set a real app URL first',
        `The test installation opens your app at its app URL, and ${exampleHost} is an example address that never exists. Set the URL where your app runs in Setup.`,
      );
    }
    const org = await findOrganization(db, viewer.organization.id);
    const vendor = await ensureTestVendor(db, org!);
    const vendorUser = await ensureTestVendorUser(db, vendor, viewer.user);
    const url = launchUrl(target, vendor, vendorUser.id, config.secretKey);
    if (!url) return page(409, 'Add the app URL first', 'The test installation opens your app at its app URL. Set it in Setup.');
    const token = await createVendorSession(db, vendorUser.id);
    return reply.header('set-cookie', vendorSessionCookie(token, config.production)).redirect(url);
  });
}
