import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isCrossSite } from '../../http/same-origin.ts';
import { sendServerPage } from '../../http/server-page.ts';
import { readSessionToken } from '../accounts/sessions.ts';
import { errorPage } from './pages.ts';
import { checkVendorCsrf, findVendorViewer, VENDOR_COOKIE, type VendorViewer } from './vendor-sessions.ts';

/**
 * The checks every vendor page makes, in one place: a signed-in vendor user (else the sign-in, coming back
 * here), and for a form's POST also the same-site check and the session's CSRF token (else a 403 page).
 * Each answers the viewer, or null once the reply is sent.
 */
export function vendorGuards(deps: { db: Db; config: Config }) {
  const requireVendor = async (req: FastifyRequest, reply: FastifyReply): Promise<VendorViewer | null> => {
    const viewer = await findVendorViewer(deps.db, readSessionToken(req.headers.cookie, VENDOR_COOKIE));
    if (!viewer) await reply.redirect(`/vendor/login?next=${encodeURIComponent(req.url)}`);
    return viewer;
  };
  const requireVendorForm = async (req: FastifyRequest<{ Body: Record<string, string> }>, reply: FastifyReply) => {
    const viewer = await requireVendor(req, reply);
    if (!viewer) return null;
    if (isCrossSite(req, deps.config.publicUrl) || !checkVendorCsrf(deps.config.secretKey, viewer.sessionId, req.body?.csrf)) {
      await sendServerPage(reply, 403, errorPage('Please try again', 'The form expired.'));
      return null;
    }
    return viewer;
  };
  return { requireVendor, requireVendorForm };
}
